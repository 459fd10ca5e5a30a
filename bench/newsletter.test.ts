import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { deliveryCounts } from "~/models/newsletter-outbox.server";
import { getNewsletterPerMinute, setAuditRetentionDays } from "~/models/site-settings.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../tests/support/databases";
import { queueBenchSend } from "./newsletter";

describe.each(testDrivers())("the newsletter bench's queue (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("queues one sending issue to every seeded subscriber, in both languages, at the highest rate", async () => {
    // The settings row every seeded site has.
    await setAuditRetentionDays(database.db, 365);
    const id = await queueBenchSend(database.db, 12);
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue?.status).toBe("sending");
    expect(await deliveryCounts(database.db, id)).toMatchObject({ queued: 12, sent: 0 });
    const readers = await database.db.select().from(newsletterSubscribers);
    expect(readers.filter((row) => row.confirmedAt !== null)).toHaveLength(12);
    expect(readers.filter((row) => row.locale === "bn")).toHaveLength(2);
    expect(await getNewsletterPerMinute(database.db)).toBe(10_000);
  });
});
