import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, expect } from "vitest";

import { migrationsFolder } from "~/db/client.server";

import { createPostgresDatabase } from "./databases";
import { emptyPgliteSnapshot } from "./templates";

// Running a hand-written migration over data made under the schema before it: migrate a fresh database up
// to just before the migration, insert rows the old way, then run the rest.

const work = mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops before the migration named `name`. */
export function migrationsBefore(name: string): string {
  const folder = path.join(work, `before${name}`);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(name));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export type Driver = {
  query<T>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

export async function openDriver(kind: "pglite" | "postgres"): Promise<Driver> {
  if (kind === "pglite") {
    const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    // A copy of a database just after initdb (made once), not a new initdb: the same empty database, 5-10 s sooner.
    const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await emptyPgliteSnapshot() });
    return {
      query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const database = await createPostgresDatabase({ prefix: "migration" });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    async close() {
      await client.end();
      await database.drop();
    },
  };
}
