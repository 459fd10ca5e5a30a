// After an erasure the erased text leaves the database's files and live write-ahead log as far as the
// database allows (decision 146): a real PGlite data folder is searched byte by byte, and on PostgreSQL
// the checkpointer's own counter shows the checkpoint, and a role without the privileges is refused
// without the erasure failing.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { type Database, type Db, openDatabase } from "~/db/client.server";
import { contactMessageNotes, contactMessages, newsletterSubscribers } from "~/db/schema";
import { erasePersonalData, flushErasedData } from "~/models/personal-data.server";

import { createTestDatabase, testDrivers } from "../support/databases";

/** Every file under `dir` that contains `needle`, relative to it. */
function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle);
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return walk(full);
      return readFileSync(full).includes(bytes) ? [path.relative(dir, full)] : [];
    });
  return walk(dir);
}

async function storeAbout(db: Db, email: string, marker: string) {
  const [message] = await db
    .insert(contactMessages)
    .values({ name: `Name ${marker}`, email, subject: `Subject ${marker}`, message: `Body ${marker} `.repeat(20) })
    .returning();
  await db
    .insert(contactMessageNotes)
    .values({ messageId: message!.id, authorEmail: "staff@example.test", body: `Note ${marker}` });
  await db.insert(newsletterSubscribers).values({ email, source: "blog" });
}

describe("erasure on PGlite, in a data folder", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "erasure-flush-"));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no byte of the erased text in any file of the data folder, the write-ahead log included", async () => {
    database = await openDatabase({ dataDir, lockPurpose: "erasure test" });
    const marker = `erase-me-${randomBytes(6).toString("hex")}`;
    const email = `${marker}@example.test`;
    await storeAbout(database.db, email, marker);
    await database.db
      .insert(contactMessages)
      .values({ name: "Kept", email: "kept@example.test", subject: "Kept", message: "Kept" });
    // Written out, so the search below is a real one: the text is in the files before the erasure.
    await database.db.execute("CHECKPOINT");
    expect(filesContaining(dataDir, marker).some((file) => file.includes("pg_wal"))).toBe(true);
    expect(filesContaining(dataDir, marker).some((file) => file.includes("base"))).toBe(true);

    expect(await erasePersonalData(database.db, email)).toEqual({
      messages: 1,
      notes: 1,
      replies: 0,
      subscriptions: 1,
    });
    const logs: string[] = [];
    const flushed = await flushErasedData(database.db, (line) => logs.push(line));
    expect(flushed).toEqual({ done: ["rewrite tables", "switch write-ahead log", "checkpoint"], refused: [] });
    expect(logs).toEqual([]);

    expect(filesContaining(dataDir, marker)).toEqual([]);
    // What was not erased is still there.
    expect((await database.db.select().from(contactMessages)).map((row) => row.name)).toEqual(["Kept"]);
  }, 120_000);
});

const postgres = testDrivers().includes("postgres");

describe.skipIf(!postgres)("erasure on PostgreSQL", () => {
  /** How many checkpoints were asked for since the server started (the view moved in PostgreSQL 17). */
  async function requestedCheckpoints(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const version = Number((await client.query("show server_version_num")).rows[0].server_version_num);
      const query =
        version >= 170000
          ? "select num_requested::int as n from pg_stat_checkpointer"
          : "select checkpoints_req::int as n from pg_stat_bgwriter";
      return (await client.query<{ n: number }>(query)).rows[0]!.n;
    } finally {
      await client.end();
    }
  }

  it("rewrites the tables, switches the log and checkpoints, as the checkpointer's counter shows", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const marker = `erase-me-${randomBytes(6).toString("hex")}`;
      await storeAbout(database.db, `${marker}@example.test`, marker);
      await erasePersonalData(database.db, `${marker}@example.test`);
      const before = await requestedCheckpoints(database.url!);
      expect(await flushErasedData(database.db, () => {})).toEqual({
        done: ["rewrite tables", "switch write-ahead log", "checkpoint"],
        refused: [],
      });
      expect(await requestedCheckpoints(database.url!)).toBeGreaterThan(before);
    } finally {
      await database.drop();
    }
  });

  it("logs what a role without the privileges is refused, and still completes", async () => {
    const database = await createTestDatabase("postgres");
    const role = `erasure_limited_${randomBytes(4).toString("hex")}`;
    const url = new URL(database.url!);
    await database.db.execute(`CREATE ROLE ${role} LOGIN`);
    await database.db.execute(`GRANT SELECT, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    url.username = role;
    const pool = new pg.Pool({ connectionString: url.toString() });
    try {
      const logs: string[] = [];
      const flushed = await flushErasedData(drizzle(pool) as unknown as Db, (line) => logs.push(line));
      // VACUUM skips tables the role does not own with a warning, not an error.
      expect(flushed.done).toEqual(["rewrite tables"]);
      expect(flushed.refused.map((refusal) => refusal.step)).toEqual(["switch write-ahead log", "checkpoint"]);
      expect(logs).toEqual([
        expect.stringMatching(/^after an erasure, the database refused to switch write-ahead log: permission denied/),
        expect.stringMatching(/^after an erasure, the database refused to checkpoint: .*(superuser|pg_checkpoint)/),
      ]);
    } finally {
      await pool.end();
      await database.db.execute(`DROP OWNED BY ${role}`);
      await database.db.execute(`DROP ROLE ${role}`);
      await database.drop();
    }
  });
});
