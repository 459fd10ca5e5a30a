import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { sessionLimits } from "~/utils/session-cookie.server";

/** last_seen_at is written at most this often, so reading a page is not a write each time. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = { sessionId: string; userId: string; email: string; passwordGenerated: boolean };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new 256-bit random token; only its SHA-256 is stored. */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionLimits().maxAgeMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

export async function getSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      email: adminUsers.email,
      passwordGenerated: adminUsers.passwordGenerated,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > sessionLimits().idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { sessionId: id, userId: row.userId, email: row.email, passwordGenerated: row.passwordGenerated };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Signs a user out everywhere except, optionally, the session in use; returns how many sessions ended. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const all = eq(sessions.userId, userId);
  const deleted = await db
    .delete(sessions)
    .where(keepSessionId ? and(all, ne(sessions.id, keepSessionId)) : all)
    .returning({ id: sessions.id });
  return deleted.length;
}

/** The user's sessions that are still valid, other than `exceptSessionId`. */
export async function countOtherSessions(db: Db, userId: string, exceptSessionId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, exceptSessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - sessionLimits().idleMs)),
      ),
    );
  return row?.count ?? 0;
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionLimits().idleMs))));
}
