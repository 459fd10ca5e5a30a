import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers, sessions } from "~/db/schema";
import { sessionLimits } from "~/features/account/session-cookie.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  getSessionUser,
  listUserSessions,
  purgeExpiredSessions,
  revokeUserSession,
} from "./sessions.server";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
// Without a loaded configuration: the defaults, idle 30 minutes and at most 12 hours (issue 16).
const { idleMs: SESSION_IDLE_MS, maxAgeMs: SESSION_MAX_AGE_MS } = sessionLimits();

describe.each(testDrivers())("sessions on %s", (driver) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [user] = await database.db
      .insert(adminUsers)
      .values({ email: "s@example.test", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    userId = user!.id;
  });
  afterAll(() => database.drop());

  it("gives every login a new 256-bit id and stores only its SHA-256", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const first = await createSession(database.db, userId, now);
    const second = await createSession(database.db, userId, now);
    expect(first.token).not.toBe(second.token);
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, createHash("sha256").update(first.token).digest("hex")));
    expect(row).toBeDefined();
    const raw = await database.db.select().from(sessions).where(eq(sessions.id, first.token));
    expect(raw).toHaveLength(0);
    expect(first.expiresAt.getTime() - now.getTime()).toBe(12 * HOUR);
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
  });

  it("expires after 12 hours even when used all the time", async () => {
    const start = new Date("2026-03-02T00:00:00Z");
    const { token } = await createSession(database.db, userId, start);
    // Used every 20 minutes, so it never goes idle.
    let at = start.getTime();
    while (at + 20 * MINUTE < start.getTime() + SESSION_MAX_AGE_MS) {
      at += 20 * MINUTE;
      expect(await getSessionUser(database.db, token, new Date(at))).toMatchObject({ userId, email: "s@example.test" });
    }
    expect(await getSessionUser(database.db, token, new Date(start.getTime() + SESSION_MAX_AGE_MS))).toBeNull();
    // The expired row is gone, not just refused.
    expect(await getSessionUser(database.db, token, new Date(start.getTime() + 10 * MINUTE))).toBeNull();
  });

  it("expires after 30 idle minutes, and each use moves the idle deadline", async () => {
    const start = new Date("2026-03-10T00:00:00Z");
    const { token } = await createSession(database.db, userId, start);
    const justInside = new Date(start.getTime() + SESSION_IDLE_MS - 1000);
    expect(await getSessionUser(database.db, token, justInside)).not.toBeNull();
    expect(
      await getSessionUser(database.db, token, new Date(justInside.getTime() + SESSION_IDLE_MS - 1000)),
    ).not.toBeNull();
    const idle = await createSession(database.db, userId, start);
    expect(
      await getSessionUser(database.db, idle.token, new Date(start.getTime() + SESSION_IDLE_MS + 1000)),
    ).toBeNull();
  });

  it("deletes one session at logout, and all but the current one on request", async () => {
    const now = new Date();
    const a = await createSession(database.db, userId, now);
    const b = await createSession(database.db, userId, now);
    const c = await createSession(database.db, userId, now);
    await deleteSession(database.db, a.token);
    expect(await getSessionUser(database.db, a.token, now)).toBeNull();
    const current = (await getSessionUser(database.db, b.token, now))!;
    expect(
      (await listUserSessions(database.db, userId, current.sessionId, now)).filter((row) => !row.current).length,
    ).toBeGreaterThanOrEqual(1);
    const ended = await deleteUserSessions(database.db, userId, current.sessionId);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await getSessionUser(database.db, c.token, now)).toBeNull();
    expect(await getSessionUser(database.db, b.token, now)).not.toBeNull();
    expect((await listUserSessions(database.db, userId, current.sessionId, now)).map((row) => row.current)).toEqual([
      true,
    ]);
  });

  it("lists the user's live sessions with their device and ends one of them by its public id, never the current one", async () => {
    const start = new Date("2026-05-01T09:00:00Z");
    await database.db.delete(sessions);
    const [other] = await database.db
      .insert(adminUsers)
      .values({ email: "other@example.test", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    const laptop = await createSession(
      database.db,
      userId,
      start,
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    );
    const phone = await createSession(database.db, userId, new Date(start.getTime() + MINUTE), "x".repeat(2000));
    await createSession(database.db, userId, new Date(start.getTime() - SESSION_MAX_AGE_MS - HOUR));
    const someoneElse = await createSession(database.db, other!.id, start);
    const now = new Date(start.getTime() + 2 * MINUTE);
    const current = (await getSessionUser(database.db, laptop.token, now))!;

    const listed = await listUserSessions(database.db, userId, current.sessionId, now);
    expect(listed).toHaveLength(2);
    // The laptop was just used, so it comes first; the stored User-Agent is cut to 512 characters.
    expect(listed.map((row) => [row.current, row.userAgent?.length])).toEqual([
      [true, 70],
      [false, 512],
    ]);
    expect(listed[0]!.publicId).not.toBe(current.sessionId);
    expect(listed[0]!.publicId).toMatch(/^[\w-]{22}$/);

    const [, phoneRow] = listed;
    // Not the current session, and not a session of another admin.
    expect(await revokeUserSession(database.db, userId, listed[0]!.publicId, current.sessionId)).toBe(false);
    const otherCurrent = (await getSessionUser(database.db, someoneElse.token, now))!;
    expect(await revokeUserSession(database.db, other!.id, phoneRow!.publicId, otherCurrent.sessionId)).toBe(false);
    expect(await revokeUserSession(database.db, userId, phoneRow!.publicId, current.sessionId)).toBe(true);
    expect(await getSessionUser(database.db, phone.token, now)).toBeNull();
    expect(await getSessionUser(database.db, laptop.token, now)).not.toBeNull();
    expect(await getSessionUser(database.db, someoneElse.token, now)).not.toBeNull();
  });

  it("purges expired and idle rows and keeps live ones", async () => {
    const now = new Date("2026-04-01T12:00:00Z");
    await database.db.delete(sessions);
    const live = await createSession(database.db, userId, now);
    await createSession(database.db, userId, new Date(now.getTime() - SESSION_IDLE_MS - HOUR));
    await createSession(database.db, userId, new Date(now.getTime() - SESSION_MAX_AGE_MS - HOUR));
    await purgeExpiredSessions(database.db, now);
    const left = await database.db.select().from(sessions);
    expect(left).toHaveLength(1);
    expect(left[0]!.id).toBe(createHash("sha256").update(live.token).digest("hex"));
  });
});
