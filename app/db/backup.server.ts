import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

import { pgliteStartParams } from "./client.server";
import { acquireDataDirLock, tightenFileModes } from "./data-dir-lock.server";

/**
 * Backups of either driver (docs/decisions/063-backup-and-restore.md):
 * - PGlite: its data-dir tarball (`dumpDataDir`) inside a small envelope — a magic line, a JSON
 *   manifest with the payload's SHA-256, then the payload — so a restore can prove the file whole
 *   before it touches anything. Needs DATA_DIR's lock: the server must be stopped.
 * - PostgreSQL: a plain `pg_dump -Fc` archive (restorable by hand with pg_restore too), checked with
 *   `pg_restore --list` before a single-transaction restore.
 * Uploads live in the `media` table, so both include them.
 */

const execFileAsync = promisify(execFile);

export const PGLITE_MAGIC = "CODEXA-SITE-PGLITE-BACKUP";
const PG_DUMP_MAGIC = Buffer.from("PGDMP");
/** Tables a backup of this site must contain; a dump without them is someone else's. */
const REQUIRED_TABLES = ["contact_messages", "media", "site_settings"];

export class BackupError extends Error {
  override name = "BackupError";
}

export type BackupManifest = {
  format: "pglite-datadir";
  version: 1;
  createdAt: string;
  payloadBytes: number;
  payloadSha256: string;
  counts: Record<string, number>;
};

export type Target = { databaseUrl?: string; dataDir: string };

async function tableCounts(query: (sql: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ["contact_messages", "media"])
    counts[table] = await query(`select count(*)::int as n from ${table}`);
  return counts;
}

export async function backup(
  target: Target,
  file: string,
): Promise<{ kind: "pglite" | "postgres"; counts?: Record<string, number> }> {
  const out = path.resolve(file);
  // Folders it makes for the backup are its owner's alone, like the file.
  await fs.mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
  const partial = `${out}.partial`;
  try {
    // A backup holds every message and password hash: only its owner may read it, from the first byte
    // (pg_dump keeps the mode of a file that already exists).
    await fs.writeFile(partial, "", { mode: 0o600 });
    await fs.chmod(partial, 0o600);
    if (target.databaseUrl) {
      await runPg(
        "pg_dump",
        ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`],
        target.databaseUrl,
      );
      await fs.rename(partial, out);
      return { kind: "postgres" };
    }
    const counts = await backupPglite(target.dataDir, partial);
    await fs.rename(partial, out);
    return { kind: "pglite", counts };
  } finally {
    await fs.rm(partial, { force: true });
  }
}

async function backupPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  const pgliteDir = path.join(dataDir, "pglite");
  if (!(await exists(path.join(pgliteDir, "PG_VERSION"))))
    throw new BackupError(`there is no database in DATA_DIR ${dataDir}`);
  const release = await acquireDataDirLock(dataDir, "db backup");
  try {
    await fs.rm(path.join(pgliteDir, "postmaster.pid"), { force: true });
    const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, startParams: await pgliteStartParams() });
    try {
      const counts = await tableCounts(async (sql) => (await client.query<{ n: number }>(sql)).rows[0]!.n);
      await client.exec("CHECKPOINT");
      const payload = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
      const manifest: BackupManifest = {
        format: "pglite-datadir",
        version: 1,
        createdAt: new Date().toISOString(),
        payloadBytes: payload.length,
        payloadSha256: createHash("sha256").update(payload).digest("hex"),
        counts,
      };
      await fs.writeFile(file, Buffer.concat([Buffer.from(`${PGLITE_MAGIC}\n${JSON.stringify(manifest)}\n`), payload]));
      return counts;
    } finally {
      await client.close();
      // What PostgreSQL rewrote while it was open (see openPglite) is the owner's alone again.
      await tightenFileModes(pgliteDir);
    }
  } finally {
    await release();
  }
}

/** Reads a PGlite backup and proves it whole (magic, manifest, checksum, gzip) — throws BackupError otherwise. */
export function parsePgliteBackup(bytes: Buffer): { manifest: BackupManifest; payload: Buffer } {
  const firstLineEnd = bytes.indexOf(0x0a);
  const secondLineEnd = firstLineEnd < 0 ? -1 : bytes.indexOf(0x0a, firstLineEnd + 1);
  if (firstLineEnd < 0 || bytes.subarray(0, firstLineEnd).toString() !== PGLITE_MAGIC || secondLineEnd < 0) {
    throw new BackupError("not a backup made by `npm run db -- backup` (unknown file format)");
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(bytes.subarray(firstLineEnd + 1, secondLineEnd).toString()) as BackupManifest;
  } catch {
    throw new BackupError("the backup's manifest is damaged");
  }
  if (manifest.format !== "pglite-datadir" || manifest.version !== 1) {
    throw new BackupError(`unsupported backup format ${String(manifest.format)} v${String(manifest.version)}`);
  }
  const payload = bytes.subarray(secondLineEnd + 1);
  if (payload.length !== manifest.payloadBytes) {
    throw new BackupError(`the backup is truncated or damaged (${payload.length} of ${manifest.payloadBytes} bytes)`);
  }
  if (createHash("sha256").update(payload).digest("hex") !== manifest.payloadSha256) {
    throw new BackupError("the backup is damaged (checksum mismatch)");
  }
  try {
    zlib.gunzipSync(payload);
  } catch {
    throw new BackupError("the backup is damaged (its archive does not decompress)");
  }
  return { manifest, payload };
}

export async function restore(
  target: Target,
  file: string,
): Promise<{ kind: "pglite" | "postgres"; counts: Record<string, number> }> {
  const source = path.resolve(file);
  const bytes = await fs.readFile(source).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const isPgDump = bytes.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC);
  const isPglite = bytes.subarray(0, PGLITE_MAGIC.length).toString() === PGLITE_MAGIC;
  if (!isPgDump && !isPglite)
    throw new BackupError(`${file} is not a backup made by \`npm run db -- backup\` (unknown file format)`);
  if (target.databaseUrl) {
    if (!isPgDump)
      throw new BackupError(`${file} is a PGlite backup; restore it with DATABASE_URL unset (into DATA_DIR)`);
    return { kind: "postgres", counts: await restorePostgres(target.databaseUrl, source) };
  }
  if (!isPglite)
    throw new BackupError(`${file} is a PostgreSQL dump; restore it with DATABASE_URL set to the target database`);
  return { kind: "pglite", counts: await restorePglite(target.dataDir, parsePgliteBackup(bytes).payload) };
}

async function restorePglite(dataDir: string, payload: Buffer): Promise<Record<string, number>> {
  const release = await acquireDataDirLock(dataDir, "db restore");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const fresh = path.join(dataDir, `pglite.restoring-${stamp}`);
  const live = path.join(dataDir, "pglite");
  const previous = path.join(dataDir, `pglite.before-restore-${stamp}`);
  try {
    // Load into a folder of its own first: if the archive does not open, the live data is untouched.
    let counts: Record<string, number>;
    try {
      const client = await PGlite.create(fresh, {
        extensions: { pg_trgm },
        startParams: await pgliteStartParams(),
        loadDataDir: new Blob([new Uint8Array(payload)]),
      });
      try {
        counts = await tableCounts(async (sql) => (await client.query<{ n: number }>(sql)).rows[0]!.n);
        // Sessions from the backup's time must not come back to life.
        await client.exec("delete from sessions; CHECKPOINT");
      } finally {
        await client.close();
      }
      // Unpacked from the archive with the modes it carries: the restored data is the owner's alone.
      await tightenFileModes(fresh);
    } catch (error) {
      await fs.rm(fresh, { recursive: true, force: true });
      throw error instanceof BackupError
        ? error
        : new BackupError(`the backup does not open as a database: ${(error as Error).message}`);
    }
    const hadLive = await exists(live);
    if (hadLive) await fs.rename(live, previous);
    await fs.rename(fresh, live);
    if (hadLive) await fs.rm(previous, { recursive: true, force: true });
    return counts;
  } finally {
    await release();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  let listing: string;
  try {
    listing = await runPg("pg_restore", ["--list", file]);
  } catch {
    throw new BackupError(`${path.basename(file)} is damaged: pg_restore cannot read it`);
  }
  const missing = REQUIRED_TABLES.filter((table) => !new RegExp(`\\bTABLE (DATA )?public ${table}\\b`).test(listing));
  if (missing.length > 0)
    throw new BackupError(`${path.basename(file)} is not a backup of this site (no ${missing.join(", ")} table)`);
  try {
    // One transaction: if anything fails, the database is exactly as it was.
    await runPg(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--single-transaction",
        "--exit-on-error",
        "--no-owner",
        "--no-privileges",
        "--dbname=",
        file,
      ],
      databaseUrl,
    );
  } catch (error) {
    throw new BackupError(`restore failed and was rolled back; the database is unchanged: ${(error as Error).message}`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("delete from sessions");
    return await tableCounts(async (sql) => (await client.query<{ n: number }>(sql)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Runs a PostgreSQL client tool against `databaseUrl` without putting the password on the command
 * line (where `ps` would show it): it travels in PGPASSWORD.
 */
async function runPg(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const finalArgs = [...args];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
    const dbnameIndex = finalArgs.indexOf("--dbname=");
    if (dbnameIndex >= 0) finalArgs[dbnameIndex] = `--dbname=${url.toString()}`;
    else finalArgs.push(`--dbname=${url.toString()}`);
  }
  try {
    const { stdout } = await execFileAsync(tool, finalArgs, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: string };
    if (err.code === "ENOENT")
      throw new BackupError(`${tool} is not installed (Debian/Ubuntu: apt-get install postgresql-client)`);
    throw new BackupError((err.stderr ?? err.message).trim().split("\n").slice(-3).join(" "));
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
