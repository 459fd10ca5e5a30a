import { describe, expect, it } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// The audit trail's migration gives entries written before subjects were captured the subject of their
// message while it still exists (decision 106).

/** Its tag's number changes when migrations merged before it are renumbered; its name does not. */
const MIGRATION = "_audit_trail";

describe.each(testDrivers())("audit trail migration (%s)", (kind) => {
  it("fills in the subject of messages that still exist, and one entity name for team members", async () => {
    const driver = await openDriver(kind);
    try {
      await driver.migrate(migrationsBefore(MIGRATION));
      const [message] = await driver.query<{ id: string }>(
        `insert into contact_messages (name, email, subject, message) values ('Rahim', 'rahim@example.test', 'Website quote', 'Hello') returning id`,
      );
      await driver.query(
        `insert into audit_log (actor_email, action, entity, entity_id, details) values
           ('ayesha@example.test', 'marked_read', 'contact_message', '${message!.id}', null),
           ('ayesha@example.test', 'status_changed', 'contact_message', '${message!.id}', '{"status":"closed"}'),
           ('ayesha@example.test', 'deleted', 'contact_message', '00000000-0000-4000-8000-000000000000', null),
           ('ayesha@example.test', 'created', 'team member', 'x', '{"title":"Omar"}')`,
      );
      await driver.migrate(migrationsFolder);
      const rows = await driver.query<{ action: string; entity: string; details: Record<string, unknown> | null }>(
        `select action, entity, details from audit_log order by id`,
      );
      expect(rows).toEqual([
        { action: "marked_read", entity: "contact_message", details: { subject: "Website quote" } },
        {
          action: "status_changed",
          entity: "contact_message",
          details: { status: "closed", subject: "Website quote" },
        },
        { action: "deleted", entity: "contact_message", details: null },
        { action: "created", entity: "team_member", details: { title: "Omar" } },
      ]);
    } finally {
      await driver.close();
    }
  });
});
