import { describe, expect, it } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { testDrivers } from "../support/databases";
import { migrationsBefore, openDriver } from "../support/migrations";

// Issue 29, item 6: a database made before roles upgrades safely. Every admin it has becomes an owner (so
// nothing changes for them), its posts belong to no writer, and no other role name can be stored (decision 180).

/** Its tag's number changes when migrations merged before it are renumbered; its name does not. */
const MIGRATION = "_staff_roles";

describe.each(testDrivers())("staff roles migration (%s)", (kind) => {
  it("makes every existing admin an owner and leaves their posts to editors", async () => {
    const driver = await openDriver(kind);
    try {
      await driver.migrate(migrationsBefore(MIGRATION));
      await driver.query(
        `insert into admin_users (email, password_hash) values ('ayesha@example.test', 'x'), ('omar@example.test', 'y')`,
      );
      await driver.query(
        `insert into blog_posts (slug, title, body) values ('hello', 'Hello', '{"type":"doc","content":[]}')`,
      );
      await driver.migrate(migrationsFolder);
      expect(await driver.query(`select email, role from admin_users order by email`)).toEqual([
        { email: "ayesha@example.test", role: "owner" },
        { email: "omar@example.test", role: "owner" },
      ]);
      expect(await driver.query(`select slug, created_by from blog_posts`)).toEqual([
        { slug: "hello", created_by: null },
      ]);
      await driver.query(`update admin_users set role = 'sales' where email = 'omar@example.test'`);
      await expect(
        driver.query(`update admin_users set role = 'admin' where email = 'omar@example.test'`),
      ).rejects.toThrow(/admin_users_role_check/);
    } finally {
      await driver.close();
    }
  });
});
