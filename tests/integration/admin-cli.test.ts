// `npm run admin -- …` against both databases, and its refusal to open DATA_DIR while a server holds it.
// The commands run in-process through runAdminCli, each opening (and on PGlite, booting) the database as a
// run of its own does; one test spawns `npm run admin`'s entry to show the process around it works too.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Database, openDatabase } from "~/db/client.server";
import { adminUsers, auditLog } from "~/db/schema";
import { verifyPassword } from "~/features/account/password.server";
import { COMMON_PASSWORD_MESSAGE } from "~/features/account/password-strength.server";
import { findAdminByEmail } from "~/models/admin-users.server";
import { addPasskey, listPasskeys } from "~/models/passkeys.server";

import { runAdminCli } from "../../scripts/admin-cli";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { projectRoot, startServer } from "../support/server";
import { startTestSmtp } from "../support/smtp";

cheapPasswordHashing();

type CliResult = { code: number | null; stdout: string; stderr: string };

/** A stream that keeps what is written to it. */
function captured() {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

/** Runs a command as `npm run admin` would, with no terminal; `stdin`, when given, is what is piped in. */
async function runCli(args: string[], env: Record<string, string>, stdin?: string): Promise<CliResult> {
  const stdout = captured();
  const stderr = captured();
  const code = await runAdminCli({
    argv: args,
    env: { ...process.env, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
    stdin: Readable.from(stdin === undefined ? [] : [stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The real `npm run admin` entry, as a process of its own. */
function spawnCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe.each(testDrivers())("admin CLI on %s", (driver) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  /** Opens the CLI's database from the test (only between CLI runs: PGlite allows one process). */
  let open: () => Promise<Database>;

  beforeAll(async () => {
    if (driver === "pglite") {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir, lockPurpose: "test" });
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    } else {
      const { url, drop } = await createPostgresDatabase();
      env = { DATABASE_URL: url };
      open = () => openDatabase({ databaseUrl: url });
      cleanup = drop;
    }
  });
  afterAll(() => cleanup?.());

  it("checks its arguments before touching the database", async () => {
    const short = await runCli(["create", "--email", "a@example.test", "--password-stdin"], env, "too-short\n");
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("password: Use at least 12 characters");
    // Issue 16: a common password is refused, offline, like the Settings forms refuse it.
    const common = await runCli(["create", "--email", "a@example.test", "--password-stdin"], env, "password1234\n");
    expect(common.code).toBe(2);
    expect(common.stderr).toContain(`password: ${COMMON_PASSWORD_MESSAGE}`);
    // Issue 16: never from the command line (visible in `ps` and the shell history), nor without a terminal.
    const onCommandLine = await runCli(
      ["create", "--email", "a@example.test", "--password", "long-enough-password"],
      env,
    );
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toContain("--password is not accepted");
    const noTerminal = await runCli(["create", "--email", "a@example.test"], env);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain("pipe it in with --password-stdin");
    const unknown = await runCli(["promote"], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command: promote");
    expect(unknown.stderr).toContain("Usage: npm run admin");
  }, 120_000);

  it("creates, lists, resets a password and deletes, never the last admin", async () => {
    const created = await runCli(
      ["create", "--email", "First@Example.test", "--password-stdin"],
      env,
      "first-password-1\n",
    );
    expect(created).toMatchObject({
      code: 0,
      stdout:
        "Created admin first@example.test with the role Owner (everything, including staff accounts, roles and the site's settings); they choose their own password at first sign-in\n" +
        "SMTP_URL is not set: first@example.test was not emailed about this.\n",
    });

    const duplicate = await runCli(
      ["create", "--email", "first@example.test", "--password-stdin"],
      env,
      "first-password-2\n",
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("already exists");

    const lastOne = await runCli(["delete", "--email", "first@example.test"], env);
    expect(lastOne.code).toBe(1);
    expect(lastOne.stderr).toContain("The last admin cannot be removed");

    expect(
      (await runCli(["create", "--email", "second@example.test", "--password-stdin"], env, "second-password-1\n")).code,
    ).toBe(0);
    // Decision 145: a reset removes the passkeys and the authenticator app unless told to keep them.
    const giveSecondFactors = async () => {
      const database = await open();
      try {
        const second = (await findAdminByEmail(database.db, "second@example.test"))!;
        await addPasskey(database.db, {
          userId: second.id,
          credentialId: `cred-${Math.random()}`,
          publicKey: new Uint8Array([1, 2, 3]),
          counter: 0,
          transports: [],
          name: "Laptop",
        });
        await database.db
          .update(adminUsers)
          .set({ totpSecret: "JBSWY3DPEHPK3PXP" })
          .where(eq(adminUsers.id, second.id));
      } finally {
        await database.close();
      }
    };
    await giveSecondFactors();
    const kept = await runCli(
      ["reset-password", "--email", "second@example.test", "--password-stdin", "--keep-second-factors"],
      env,
      "second-password-3\n",
    );
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain("Their passkeys and authenticator app were kept (--keep-second-factors).");
    const reset = await runCli(
      ["reset-password", "--email", "second@example.test", "--password-stdin"],
      env,
      "second-password-2\n",
    );
    expect(reset.code).toBe(0);
    // Decision 145: a password set here is temporary, and the output says so.
    expect(reset.stdout).toContain("they choose their own password at next sign-in");
    expect(reset.stdout).toContain(
      'Removed their passkey "Laptop", the authenticator app and its recovery codes; keep them next time with --keep-second-factors.',
    );

    // Decision 180: --role gives another role than owner, and says which.
    const badRole = await runCli(
      ["create", "--email", "sales@example.test", "--role", "boss", "--password-stdin"],
      env,
    );
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain("--role: one of owner, editor, writer, sales");
    const sales = await runCli(
      ["create", "--email", "sales@example.test", "--role", "sales", "--password-stdin"],
      env,
      "sales-password-1\n",
    );
    expect(sales.stdout).toContain(
      "Created admin sales@example.test with the role Sales (the inbox, lead figures and the newsletter list)",
    );

    const listed = await runCli(["list"], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /first@example\.test\tOwner.*\n.*second@example\.test\tOwner.*\n.*sales@example\.test\tSales/,
    );
    expect(listed.stdout).not.toContain("password-");

    const deleted = await runCli(["delete", "--email", "first@example.test"], env);
    expect(deleted).toMatchObject({ code: 0 });
    expect(deleted.stdout).toContain("Deleted admin first@example.test (2 left)");
    // There is always an owner: second is the last one now.
    const lastOwner = await runCli(["delete", "--email", "second@example.test"], env);
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.stderr).toContain("The last owner cannot be removed");

    const database = await open();
    try {
      expect(await findAdminByEmail(database.db, "first@example.test")).toBeNull();
      const second = (await findAdminByEmail(database.db, "second@example.test"))!;
      expect(await verifyPassword("second-password-2", second.passwordHash)).toBe(true);
      expect(await verifyPassword("second-password-1", second.passwordHash)).toBe(false);
      expect(second.mustChangePassword).toBe(true);
      expect(second.totpSecret).toBeNull();
      expect(await listPasskeys(database.db, second.id)).toEqual([]);
      const actions = (await database.db.select().from(auditLog)).map((row) => `${row.action} ${row.details?.email}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          "created first@example.test",
          "password_reset second@example.test",
          "deleted first@example.test",
        ]),
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});

describe("admin CLI sign-in notices", () => {
  // Decision 145: a change made on the command line is told to the admin it concerns, as from Settings.
  it("emails the admin a create, a password reset and a removal concern, naming the command line", async () => {
    const smtp = await startTestSmtp();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-cli-mail-"));
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: "https://codexa.example" };
    try {
      for (const email of ["keeper@example.test", "told@example.test"]) {
        const created = await runCli(["create", "--email", email, "--password-stdin"], env, "a-long-password-1\n");
        expect(created.stdout).toContain(`Emailed ${email} about this.`);
      }
      const reset = await runCli(
        ["reset-password", "--email", "told@example.test", "--password-stdin"],
        env,
        "a-long-password-2\n",
      );
      expect(reset.stdout).toContain("Emailed told@example.test about this.");
      const removed = await runCli(["delete", "--email", "told@example.test"], env);
      expect(removed.stdout).toContain("Emailed told@example.test about this.");

      const toTold = smtp.received.filter((mail) => mail.to.includes("told@example.test"));
      expect(toTold).toHaveLength(3);
      for (const mail of toTold) {
        expect(mail.raw).toContain("npm run admin");
        expect(mail.raw).not.toContain("a-long-password");
      }
      expect(toTold.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]).join("\n")).toMatch(/password/i);

      // A mail server that is down is reported; the change itself stands.
      await smtp.close();
      const unsent = await runCli(
        ["create", "--email", "late@example.test", "--password-stdin"],
        env,
        "a-long-password-3\n",
      );
      expect(unsent.code).toBe(0);
      expect(unsent.stdout).toContain("Created admin late@example.test");
      expect(unsent.stdout).toMatch(/sign-in notice \(admin-added\) to late@example\.test not sent/);
    } finally {
      await smtp.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe("admin CLI while a server runs", () => {
  it("refuses to open DATA_DIR and says why", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-cli-locked-"));
    const server = await startServer({ dataDir });
    try {
      const result = await spawnCli(["list"], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${server.process.pid}`);
      expect(result.stderr).toContain("stop it first");
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
