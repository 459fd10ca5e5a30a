import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactMessages, newsletterSubscribers } from "~/db/schema";
import { getLeadsOverview } from "~/models/leads-overview.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";

const HOUR = 3_600_000;

describe.each(testDrivers())("overview lead figures on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("counts messages unanswered for more than 24 h, leads by source for 30 days, and subscribers", async () => {
    const now = new Date("2026-06-30T12:00:00Z");
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const base = { email: "a@example.test", message: "m" };
    await database.db.insert(contactMessages).values([
      { ...base, name: "Old new", subject: "s1", createdAt: at(50), utmSource: "newsletter" },
      {
        ...base,
        name: "Old in progress",
        subject: "s2",
        createdAt: at(25),
        status: "in_progress",
        referrerHost: "www.google.com",
      },
      { ...base, name: "Old replied", subject: "s3", createdAt: at(30), status: "replied", utmSource: "newsletter" },
      { ...base, name: "Old closed", subject: "s4", createdAt: at(30), status: "closed" },
      { ...base, name: "Recent", subject: "s5", createdAt: at(2) },
      { ...base, name: "Old spam", subject: "s6", createdAt: at(40), spam: true, utmSource: "spam" },
      { ...base, name: "Last quarter", subject: "s7", createdAt: at(24 * 40), utmSource: "old-campaign" },
    ]);
    await database.db.insert(newsletterSubscribers).values([
      { email: "one@example.test", source: "shop", confirmedAt: now },
      { email: "two@example.test", source: "blog" },
    ]);
    const overview = await getLeadsOverview(database.db, now);
    expect(overview.unanswered.count).toBe(3);
    expect(overview.unanswered.oldest.map((row) => row.name)).toEqual(["Last quarter", "Old new", "Old in progress"]);
    expect(overview.leadsBySource).toEqual([
      { source: "Direct", count: 2 },
      { source: "newsletter", count: 2 },
      { source: "www.google.com", count: 1 },
    ]);
    expect(overview.subscribers).toEqual({ confirmed: 1, pending: 1 });
  });
});
