import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool, for LISTEN/NOTIFY and advisory locks; absent on PGlite. */
  pool?: pg.Pool;
};

export type DatabaseOptions = {
  /** postgres:// URL; without it an embedded PGlite opens in `dataDir`. */
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted = in memory (tests). */
  dataDir?: string;
  /** Who holds DATA_DIR's lock, shown to a second process that is refused. */
  lockPurpose?: string;
  onPoolError?: (error: Error) => void;
};

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

// Any fixed 64-bit number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir, options.lockPurpose ?? "server");
}

async function openPostgres(connectionString: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A request never waits on a stuck query for ever; the health check answers within this too.
    query_timeout: 15_000,
  });
  // An idle client whose server went away emits here; without a listener the process would crash.
  pool.on("error", (error) => onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
  return {
    db,
    driver: "postgres",
    pool,
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, lockPurpose: string): Promise<Database> {
  let release = async () => {};
  let pgliteDir: string | undefined;
  if (dataDir) {
    release = await acquireDataDirLock(dataDir, lockPurpose);
    pgliteDir = path.join(dataDir, "pglite");
    // Left behind when the last owner was killed; we hold the folder's lock, so nobody else uses it.
    await fs.rm(path.join(pgliteDir, "postmaster.pid"), { force: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (error) {
    await client.close();
    await release();
    throw error;
  }
  return {
    db,
    driver: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) {
        if (pgliteDir) await client.exec("CHECKPOINT");
        await client.close();
      }
      await release();
    },
  };
}

/** Rows of a raw SQL query; both drivers return `{ rows }`, which the shared `Db` type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
