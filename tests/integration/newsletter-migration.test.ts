import { describe, expect, it } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// Double opt-in's migration keeps the addresses stored before it on the list: they count as confirmed at
// their sign-up time, so the 7-day purge of unconfirmed sign-ups does not delete them (decision 103).

/** Its tag's number changes when migrations merged before it are renumbered; its name does not. */
const MIGRATION = "_newsletter_double_opt_in";

describe.each(testDrivers())("newsletter double opt-in migration (%s)", (kind) => {
  it("marks existing subscribers confirmed when they signed up, owing them no confirmation", async () => {
    const driver = await openDriver(kind);
    try {
      await driver.migrate(migrationsBefore(MIGRATION));
      await driver.query(
        `insert into newsletter_subscribers (email, source, created_at) values ('old@example.test', 'blog', '2025-03-01T10:00:00Z'), ('older@example.test', 'shop', '2024-01-01T00:00:00Z')`,
      );
      await driver.migrate(migrationsFolder);
      const rows = await driver.query<{ email: string; confirmed: boolean; owed: boolean; attempts: number }>(
        `select email, confirmed_at = created_at as confirmed, confirmation_sent_at is null as owed, confirmation_attempts as attempts
         from newsletter_subscribers order by email`,
      );
      expect(rows).toEqual([
        { email: "old@example.test", confirmed: true, owed: false, attempts: 0 },
        { email: "older@example.test", confirmed: true, owed: false, attempts: 0 },
      ]);
    } finally {
      await driver.close();
    }
  });
});
