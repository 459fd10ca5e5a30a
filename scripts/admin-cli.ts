// Admin accounts from the command line: `npm run admin -- <command> [options]` (entry: scripts/admin.ts).
// Uses the same configuration as the server (DATABASE_URL, or the PGlite data in DATA_DIR). It takes its
// arguments, environment and streams as parameters, so tests run it in-process (a process per run cost ~3 s).
import { createInterface } from "node:readline";
import { type Readable, Writable } from "node:stream";
import { parseArgs } from "node:util";

import type { z } from "zod";

import { type Database, openDatabase } from "~/db/client.server";
import { describeRemoved, emailField, newPasswordField } from "~/features/account/admin-users";
import { weakPasswordProblem } from "~/features/account/password-strength.server";
import type { SignInChange } from "~/features/email/sign-in-notice";
import { isRole, type Role, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "~/features/roles/roles";
import { SignInNotices } from "~/jobs/sign-in-notices.server";
import {
  AdminUserError,
  countAdmins,
  createAdmin,
  deleteAdmin,
  findAdminByEmail,
  listAdmins,
  setAdminPassword,
} from "~/models/admin-users.server";
import { recordAudit } from "~/models/audit-log.server";
import { removeSecondFactors } from "~/models/two-factor.server";
import { type Config, readConfig } from "~/utils/env.server";

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email E                  add an admin (password: at least 12 characters)
    --role R                        (with create) owner, editor, writer or sales; default owner
  reset-password --email E          set a new password, sign that admin out everywhere and remove their
                                    passkeys, authenticator app and recovery codes
    --keep-second-factors           (with reset-password) keep the passkeys and authenticator app
  list                              show every admin
  delete --email E                  remove an admin (never the last one)

A password set here is temporary: at their next sign-in the admin must choose their own.

The password is asked for at a prompt (typed twice, not shown), or read from standard input with
--password-stdin (one line), e.g. from a password manager:
  pass show site-admin | npm run admin -- create --email a@example.com --password-stdin
It is never taken from the command line, where other users and the shell history could see it.

Works on the database the server uses: DATABASE_URL if set, otherwise the PGlite data in DATA_DIR
(stop the server first: only one process may open DATA_DIR).`;

class UsageError extends Error {}

const cliActor = null;

function option(values: Record<string, string | boolean | undefined>, name: string, schema: z.ZodType<string>): string {
  const raw = values[name];
  if (typeof raw !== "string") throw new UsageError(`--${name} is required`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new UsageError(`--${name}: ${parsed.error.issues[0]?.message ?? "invalid value"}`);
  return parsed.data;
}

type Command =
  | { name: "create"; email: string; role: Role }
  | { name: "reset-password"; email: string; keepSecondFactors: boolean }
  | { name: "delete"; email: string }
  | { name: "list" };

/** Checks the arguments before anything opens the database. */
function parseCommand(name: string, values: Record<string, string | boolean | undefined>): Command {
  switch (name) {
    case "create":
    case "reset-password": {
      if (values.password !== undefined) {
        throw new UsageError(
          "--password is not accepted: a password on the command line is visible to other users and kept in shell history; use the prompt or --password-stdin",
        );
      }
      const email = option(values, "email", emailField);
      if (name === "create") {
        const role = values.role ?? "owner";
        if (!isRole(role)) throw new UsageError(`--role: one of ${ROLES.join(", ")}`);
        return { name, email, role };
      }
      return { name, email, keepSecondFactors: values["keep-second-factors"] === true };
    }
    case "delete":
      return { name, email: option(values, "email", emailField) };
    case "list":
      return { name };
    default:
      throw new UsageError(name ? `unknown command: ${name}` : "no command given");
  }
}

/** What the CLI reads and writes: the process's own in `scripts/admin.ts`, a test's in-memory streams. */
export type CliIo = {
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

/** Everything on standard input, less one trailing line break. */
async function readStdin(stdin: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer | string));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
async function prompt(io: CliIo, question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) io.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: io.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, resolve);
      muted = true;
    });
  } finally {
    io.stderr.write("\n");
    rl.close();
  }
}

/** The new password, from standard input or a prompt, checked like the Settings form checks it. */
async function readNewPassword(io: CliIo, fromStdin: boolean, email: string): Promise<string> {
  let password: string;
  if (fromStdin) {
    password = await readStdin(io.stdin);
  } else {
    if (!io.stdin.isTTY)
      throw new UsageError("no terminal to ask for the password on: pipe it in with --password-stdin");
    password = await prompt(io, "New password: ");
    if ((await prompt(io, "Repeat it: ")) !== password) throw new UsageError("the two passwords do not match");
  }
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) throw new UsageError(`password: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const weak = await weakPasswordProblem(parsed.data, [email]);
  if (weak) throw new UsageError(`password: ${weak}`);
  return parsed.data;
}

/** What a command printed, and the sign-in notice it owes (decision 145). */
type Outcome = { output: string; notice?: { to: string; change: SignInChange } };

async function run(database: Database, command: Command, password: string | null): Promise<Outcome> {
  const { db } = database;
  switch (command.name) {
    case "create": {
      const { email, role } = command;
      if (password === null) throw new Error("no password read");
      const created = await createAdmin(db, { email, password, temporary: true, role });
      await recordAudit(db, {
        actor: cliActor,
        action: "created",
        entity: "admin_user",
        entityId: created.id,
        details: { email: created.email, role, via: "cli" },
      });
      return {
        output: `Created admin ${created.email} with the role ${ROLE_LABELS[role]} (${ROLE_DESCRIPTIONS[role]}); they choose their own password at first sign-in`,
        notice: { to: created.email, change: { kind: "admin-added", email: created.email } },
      };
    }
    case "reset-password": {
      const { email } = command;
      if (password === null) throw new Error("no password read");
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw new AdminUserError(`No admin with the email ${email}`);
      await setAdminPassword(db, admin.id, password, { temporary: true });
      // Credentials follow the password (decision 145): whoever had the old one may have added a passkey.
      const removed = command.keepSecondFactors
        ? []
        : describeRemoved(await removeSecondFactors(db, admin.id, { passkeyIds: "all", totp: true }));
      await recordAudit(db, {
        actor: cliActor,
        action: "password_reset",
        entity: "admin_user",
        entityId: admin.id,
        details: { email: admin.email, via: "cli", ...(removed.length > 0 ? { removed } : {}) },
      });
      const secondFactors = command.keepSecondFactors
        ? "Their passkeys and authenticator app were kept (--keep-second-factors)."
        : removed.length > 0
          ? `Removed their ${removed.join(", ")}; keep them next time with --keep-second-factors.`
          : "They had no passkey or authenticator app to remove.";
      return {
        output: [
          `Password reset for ${admin.email}; their sessions were signed out; they choose their own password at next sign-in.`,
          secondFactors,
        ].join("\n"),
        notice: { to: admin.email, change: { kind: "password-changed", removed } },
      };
    }
    case "list": {
      const admins = await listAdmins(db);
      if (admins.length === 0) return { output: "No admins yet" };
      const output = admins
        .map(
          (admin) =>
            `${admin.email}\t${ROLE_LABELS[admin.role]}\tcreated ${admin.createdAt.toISOString()}${admin.passwordGenerated || admin.mustChangePassword ? "\t(temporary password, not yet changed)" : ""}`,
        )
        .join("\n");
      return { output };
    }
    case "delete": {
      const { email } = command;
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw new AdminUserError(`No admin with the email ${email}`);
      const removed = await deleteAdmin(db, admin.id);
      await recordAudit(db, {
        actor: cliActor,
        action: "deleted",
        entity: "admin_user",
        entityId: admin.id,
        details: { email: removed.email, via: "cli" },
      });
      return {
        output: `Deleted admin ${removed.email} (${await countAdmins(db)} left)`,
        notice: { to: removed.email, change: { kind: "admin-removed", email: removed.email } },
      };
    }
  }
}

/**
 * Tells the admin a command concerns, as the screens do (decision 145), and waits for the one try: the
 * command has already succeeded, so a mail server that is down is reported, not an error.
 */
async function sendNotice(config: Config, database: Database, notice: NonNullable<Outcome["notice"]>): Promise<string> {
  if (!config.SMTP_URL) return `SMTP_URL is not set: ${notice.to} was not emailed about this.`;
  let failure: string | null = null;
  const notices = new SignInNotices({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log: (message) => (failure = message),
    maxAttempts: 1,
  });
  try {
    notices.enqueue({ ...notice, by: null, at: new Date() });
    await notices.idle();
  } finally {
    notices.stop();
  }
  return failure ?? `Emailed ${notice.to} about this.`;
}

/** Runs one command; resolves with the process's exit code (2: bad usage, 1: refused or failed). */
export async function runAdminCli(io: CliIo): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const printError = (text: string) => io.stderr.write(`${text}\n`);
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        // Declared only to refuse it with a reason (see parseCommand).
        password: { type: "string" },
        "password-stdin": { type: "boolean" },
        "keep-second-factors": { type: "boolean" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    printError(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command = "", ...rest] = parsed.positionals;
  if (parsed.values.help || command === "help") {
    print(USAGE);
    return 0;
  }
  if (rest.length > 0) {
    printError(`error: unexpected argument ${rest[0]}\n\n${USAGE}`);
    return 2;
  }
  let parsedCommand: Command;
  let password: string | null = null;
  try {
    parsedCommand = parseCommand(command, parsed.values);
    if (parsedCommand.name === "create" || parsedCommand.name === "reset-password") {
      password = await readNewPassword(io, parsed.values["password-stdin"] === true, parsedCommand.email);
    }
  } catch (error) {
    printError(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  let database: Database;
  let config: Config;
  try {
    config = readConfig(io.env);
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      lockPurpose: "admin CLI",
    });
  } catch (error) {
    printError(`error: ${(error as Error).message}`);
    return 1;
  }
  try {
    const outcome = await run(database, parsedCommand, password);
    print(outcome.output);
    if (outcome.notice) print(await sendNotice(config, database, outcome.notice));
    return 0;
  } catch (error) {
    if (error instanceof AdminUserError) {
      printError(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
