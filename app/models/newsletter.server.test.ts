import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newsletterSubscribers } from "~/db/schema";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { subscribe } from "./newsletter.server";
import { getServerSecret } from "./server-secrets.server";

describe.each(testDrivers())("newsletter subscriptions and server secrets on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("stores an address once, whatever its letter case, even when sent concurrently", async () => {
    expect(await subscribe(database.db, "Reader@Example.com", "shop")).toEqual({
      created: true,
      confirmationOwed: true,
    });
    // No confirmation has gone out yet, so the repeat owes it again rather than creating a second row.
    expect(await subscribe(database.db, "reader@example.com", "blog")).toEqual({
      created: false,
      confirmationOwed: true,
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => subscribe(database.db, "twin@example.com", "blog")),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => [r.email, r.source]).sort()).toEqual([
      ["Reader@Example.com", "shop"],
      ["twin@example.com", "blog"],
    ]);
  });

  it("creates a server secret once and gives every caller the same one", async () => {
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => getServerSecret(database.db, `test-secret-${driver}`)),
    );
    expect(secrets[0]).toHaveLength(32);
    expect(new Set(secrets.map((s) => s.toString("hex"))).size).toBe(1);
  });
});
