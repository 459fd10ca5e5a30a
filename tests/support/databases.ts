import { randomBytes } from "node:crypto";

import pg from "pg";

import { type Database, openDatabase } from "~/db/client.server";

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

/** A fresh, migrated, empty database: in-memory PGlite, or a throwaway database on the PostgreSQL server. */
export async function createTestDatabase(kind: DriverKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { ...database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
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

/**
 * An empty database on a PostgreSQL server (TEST_DATABASE_URL's unless `serverUrl` names another), for a
 * test, a test server or the bench. Its name starts with `prefix`, so a leftover says who made it.
 */
export async function createPostgresDatabase(
  options: { serverUrl?: string; prefix?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${options.prefix ?? "test"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
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
