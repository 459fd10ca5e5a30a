import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { loggerWarn } from "../../tests/setup/setup-test-env";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.server";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "lock-test-"));

describe("acquireDataDirLock", () => {
  it("refuses a second holder while the first holds it, and frees it on release", async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir, "first");
    await expect(acquireDataDirLock(dir, "second")).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir, "second")).rejects.toThrow(/in use by another process \(pid \d+, first\)/);
    await release();
    const again = await acquireDataDirLock(dir, "second");
    await again();
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "0"]);
    const deadPid = await new Promise<number>((resolve) => child.on("exit", () => resolve(child.pid!)));
    writeFileSync(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), bootId: null, processStart: null }),
    );
    const release = await acquireDataDirLock(dir, "after crash");
    expect(JSON.parse(readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    await release();
  });

  it("finding 14: a stale lock another process has just taken over is not deleted from under it", async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "server.lock");
    const child = spawn(process.execPath, ["-e", "0"]);
    const deadPid = await new Promise<number>((resolve) => child.on("exit", () => resolve(child.pid!)));
    writeFileSync(
      lockPath,
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), bootId: null, processStart: null }),
    );
    // The race, made certain: just after the first contender has read the stale lock, a second one
    // takes it over completely. The first must then neither delete the second's lock nor get its own.
    const realReadFile = fs.readFile.bind(fs);
    let second: Promise<() => Promise<void>> | undefined;
    const readSpy = vi.spyOn(fs, "readFile").mockImplementation((async (...args: Parameters<typeof fs.readFile>) => {
      const text = await realReadFile(...args);
      if (!second && args[0] === lockPath) {
        second = acquireDataDirLock(dir, "second");
        await second;
      }
      return text;
    }) as typeof fs.readFile);
    try {
      await expect(acquireDataDirLock(dir, "first")).rejects.toThrow(DataDirLockedError);
    } finally {
      readSpy.mockRestore();
    }
    expect(second).toBeDefined();
    expect(JSON.parse(readFileSync(lockPath, "utf8")).purpose).toBe("second");
    await (
      await second!
    )();
  });

  it("creates DATA_DIR 0700 and its lock 0600, and tightens a folder open to others (finding 5)", async () => {
    const fresh = path.join(tempDir(), "data");
    const release = await acquireDataDirLock(fresh, "fresh");
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(fresh, "server.lock")).mode & 0o777).toBe(0o600);
    await release();
    const open = tempDir();
    chmodSync(open, 0o755);
    loggerWarn.mockImplementation(() => undefined);
    const again = await acquireDataDirLock(open, "existing");
    expect(statSync(open).mode & 0o777).toBe(0o700);
    expect(loggerWarn).toHaveBeenCalledWith(
      { dataDir: open, previousMode: "755" },
      expect.stringContaining("tightened to 700"),
    );
    await again();
  });

  it("takes over a lock whose PID was reused by another process (different start time)", async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), bootId: null, processStart: "1" }),
    );
    const release = await acquireDataDirLock(dir, "reused pid");
    await release();
  });

  it("takes over a half-written lock file", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "server.lock"), '{"pid": 12');
    const release = await acquireDataDirLock(dir, "torn write");
    await release();
  });

  it("fails with the system's reason on a folder it cannot create", async () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "");
    await expect(acquireDataDirLock(path.join(file, "data"), "x")).rejects.toMatchObject({ code: "ENOTDIR" });
  });
});
