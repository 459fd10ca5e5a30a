// Issue 25 finding 5: PGlite's files were created world-writable (0666), protected only by the 0700 data
// folder, which a copy made with `cp -a`, `rsync -a` or `tar` does not keep. Every file the server, the
// admin command and the backup tool create must be 0600 (folders 0700), and an existing data folder's
// loose files are tightened at start-up. Both tests failed before the fix (968 files at 0666).
import { spawn } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { fetchFormToken, HUMAN_DELAY_MS, postContact, sleep, validMessage } from "../support/contact";
import { projectRoot, startServer } from "../support/server";
import { logLines } from "../support/server-log";

/** Every file and folder under `root` whose mode gives anything to group or others, as "mode path". */
function openToOthers(root: string): { checked: number; open: string[] } {
  const open: string[] = [];
  let checked = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    checked++;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? mode === 0o700 : (mode & 0o077) === 0;
    if (!wanted) open.push(`${mode.toString(8)} ${path.relative(root, entry) || "."}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return { checked, open };
}

/** Opens every mode under `root` as an older version (or a careless copy) left them: files 0666, folders 0777. */
function loosen(root: string) {
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
}

/** `npm run <script> -- …` as a fresh process (the scripts run with tsx), with this test's umask of 022. */
function runScript(script: "admin" | "db", args: string[], env: Record<string, string>, stdin?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
      stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    child.stdin?.end(stdin);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("files only the server can read", () => {
  it(
    "a fresh data folder: what the server, `npm run admin` and `npm run db -- backup` create is 0600, folders 0700",
    { timeout: 300_000 },
    async () => {
      // The test runner's own umask (022) is what these processes inherit: each must set its own.
      expect(process.umask()).toBe(0o022);
      const dataDir = path.join(tempDir("file-modes-"), "data");
      const server = await startServer({ dataDir, env: testAdminEnv });
      try {
        // Writes of every kind: a session, a contact message, the audit trail, enough to add WAL.
        await loginOverHttp(server.url);
        const token = await fetchFormToken(server.url);
        await sleep(HUMAN_DELAY_MS);
        expect((await postContact(server.url, validMessage(), { token })).status).toBe(302);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      const created = await runScript(
        "admin",
        ["create", "--email", "second@example.test", "--password-stdin"],
        { DATA_DIR: dataDir },
        "a-second-admins-password\n",
      );
      expect(created).toMatchObject({ code: 0 });
      const backupFile = path.join(tempDir("file-modes-backups-"), "nightly", "2026", "site.backup");
      const backedUp = await runScript("db", ["backup", backupFile], { DATA_DIR: dataDir });
      expect(backedUp.code, backedUp.output).toBe(0);

      const walked = openToOthers(dataDir);
      // PGlite's folder holds about a thousand files: the walk saw them all.
      expect(walked.checked).toBeGreaterThan(500);
      expect(walked.open).toEqual([]);
      expect(openToOthers(path.dirname(path.dirname(path.dirname(backupFile)))).open).toEqual([]);
      expect(lstatSync(backupFile).mode & 0o777).toBe(0o600);
    },
  );

  it(
    "an existing data folder's loose files are tightened at start-up, with a log line",
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(tempDir("file-modes-old-"), "data");
      const first = await startServer({ dataDir });
      expect(await first.stop()).toBe(0);
      loosen(dataDir);
      expect(openToOthers(dataDir).open.length).toBeGreaterThan(500);

      const second = await startServer({ dataDir });
      try {
        expect(openToOthers(dataDir).open).toEqual([]);
        const warning = logLines(second).find(
          (line) => line.level === "warn" && String(line.msg).includes("tightened to 700"),
        );
        expect(warning).toBeDefined();
        expect(Number(warning!.tightened)).toBeGreaterThan(500);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    },
  );
});
