import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rateLimits } from "~/db/schema";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { hitRateLimit, purgeExpiredRateLimits, releaseRateLimitHit, resetRateLimit } from "./rate-limits.server";

describe.each(testDrivers())("rate limits on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, "k1", 3, 60_000, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 60 });
  });

  it("starts a new window once the old one has ended", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    await hitRateLimit(database.db, "k2", 1, 60_000, start);
    expect((await hitRateLimit(database.db, "k2", 1, 60_000, start)).allowed).toBe(false);
    const later = new Date(start.getTime() + 61_000);
    expect(await hitRateLimit(database.db, "k2", 1, 60_000, later)).toMatchObject({ allowed: true, count: 1 });
  });

  const countOf = async (key: string) =>
    (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? null;

  it("takes back a hit, resets and purges", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    await hitRateLimit(database.db, "k3", 2, 60_000, now);
    await hitRateLimit(database.db, "k3", 2, 60_000, now);
    await releaseRateLimitHit(database.db, "k3", now);
    expect(await countOf("k3")).toBe(1);
    await releaseRateLimitHit(database.db, "k3", now);
    await releaseRateLimitHit(database.db, "k3", now);
    expect(await countOf("k3")).toBe(0);
    await resetRateLimit(database.db, "k3");
    expect(await countOf("k3")).toBeNull();
    await hitRateLimit(database.db, "k4", 2, 1_000, now);
    await hitRateLimit(database.db, "k6", 2, 60_000, now);
    await purgeExpiredRateLimits(database.db, new Date(now.getTime() + 5_000));
    expect(await countOf("k4")).toBeNull();
    expect(await countOf("k6")).toBe(1);
  });

  it("counts every one of many concurrent hits exactly once", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(database.db, "k5", 100, 60_000, now)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
