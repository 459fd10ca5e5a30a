import { randomBytes } from "node:crypto";

import pg from "pg";

import { type Database, openDatabase } from "~/db/client.server";

import { migratedPgliteSnapshot, migratedPostgresTemplate, sitePostgresTemplate } from "./templates";

export type DriverKind = "pglite" | "postgres";

/**
 * The drivers every query helper is tested against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. With REQUIRE_POSTGRES=1 a missing PostgreSQL fails the run.
 */
export function testDrivers(): DriverKind[] {
  if (process.env.TEST_DATABASE_URL) return ["pglite", "postgres"];
  if (process.env.REQUIRE_POSTGRES === "1") {
    throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");
  }
  return ["pglite"];
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a throwaway database on the PostgreSQL server.
 * Both are copies of a migrated database made once (tests/support/templates.ts); opening one still runs the
 * migrator, which finds nothing to do.
 */
export async function createTestDatabase(kind: DriverKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ loadDataDir: await migratedPgliteSnapshot() });
    return { ...database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase({ template: "migrated" });
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await drop();
    },
  };
}

export type PostgresDatabaseOptions = {
  /** TEST_DATABASE_URL's server unless this names another. */
  serverUrl?: string;
  /** The name starts with this, so a leftover says who made it. */
  prefix?: string;
  /**
   * What it starts as (a copy of a template database made once per build, tests/support/templates.ts):
   * - "empty" (the default): no tables, as a new database an operator creates;
   * - "migrated": migrated, no rows (what createTestDatabase gives);
   * - "site": as a first start of the build leaves it, migrated and seeded with the demo site, but no admin
   *   yet. A server started on it skips the migrate-and-seed a first start spends its time on;
   * - "site-admin": "site" with TEST_ADMIN made the first admin, as ADMIN_EMAIL/ADMIN_PASSWORD would.
   */
  template?: "empty" | "migrated" | "site" | "site-admin";
  /** With template "site" or "site-admin": the build whose seed makes it (default build/). */
  buildDir?: string;
};

/** A database of its own on a PostgreSQL server, for a test, a test server or the bench. */
export async function createPostgresDatabase(
  options: PostgresDatabaseOptions = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${options.prefix ?? "test"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template =
    options.template === "site" || options.template === "site-admin"
      ? await sitePostgresTemplate(serverUrl, options.buildDir, options.template === "site-admin")
      : options.template === "migrated"
        ? await migratedPostgresTemplate(serverUrl)
        : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
