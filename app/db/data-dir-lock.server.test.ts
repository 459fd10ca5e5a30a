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
      { mode: 0o600 },
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
      { mode: 0o600 },
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
      { dataDir: open, previousMode: "755", tightened: 1 },
      expect.stringContaining("tightened to 700"),
    );
    await again();
  });

  it("issue 25 finding 5: tightens files and folders inside DATA_DIR that are open to others, leaving links alone", async () => {
    const dir = tempDir();
    chmodSync(dir, 0o700);
    const nested = path.join(dir, "pglite", "base");
    await fs.mkdir(nested, { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, "pglite"), 0o777);
    chmodSync(nested, 0o755);
    writeFileSync(path.join(nested, "1259"), "x", { mode: 0o666 });
    writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17", { mode: 0o644 });
    writeFileSync(path.join(dir, "pglite", "postgresql.conf"), "", { mode: 0o600 });
    const outside = path.join(tempDir(), "elsewhere");
    writeFileSync(outside, "", { mode: 0o644 });
    await fs.symlink(outside, path.join(dir, "link"));
    loggerWarn.mockImplementation(() => undefined);
    const release = await acquireDataDirLock(dir, "existing");
    const modes = (relative: string) => statSync(path.join(dir, relative)).mode & 0o777;
    expect([modes("pglite"), modes("pglite/base"), modes("pglite/base/1259"), modes("pglite/PG_VERSION")]).toEqual([
      0o700, 0o700, 0o600, 0o600,
    ]);
    expect(modes("pglite/postgresql.conf")).toBe(0o600);
    // What a link points to is not ours to change.
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(loggerWarn).toHaveBeenCalledWith(
      { dataDir: dir, previousMode: "700", tightened: 4 },
      expect.stringContaining("held 4 files or folders open to other users"),
    );
    await release();
    // Nothing left to tighten: no log line the next time.
    loggerWarn.mockClear();
    await (
      await acquireDataDirLock(dir, "again")
    )();
    expect(loggerWarn).not.toHaveBeenCalled();
  });

  it("takes over a lock whose PID was reused by another process (different start time)", async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), bootId: null, processStart: "1" }),
      { mode: 0o600 },
    );
    const release = await acquireDataDirLock(dir, "reused pid");
    await release();
  });

  it("takes over a half-written lock file", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "server.lock"), '{"pid": 12', { mode: 0o600 });
    const release = await acquireDataDirLock(dir, "torn write");
    await release();
  });

  it("fails with the system's reason on a folder it cannot create", async () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "");
    await expect(acquireDataDirLock(path.join(file, "data"), "x")).rejects.toMatchObject({ code: "ENOTDIR" });
  });
});
