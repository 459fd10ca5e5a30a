import fs from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";

import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";

import { acquireDataDirLock, tightenFileModes } from "./data-dir-lock.server";
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
  /**
   * In memory only: start from this PGlite data folder dump instead of an empty one. The test suite passes
   * a migrated database's, which skips PGlite's initdb (5-10 s here; decision 159).
   */
  loadDataDir?: Blob;
  /** Who holds DATA_DIR's lock, shown to a second process that is refused. */
  lockPurpose?: string;
  onPoolError?: (error: Error) => void;
};

// The server's open database, kept on globalThis so the dev server's module reloads reuse it instead
// of opening a second one (PGlite allows one per folder).
const holder = globalThis as typeof globalThis & { __siteDatabase?: Database };

/** Called by the server at start-up (and with undefined at shutdown). */
export function setDatabase(database: Database | undefined): void {
  holder.__siteDatabase = database;
}

/** The database loaders and actions pass to the models. */
export function getDb(): Db {
  const database = holder.__siteDatabase;
  if (!database) throw new Error("the database is not open (the server calls setDatabase at start-up)");
  return database.db;
}

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/**
 * PostgreSQL settings for the embedded database, added to PGlite's own start parameters. PGlite runs
 * one backend in WebAssembly, and its memory grows but never shrinks, so what a setting reserves or
 * touches stays for the process's life. PostgreSQL's server defaults (128 MB shared buffers, lock and
 * process tables for 100 connections, 64 MB for index builds) cost ~130 MB of RSS here before any
 * query. Durability settings are PGlite's own and unchanged. Measured and chosen in decision 121.
 */
export const PGLITE_SETTINGS = {
  // The site's data is a few MB (the 100,000-message inbox bench ~60 MB); the OS page cache holds the rest.
  shared_buffers: "16MB",
  // One backend in one process: no client connections, no autovacuum workers (single-user mode).
  max_connections: "2",
  autovacuum_worker_slots: "1",
  // Index builds (migrations) and VACUUM; the default 64 MB would stay in the heap after the first one.
  maintenance_work_mem: "16MB",
  // A checkpoint removes a write-ahead log segment it no longer needs instead of renaming it for reuse, which
  // would keep its old records (an erasure's deleted text) on disk until overwritten (decision 146).
  wal_recycle: "off",
} as const;

/** PGlite's own start parameters plus PGLITE_SETTINGS. */
export async function pgliteStartParams(): Promise<string[]> {
  const { PGlite } = await import("@electric-sql/pglite");
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

// Any fixed 64-bit number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir, options.lockPurpose ?? "server", options.loadDataDir);
}

// Each driver is loaded only when it is used: a PGlite process never loads pg, and a PostgreSQL one never
// loads PGlite (~10 MB and ~5 MB of RSS; decision 121).
async function openPostgres(connectionString: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
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

/**
 * V8 compiles PGlite's 9 MB of WebAssembly twice by default: quickly (Liftoff) for start-up, then again
 * optimised (TurboFan) for every function that gets hot, and keeps both. Liftoff alone takes ~65 MB less
 * memory and starts faster; queries over thousands of rows run about half as fast (decision 121). Read
 * when a module is compiled, so it is set before the first PGlite.
 */
function selectBaselineWasmCompiler() {
  v8.setFlagsFromString("--liftoff-only");
}

async function openPglite(dataDir: string | undefined, lockPurpose: string, loadDataDir?: Blob): Promise<Database> {
  selectBaselineWasmCompiler();
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
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
    client = await PGlite.create(pgliteDir, {
      extensions: { pg_trgm },
      startParams: await pgliteStartParams(),
      ...(loadDataDir && !pgliteDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite's file system ignores the process's umask where PostgreSQL opens a file with fopen(): a new
  // database is unpacked from its archive at 0666, and the relation cache's pg_internal.init (rewritten
  // after the migrations' DDL) and the statistics written at shutdown come out 0644. The data files
  // themselves are created 0600. So the folder is tightened after each of those moments.
  const tighten = () => (pgliteDir ? tightenFileModes(pgliteDir) : Promise.resolve(0));
  try {
    await tighten();
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await tighten();
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
        await tighten();
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
