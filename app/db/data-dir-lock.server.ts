import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

type LockOwner = { pid: number; hostname: string; bootId: string | null; processStart: string | null };

const LOCK_FILE = "server.lock";

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

/**
 * PGlite does not lock its folder and two processes on one folder corrupt it, so every process that
 * opens DATA_DIR takes this lock first. A lock left by a killed process (dead PID, or a PID reused
 * after a reboot) is taken over.
 */
export async function acquireDataDirLock(dataDir: string, purpose: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
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

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, JSON.stringify(me), { flag: "wx" });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const current = await fs.readFile(lockPath, "utf8").catch(() => null);
        if (current && (JSON.parse(current) as LockOwner).pid === process.pid) await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const text = await fs.readFile(lockPath, "utf8").catch(() => "");
    const owner = parseOwner(text);
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another process (pid ${owner.pid}${owner.purpose ? `, ${owner.purpose}` : ""}); ` +
          "stop it first, or point DATA_DIR elsewhere",
      );
    }
    await fs.rm(lockPath, { force: true });
  }
  throw new DataDirLockedError(`could not take the lock on DATA_DIR ${dataDir}`);
}
