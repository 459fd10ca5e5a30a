import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { logger } from "~/utils/logger.server";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

type LockOwner = { pid: number; hostname: string; bootId: string | null; processStart: string | null };

const LOCK_FILE = "server.lock";
/** Held only while a stale server.lock is replaced, so two processes cannot both take it over. */
const TAKEOVER_FILE = "server.lock.takeover";

function readProcText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readProcText("/proc/sys/kernel/random/boot_id")?.trim() ?? null;
}

/** Field 22 of /proc/<pid>/stat: start time in clock ticks since boot; tells a reused PID apart. */
function processStart(pid: number): string | null {
  const stat = readProcText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return afterName[19] ?? null;
}

function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true; // a shared folder: we cannot tell, so respect it
  if (owner.bootId && bootId() && owner.bootId !== bootId()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const start = processStart(owner.pid);
  return !(owner.processStart && start && owner.processStart !== start);
}

/** null for a file half-written by a process killed mid-write: such a lock is stale. */
function parseOwner(text: string): (LockOwner & { purpose?: string }) | null {
  try {
    return JSON.parse(text) as LockOwner & { purpose?: string };
  } catch {
    return null;
  }
}

/** The process mask every entry point sets first: what it creates is its owner's alone (files 0600, folders 0700). */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Files this process creates from now on are readable by its owner only. The server, `npm run admin`
 * and `npm run db` call it before they open anything, so a copy made with `cp -a`, `rsync -a` or `tar`
 * keeps modes that give nobody else the data.
 */
export function restrictNewFileModes(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Takes every permission for group and others off `root` and everything under it (symbolic links are
 * left alone): files keep their owner's bits (0600), folders become 0700. Returns how many were changed.
 * PGlite unpacks a new database from an archive whose files are 0666 whatever the umask, and older
 * versions of this site left them so: this is what closes them.
 */
export async function tightenFileModes(root: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string): Promise<void> => {
    const stat = await fs.lstat(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode & 0o077) {
      await fs.chmod(entry, stat.isDirectory() ? 0o700 : mode & 0o700);
      changed++;
    }
    if (stat.isDirectory()) {
      for (const name of await fs.readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(root);
  return changed;
}

/**
 * DATA_DIR holds the database files, so only its owner may enter or read them: the folder is created
 * 0700, and an existing one whose folder or files are open to others is tightened, with a log line.
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const mode = (await fs.stat(dataDir)).mode & 0o777;
  const changed = await tightenFileModes(dataDir);
  if (changed === 0) return;
  logger.warn(
    { dataDir, previousMode: mode.toString(8), tightened: changed },
    mode & 0o077
      ? `DATA_DIR ${dataDir} was open to other users (mode ${mode.toString(8)}): tightened to 700, with ${changed - 1} files and folders in it`
      : `DATA_DIR ${dataDir} held ${changed} files or folders open to other users: tightened to 600 (folders 700)`,
  );
}

/** Creates `file` only if it does not exist; false if it does. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  try {
    await fs.writeFile(file, content, { flag: "wx", mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Removes the lock at `lockPath` if it still holds exactly `staleText`. Done under a second lock file,
 * so that between one process reading a stale lock and deleting it, another cannot already have
 * replaced it with a live one (which the first would then delete). A takeover lock left by a process
 * killed mid-takeover is itself judged by its owner's liveness.
 */
async function removeStaleLock(lockPath: string, staleText: string, me: LockOwner): Promise<void> {
  const takeoverPath = path.join(path.dirname(lockPath), TAKEOVER_FILE);
  if (!(await createExclusive(takeoverPath, JSON.stringify(me)))) {
    const holder = parseOwner(await fs.readFile(takeoverPath, "utf8").catch(() => ""));
    if (holder && isAlive(holder)) {
      // Another process is taking over: the retry will see its lock.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return;
    }
    await fs.rm(takeoverPath, { force: true });
    return;
  }
  try {
    const current = await fs.readFile(lockPath, "utf8").catch(() => null);
    if (current === staleText) await fs.rm(lockPath, { force: true });
  } finally {
    await fs.rm(takeoverPath, { force: true });
  }
}

/**
 * PGlite does not lock its folder and two processes on one folder corrupt it, so every process that
 * opens DATA_DIR takes this lock first. A lock left by a killed process (dead PID, or a PID reused
 * after a reboot) is taken over.
 */
export async function acquireDataDirLock(dataDir: string, purpose: string): Promise<() => Promise<void>> {
  await secureDataDir(dataDir);
  await fs.access(dataDir, fs.constants.W_OK);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner & { purpose: string; since: string } = {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    purpose,
    since: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createExclusive(lockPath, JSON.stringify(me))) {
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const current = await fs.readFile(lockPath, "utf8").catch(() => null);
        if (current && (JSON.parse(current) as LockOwner).pid === process.pid) await fs.rm(lockPath, { force: true });
      };
    }
    const text = await fs.readFile(lockPath, "utf8").catch(() => "");
    const owner = parseOwner(text);
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another process (pid ${owner.pid}${owner.purpose ? `, ${owner.purpose}` : ""}); ` +
          "stop it first, or point DATA_DIR elsewhere",
      );
    }
    await removeStaleLock(lockPath, text, me);
  }
  throw new DataDirLockedError(`could not take the lock on DATA_DIR ${dataDir}`);
}
