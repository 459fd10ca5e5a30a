import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientLogos, contactMessages, pageViews, projects } from "~/db/schema";
import { recordAudit } from "~/models/audit-log.server";
import { insertMedia } from "~/models/media.server";
import { getOverview, lastDays } from "~/models/overview.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";

const now = new Date("2026-03-31T15:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);

describe("last 30 days", () => {
  it("ends today (UTC), oldest first", () => {
    const days = lastDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-03-02");
    expect(days[29]).toBe("2026-03-31");
  });
});

describe.each(testDrivers())("overview figures on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.db;
    const mediaId = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
    });
    await db.insert(clientLogos).values([
      { name: "Old", mediaId, createdAt: daysAgo(90) },
      { name: "Older", mediaId, createdAt: daysAgo(40) },
      { name: "New", mediaId, createdAt: daysAgo(3) },
    ]);
    await db
      .insert(projects)
      .values([{ title: "P", slug: "p", description: "d", imageMediaId: mediaId, createdAt: daysAgo(2) }]);
    const message = (name: string, createdAt: Date, extra: Partial<typeof contactMessages.$inferInsert> = {}) => ({
      name,
      email: `${name}@example.test`,
      subject: "s",
      message: "m",
      createdAt,
      ...extra,
    });
    await db
      .insert(contactMessages)
      .values([
        message("today", new Date(now.getTime() - 60_000)),
        message("today2", daysAgo(0), { read: true }),
        message("week", daysAgo(7)),
        message("spam", daysAgo(1), { spam: true }),
        message("lastmonth", daysAgo(45), { read: true }),
      ]);
    await db.insert(pageViews).values([
      { day: "2026-03-31", path: "/", count: 1500 },
      { day: "2026-03-31", path: "/about", count: 500 },
      { day: "2026-03-10", path: "/", count: 400 },
      { day: "2026-02-20", path: "/", count: 1000 },
      { day: "2026-01-01", path: "/", count: 99_999 },
    ]);
    await recordAudit(db, { actor: null, action: "deleted", entity: "contact_message", entityId: "x" });
  });
  afterAll(() => database.drop());

  it("counts cards against the previous 30 days, charts each day and lists recent activity", async () => {
    const overview = await getOverview(database.db, now);
    expect(overview.stats.clients).toEqual({ value: 3, previous: 2 });
    expect(overview.stats.projects).toEqual({ value: 1, previous: 0 });
    expect(overview.stats.newMessages).toEqual({ value: 2, current: 3, previous: 1 });
    expect(overview.stats.views).toEqual({ value: 2400, previous: 1000 });
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily.at(-1)).toEqual({ day: "2026-03-31", messages: 2, views: 2000 });
    expect(overview.daily.find((d) => d.day === "2026-03-24")).toEqual({ day: "2026-03-24", messages: 1, views: 0 });
    expect(overview.daily.find((d) => d.day === "2026-03-10")?.views).toBe(400);
    expect(overview.audit.map((a) => a.action)).toEqual(["deleted"]);
    expect(overview.newestMessages.map((m) => m.name)).toEqual(["today2", "today", "week", "lastmonth"]);
  });
});
