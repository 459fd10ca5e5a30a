import { describe, expect, it } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// The audit trail's migration gives entries written before subjects were captured the subject of their
// message while it still exists (decision 106).

/** Its tag's number changes when migrations merged before it are renumbered; its name does not. */
const MIGRATION = "_audit_trail";
/** Decision 146: entries about a visitor's message, subscription or data request keep only ids. */
const SCRUB = "_audit_without_personal_data";

describe.each(testDrivers())("audit trail migrations (%s)", (kind) => {
  it("fill in subjects and one name for team members (106), then keep only ids of visitors' things (146)", async () => {
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
      // Up to the migration that later drops the subjects again (below).
      await driver.migrate(migrationsBefore(SCRUB));
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

      // Then decision 146 drops the subjects and addresses entries kept about visitors, and nothing else.
      await driver.query(`delete from audit_log`);
      await driver.query(
        `insert into audit_log (actor_email, action, entity, entity_id, details) values
           ('ayesha@example.test', 'deleted', 'contact_message', 'm1', '{"subject":"Ann''s private question"}'),
           ('ayesha@example.test', 'status_changed', 'contact_message', 'm2', '{"subject":"Quote","status":"closed"}'),
           ('ayesha@example.test', 'deleted', 'newsletter_subscriber', 's1', '{"email":"ann@example.test"}'),
           ('ayesha@example.test', 'erased', 'personal_data', null, '{"email":"ann@example.test","messages":1}'),
           ('ayesha@example.test', 'marked_read', 'contact_message', null, '{"count":2,"ids":["m1","m2"]}'),
           ('ayesha@example.test', 'created', 'service', 'x', '{"title":"Cloud Hosting"}'),
           ('ayesha@example.test', 'created', 'admin_user', 'y', '{"email":"omar@example.test"}')`,
      );
      await driver.migrate(migrationsFolder);
      const scrubbed = await driver.query<{ entity: string; details: Record<string, unknown> | null }>(
        `select entity, details from audit_log order by id`,
      );
      expect(scrubbed).toEqual([
        { entity: "contact_message", details: null },
        { entity: "contact_message", details: { status: "closed" } },
        { entity: "newsletter_subscriber", details: null },
        { entity: "personal_data", details: { messages: 1 } },
        { entity: "contact_message", details: { count: 2, ids: ["m1", "m2"] } },
        // Staff's own content and accounts are what the trail is for.
        { entity: "service", details: { title: "Cloud Hosting" } },
        { entity: "admin_user", details: { email: "omar@example.test" } },
      ]);
    } finally {
      await driver.close();
    }
  });
});
