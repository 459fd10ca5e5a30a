// `npm run db -- backup <file>` / `npm run db -- restore <file>`: see docs/deployment.md → Backups.
import { backup, BackupError, restore } from "../app/db/backup.server";
import { DataDirLockedError, restrictNewFileModes } from "../app/db/data-dir-lock.server";
import { ConfigError, readConfig } from "../app/utils/env.server";
import { announceContentChange } from "../server/content-sync";

const USAGE = `usage: npm run db -- backup <file>
       npm run db -- restore <file>

Uses DATABASE_URL (PostgreSQL: pg_dump / pg_restore) or, without it, the PGlite database in DATA_DIR
(stop the server first: PGlite allows one process per folder).`;

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

async function main() {
  // The backup file and any folder made for it are its owner's alone, like the database they copy.
  restrictNewFileModes();
  const [command, file, ...rest] = process.argv.slice(2);
  if (command === "--help" || command === "-h") {
    console.log(USAGE);
    return;
  }
  if ((command !== "backup" && command !== "restore") || !file || rest.length > 0)
    fail(`expected a command and a file\n${USAGE}`);
  const config = readConfig(process.env);
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
  const where = config.DATABASE_URL
    ? "the PostgreSQL database in DATABASE_URL"
    : `the PGlite database in ${config.dataDir}`;

  if (command === "backup") {
    const result = await backup(target, file);
    const counts = result.counts
      ? ` (${result.counts.contact_messages} messages, ${result.counts.media} media files)`
      : "";
    console.log(`Backed up ${where} to ${file}${counts}.`);
    return;
  }
  const result = await restore(target, file);
  if (config.DATABASE_URL) await announceContentChange(config.DATABASE_URL).catch(() => {});
  console.log(
    `Restored ${file} into ${where}: ${result.counts.contact_messages} messages, ${result.counts.media} media files. ` +
      "Everyone signs in again (sessions are not restored).",
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError || error instanceof ConfigError)
    fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
});
