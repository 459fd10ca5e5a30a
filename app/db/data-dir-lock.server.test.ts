import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, acquireDataDirLock } from "./data-dir-lock.server";

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
    writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: deadPid, hostname: os.hostname(), bootId: null, processStart: null }));
    const release = await acquireDataDirLock(dir, "after crash");
    expect(JSON.parse(readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    await release();
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
