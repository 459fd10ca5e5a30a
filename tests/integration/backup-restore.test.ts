import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";

import { type Database, openDatabase } from "~/db/client.server";
import { adminUsers, contactMessages, media, sessions } from "~/db/schema";
import { insertMedia } from "~/models/media.server";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { projectRoot } from "../support/server";

const workDir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function runDb(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

type Snapshot = { messages: { id: string; name: string; message: string }[]; media: { id: string; bytes: string }[] };

async function snapshot(database: Database): Promise<Snapshot> {
  const messages = await database.db
    .select({ id: contactMessages.id, name: contactMessages.name, message: contactMessages.message })
    .from(contactMessages)
    .orderBy(asc(contactMessages.id));
  const files = await database.db.select({ id: media.id, bytes: media.bytes }).from(media).orderBy(asc(media.id));
  return { messages, media: files.map((file) => ({ id: file.id, bytes: Buffer.from(file.bytes).toString("base64") })) };
}

async function fill(database: Database) {
  await database.db.insert(contactMessages).values(
    Array.from({ length: 40 }, (_, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.test`,
      subject: `Subject ${i}`,
      message: `Message body ${i} — ${"ü".repeat(i)}`,
    })),
  );
  for (let i = 0; i < 3; i++)
    await insertMedia(database.db, { bytes: randomBytes(20_000 + i), mime: "image/png", width: 10, height: 10 });
  const [user] = await database.db
    .insert(adminUsers)
    .values({ email: "a@example.test", passwordHash: "x", passwordGenerated: false })
    .returning({ id: adminUsers.id });
  await database.db
    .insert(sessions)
    .values({ id: "s".repeat(64), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
}

describe.each(testDrivers())("backup and restore (%s)", (driver) => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let wipe: () => Promise<void>;
  let dropDatabase: (() => Promise<void>) | undefined;
  let original: Snapshot;
  const backupFile = path.join(workDir, `${driver}.backup`);

  beforeAll(async () => {
    if (driver === "pglite") {
      const dataDir = path.join(workDir, "data");
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
      wipe = async () => {
        rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
        await (await open()).close();
      };
    } else {
      const { url, drop } = await createPostgresDatabase();
      dropDatabase = drop;
      env = { DATABASE_URL: url, DATA_DIR: path.join(workDir, "unused") };
      open = () => openDatabase({ databaseUrl: url });
      wipe = async () => {
        const database = await open();
        await database.db.delete(contactMessages);
        await database.db.delete(media);
        await database.close();
      };
    }
    const database = await open();
    await fill(database);
    original = await snapshot(database);
    await database.close();
  });

  afterAll(async () => {
    await dropDatabase?.();
  });

  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  // Two CLI runs, each a fresh process that compiles the scripts and boots the database: ~50 s on a busy
  // 2-core machine, so a budget well past it.
  test("back up, wipe, restore: every message and upload is back, sessions are not", { timeout: 240_000 }, async () => {
    const made = runDb(env, "backup", backupFile);
    expect(made.out).toContain("Backed up");
    expect(made.code).toBe(0);
    // Finding 5 (issue 16): a backup holds every message and password hash, so only its owner reads it.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    await wipe();
    database = await open();
    expect((await snapshot(database)).messages).toHaveLength(0);
    await database.close();
    database = undefined;

    const restored = runDb(env, "restore", backupFile);
    expect(restored.out).toContain("40 messages, 3 media files");
    expect(restored.code).toBe(0);
    database = await open();
    expect(await snapshot(database)).toEqual(original);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  test("a corrupt backup is refused with a clear message and the data stays as it is", async () => {
    const bytes = readFileSync(backupFile);
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 100] = damaged[damaged.length - 100]! ^ 0xff;
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    for (const [name, content] of [
      ["damaged", damaged],
      ["truncated", truncated],
    ] as const) {
      const file = path.join(workDir, `${driver}-${name}.backup`);
      writeFileSync(file, content);
      const result = runDb(env, "restore", file);
      expect(result.code, name).toBe(1);
      expect(result.out, name).toMatch(/^error: .*(damaged|truncated|rolled back)/m);
    }
    database = await open();
    expect(await snapshot(database)).toEqual(original);
  });

  test("a foreign file is refused and the data stays as it is", async () => {
    const file = path.join(workDir, "photo.png");
    writeFileSync(file, Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "binary"), randomBytes(500)]));
    const result = runDb(env, "restore", file);
    expect(result.code).toBe(1);
    expect(result.out).toContain("is not a backup made by `npm run db -- backup`");
    database = await open();
    expect(await snapshot(database)).toEqual(original);
  });

  if (driver === "pglite") {
    test("restore refuses while the server holds DATA_DIR", async () => {
      database = await open();
      const result = runDb(env, "restore", backupFile);
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/error: DATA_DIR .* is in use by another process/);
      expect(await snapshot(database)).toEqual(original);
    });
  }

  if (driver === "postgres") {
    test("a dump of another database is refused, and so is a PGlite backup", async () => {
      const other = await createPostgresDatabase();
      try {
        const client = new pg.Client({ connectionString: other.url });
        await client.connect();
        await client.query("create table invoices (id int primary key); insert into invoices values (1)");
        await client.end();
        const foreignDump = path.join(workDir, "foreign.dump");
        expect(runDb({ DATABASE_URL: other.url }, "backup", foreignDump).code).toBe(0);
        const result = runDb(env, "restore", foreignDump);
        expect(result.code).toBe(1);
        expect(result.out).toContain("is not a backup of this site");
      } finally {
        await other.drop();
      }
      const pgliteBackup = path.join(workDir, "pglite.backup");
      const crossed = runDb(env, "restore", pgliteBackup);
      expect(crossed.code).toBe(1);
      expect(crossed.out).toMatch(/is a PGlite backup|cannot read/);
      database = await open();
      expect(await snapshot(database)).toEqual(original);
    });
  }
});
