import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSubscribers } from "~/db/schema";
import { countSubscribers, deleteSubscriber, getSubscriberPage, subscribe } from "~/models/newsletter.server";
import { subscribersCsv } from "~/routes/admin/newsletter/newsletter.server";
import { CSV_BOM } from "~/utils/csv";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";

describe.each(testDrivers())("newsletter list for staff on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.delete(newsletterSubscribers);
  });

  it("lists newest first with search and pages, exports formula-safe CSV and deletes", async () => {
    const base = Date.parse("2026-05-01T00:00:00Z");
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 7 }, (_, i) => ({
        email: `reader${i}@example.test`,
        source: i % 2 ? "blog" : "shop",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await subscribe(database.db, "=cmd@evil.test", "shop");
    expect(await countSubscribers(database.db)).toEqual({ confirmed: 0, pending: 8 });

    const first = await getSubscriberPage(database.db, { pageSize: 3 });
    expect(first).toMatchObject({ total: 8, page: 1, pageCount: 3 });
    expect(first.subscribers.map((row) => row.email)).toEqual([
      "=cmd@evil.test",
      "reader6@example.test",
      "reader5@example.test",
    ]);
    expect((await getSubscriberPage(database.db, { pageSize: 3, page: 9 })).page).toBe(3);
    const found = await getSubscriberPage(database.db, { q: "READER3" });
    expect(found.subscribers.map((row) => row.email)).toEqual(["reader3@example.test"]);
    expect((await getSubscriberPage(database.db, { q: "100%" })).total).toBe(0);

    const csv = await subscribersCsv(database.db);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Subscribed (UTC)","Email","Source","Status","Confirmed (UTC)"');
    expect(lines[1]).toMatch(/^"[^"]+","'=cmd@evil\.test","shop","pending",""$/);
    expect(lines).toHaveLength(10);

    const id = found.subscribers[0]!.id;
    expect(await deleteSubscriber(database.db, id)).toBe("reader3@example.test");
    expect(await deleteSubscriber(database.db, id)).toBeNull();
    expect(await countSubscribers(database.db)).toEqual({ confirmed: 0, pending: 7 });
  });
});
