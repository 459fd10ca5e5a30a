// Admin accounts from the command line: `npm run admin -- <command> [options]`.
// Uses the same configuration as the server (DATABASE_URL, or the PGlite data in DATA_DIR).
import { parseArgs } from "node:util";
import type { z } from "zod";
import { openDatabase, type Database } from "~/db/client.server";
import { AdminUserError, countAdmins, createAdmin, deleteAdmin, listAdmins, setAdminPassword, findAdminByEmail } from "~/models/admin-users.server";
import { emailField, newPasswordField } from "~/utils/admin-users";
import { recordAudit } from "~/models/audit-log.server";
import { readConfig } from "~/utils/env.server";

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email E --password P          add an admin (password: at least 12 characters)
  reset-password --email E --password P  set a new password and sign that admin out everywhere
  list                                   show every admin
  delete --email E                       remove an admin (never the last one)

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
  | { name: "create" | "reset-password"; email: string; password: string }
  | { name: "delete"; email: string }
  | { name: "list" };

/** Checks the arguments before anything opens the database. */
function parseCommand(name: string, values: Record<string, string | boolean | undefined>): Command {
  switch (name) {
    case "create":
    case "reset-password":
      return { name, email: option(values, "email", emailField), password: option(values, "password", newPasswordField) };
    case "delete":
      return { name, email: option(values, "email", emailField) };
    case "list":
      return { name };
    default:
      throw new UsageError(name ? `unknown command: ${name}` : "no command given");
  }
}

async function run(database: Database, command: Command): Promise<string> {
  const { db } = database;
  switch (command.name) {
    case "create": {
      const { email, password } = command;
      const created = await createAdmin(db, { email, password });
      await recordAudit(db, { actor: cliActor, action: "created", entity: "admin_user", entityId: created.id, details: { email: created.email, via: "cli" } });
      return `Created admin ${created.email}`;
    }
    case "reset-password": {
      const { email, password } = command;
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw new AdminUserError(`No admin with the email ${email}`);
      await setAdminPassword(db, admin.id, password);
      await recordAudit(db, { actor: cliActor, action: "password_reset", entity: "admin_user", entityId: admin.id, details: { email: admin.email, via: "cli" } });
      return `Password reset for ${admin.email}; their sessions were signed out`;
    }
    case "list": {
      const admins = await listAdmins(db);
      if (admins.length === 0) return "No admins yet";
      return admins
        .map((admin) => `${admin.email}\tcreated ${admin.createdAt.toISOString()}${admin.passwordGenerated ? "\t(generated password, not yet changed)" : ""}`)
        .join("\n");
    }
    case "delete": {
      const { email } = command;
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw new AdminUserError(`No admin with the email ${email}`);
      const removed = await deleteAdmin(db, admin.id);
      await recordAudit(db, { actor: cliActor, action: "deleted", entity: "admin_user", entityId: admin.id, details: { email: removed.email, via: "cli" } });
      return `Deleted admin ${removed.email} (${await countAdmins(db)} left)`;
    }
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { email: { type: "string" }, password: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command = "", ...rest] = parsed.positionals;
  if (parsed.values.help || command === "help") {
    console.log(USAGE);
    return 0;
  }
  if (rest.length > 0) {
    console.error(`error: unexpected argument ${rest[0]}\n\n${USAGE}`);
    return 2;
  }
  let parsedCommand: Command;
  try {
    parsedCommand = parseCommand(command, parsed.values);
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  let database: Database;
  try {
    const config = readConfig(process.env);
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, lockPurpose: "admin CLI" });
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 1;
  }
  try {
    console.log(await run(database, parsedCommand));
    return 0;
  } catch (error) {
    if (error instanceof AdminUserError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
