// Made once, copied many times (decision 159). A first start of the site spends most of its time creating
// the database (PGlite's initdb alone is 5-10 s on this machine), migrating it and seeding the demo site;
// the tests then need that same state again and again. So the suite makes each state once, with the code
// that makes it for real, and copies it:
//
// - a DATA_DIR as the build's own migrate-and-seed leaves it (no admin yet), copied into a test server's
//   fresh DATA_DIR; and the same with TEST_ADMIN made by the build's first-admin step (at production's
//   scrypt cost, once, instead of in every test server's start: decision 207);
// - the same on PostgreSQL: template databases, copied with CREATE DATABASE … TEMPLATE;
// - a migrated, empty database for in-process tests: a PGlite dump loaded into memory, and a PostgreSQL
//   template database.
//
// Each is keyed by a hash of everything that shapes it (the build's server code, the migrations, the files
// the seed reads, PGlite's version), so a changed build or migration makes a new one and nothing stale is
// ever copied. They are kept between runs (node_modules/.cache, and databases named tpl_* on the test
// PostgreSQL server); ones unused for a day are deleted.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { testAdminEnv } from "./admin-login";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(projectRoot, "node_modules/.cache/site-tests");
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

function hashFiles(hash: ReturnType<typeof createHash>, root: string): void {
  if (!existsSync(root)) return;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(path.relative(projectRoot, full)).update("\0").update(readFileSync(full));
    }
  };
  walk(root);
}

function pgliteVersion(): string {
  const manifest = path.join(projectRoot, "node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

const keys = new Map<string, string>();
function key(name: string, inputs: string[]): string {
  const id = `${name}:${inputs.join(",")}`;
  let value = keys.get(id);
  if (!value) {
    const hash = createHash("sha256").update(pgliteVersion());
    for (const input of inputs) hashFiles(hash, path.join(projectRoot, input));
    value = hash.digest("hex").slice(0, 16);
    keys.set(id, value);
  }
  return value;
}

/** The migrations: what a migrated, empty database is made of. */
const migratedKey = () => key("migrated", ["drizzle"]);
/** The build's server code (migrate and seed), the migrations and the files the seed reads. */
const siteKey = (buildDir: string) => key("site", [path.join(buildDir, "server"), "drizzle", "public"]);

/** Runs `work` while holding a lock file that orders this machine's test processes; a dead holder's is taken over. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const owner = Number(readFileSync(lock, { encoding: "utf8", flag: "a+" }).trim() || "0");
      if (owner && !isRunning(owner)) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Makes `target` once across every test process: the first to come makes it, the others wait for it.
 * `make` writes into the temporary path it is given, which is renamed to `target` when it returns.
 */
async function makeOnce(target: string, make: (temporary: string) => Promise<void>): Promise<void> {
  const touch = () => {
    const now = new Date();
    utimesSync(target, now, now);
  };
  if (existsSync(target)) return touch();
  await withLock(`${target}.lock`, async () => {
    if (existsSync(target)) return;
    pruneUnused();
    const temporary = `${target}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      await make(temporary);
      renameSync(temporary, target);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  });
  touch();
}

/** Whether a process with this id is alive (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pruneUnused(): void {
  for (const name of readdirSync(cacheDir)) {
    if (name.endsWith(".lock")) continue;
    const full = path.join(cacheDir, name);
    if (Date.now() - statSync(full).mtimeMs > UNUSED_FOR_MS) rmSync(full, { recursive: true, force: true });
  }
}

/**
 * Runs the build's own migrate-and-seed (server/app.ts `openSiteDatabase`) in a process of its own; with
 * `admin`, then its first-admin step (`ensureFirstAdmin`) with TEST_ADMIN as ADMIN_EMAIL/ADMIN_PASSWORD.
 */
async function runSiteSeed(buildDir: string, env: Record<string, string>, admin = false): Promise<void> {
  const entry = path.join(projectRoot, buildDir, "server/index.js");
  if (!existsSync(entry)) throw new Error(`no build in ${buildDir}: run \`npm run build\` first (npm test does)`);
  const script = `
    const site = await import(${JSON.stringify(`file://${entry}`)});
    const config = site.readConfig(process.env);
    const database = await site.openSiteDatabase(config, () => {});
    if (${admin}) await site.ensureFirstAdmin(database, config);
    await database.close();
    process.exit(0);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "3000",
      DATABASE_URL: "",
      PUBLIC_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      SMTP_URL: "",
      BUILD_DIR: buildDir,
      ...(admin ? testAdminEnv : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`making the test template failed (exit ${code}):\n${output}`);
}

const siteDataDirs = new Map<string, Promise<string>>();

/**
 * A DATA_DIR as a first start of `buildDir` leaves it before the first admin is created, or with `admin`
 * just after it has made TEST_ADMIN the first admin. Do not write to it.
 */
export function siteDataDirTemplate(buildDir = "build", admin = false): Promise<string> {
  const id = `${buildDir}|${admin}`;
  let made = siteDataDirs.get(id);
  if (!made) {
    const target = path.join(cacheDir, `site${admin ? "-admin" : ""}-data-${siteKey(buildDir)}`);
    made = makeOnce(target, async (temporary) => {
      mkdirSync(temporary, { mode: 0o700 });
      await runSiteSeed(buildDir, { DATA_DIR: temporary }, admin);
    }).then(() => target);
    siteDataDirs.set(id, made);
    made.catch(() => siteDataDirs.delete(id));
  }
  return made;
}

/** Fills an empty folder with a copy of the template DATA_DIR (with `admin`: TEST_ADMIN's, see above). */
export async function copySiteDataDir(dataDir: string, buildDir = "build", admin = false): Promise<void> {
  cpSync(await siteDataDirTemplate(buildDir, admin), dataDir, { recursive: true });
}

const pgliteDumps = new Map<string, Promise<Blob>>();

/** A PGlite data folder (tar), made once by `fill` on a new in-memory PGlite and dumped. */
function pgliteSnapshot(target: string, fill: (client: PGlite) => Promise<void>) {
  let made = pgliteDumps.get(target);
  if (!made) {
    made = makeOnce(target, async (temporary) => {
      const [{ PGlite }, { pg_trgm }, { pgliteStartParams }] = await Promise.all([
        import("@electric-sql/pglite"),
        import("@electric-sql/pglite/contrib/pg_trgm"),
        import("~/db/client.server"),
      ]);
      const client = await PGlite.create({ extensions: { pg_trgm }, startParams: await pgliteStartParams() });
      try {
        await fill(client);
        writeFileSync(temporary, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      } finally {
        await client.close();
      }
    }).then(() => new Blob([readFileSync(target)]));
    pgliteDumps.set(target, made);
    made.catch(() => pgliteDumps.delete(target));
  }
  return made;
}

/** A PGlite data folder (tar) of a migrated, empty database: `openDatabase({ loadDataDir })` starts from it. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  return pgliteSnapshot(path.join(cacheDir, `pglite-migrated-${migratedKey()}.tar`), async (client) => {
    const [{ drizzle }, { migrate }, { migrationsFolder }] = await Promise.all([
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
      import("~/db/client.server"),
    ]);
    await migrate(drizzle(client), { migrationsFolder });
  });
}

/**
 * A PGlite data folder (tar) just after initdb, no tables: what `PGlite.create()` makes in 5-10 s of
 * WebAssembly, loaded in about one. For tests that run migrations themselves (tests/support/migrations.ts).
 */
export function emptyPgliteSnapshot(): Promise<Blob> {
  return pgliteSnapshot(path.join(cacheDir, `pglite-empty-${key("empty", [])}.tar`), async () => {});
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * A template database on `serverUrl`, made once by `make(url)` on an empty database. Named tpl_<kind>_<key>;
 * its comment holds when it was last used, so one unused for a day is dropped.
 */
function postgresTemplate(
  serverUrl: string,
  kind: string,
  templateKey: string,
  make: (url: string) => Promise<void>,
): Promise<string> {
  const name = `tpl_${kind}_${templateKey}`;
  const id = `${serverUrl}|${name}`;
  let made = postgresTemplates.get(id);
  if (!made) {
    const serverId = createHash("sha256").update(serverUrl).digest("hex").slice(0, 8);
    made = withLock(path.join(cacheDir, `pg-${serverId}-${name}.lock`), async () => {
      const exists = await withClient(serverUrl, async (client) => {
        const found = await client.query("select 1 from pg_database where datname = $1", [name]);
        return found.rowCount === 1;
      });
      if (!exists) {
        const building = `${name}_tmp_${randomBytes(4).toString("hex")}`;
        // Dated from the start: another process's prune skips a template without a date (being built).
        await withClient(serverUrl, async (client) => {
          await client.query(`CREATE DATABASE "${building}"`);
          await client.query(`COMMENT ON DATABASE "${building}" IS '${new Date().toISOString()}'`);
        });
        try {
          await make(databaseUrl(serverUrl, building));
          await withClient(serverUrl, (client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
        } catch (error) {
          await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
          throw error;
        }
      }
      await withClient(serverUrl, (client) => pruneUnusedTemplates(client, name));
      return name;
    });
    postgresTemplates.set(id, made);
    made.catch(() => postgresTemplates.delete(id));
  }
  return made;
}

async function pruneUnusedTemplates(client: pg.Client, keep: string): Promise<void> {
  await client.query(`COMMENT ON DATABASE "${keep}" IS '${new Date().toISOString()}'`);
  const { rows } = await client.query<{ datname: string; used: string | null }>(
    "select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'tpl\\_%'",
  );
  for (const { datname, used } of rows) {
    // No date: one that a process is making right now (they are dated from their CREATE), never dropped here.
    if (datname === keep || !used || Date.now() - Date.parse(used) < UNUSED_FOR_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
  }
}

/** A migrated, empty template database on `serverUrl`. */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  return postgresTemplate(serverUrl, "migrated", migratedKey(), async (url) => {
    const { openDatabase } = await import("~/db/client.server");
    await (await openDatabase({ databaseUrl: url })).close();
  });
}

/**
 * A template database as a first start of `buildDir` leaves it before the first admin is created, or with
 * `admin` just after it has made TEST_ADMIN the first admin.
 */
export function sitePostgresTemplate(serverUrl: string, buildDir = "build", admin = false): Promise<string> {
  return postgresTemplate(serverUrl, admin ? "siteadmin" : "site", siteKey(buildDir), (url) =>
    runSiteSeed(buildDir, { DATABASE_URL: url }, admin),
  );
}
