import { createHash, randomBytes } from "node:crypto";

import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, sessions, siteSettings } from "~/db/schema";
import { sessionLimits } from "~/features/account/session-cookie.server";
import type { Role } from "~/features/roles/roles";

/** last_seen_at is written at most this often, so reading a page is not a write each time. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = {
  sessionId: string;
  userId: string;
  email: string;
  /** What they may do (decision 180). */
  role: Role;
  passwordGenerated: boolean;
  /** The password was set by someone else (decision 145): nothing but choosing a new one is allowed. */
  mustChangePassword: boolean;
  /** Two-factor sign-in is on for this admin. */
  twoFactorEnabled: boolean;
  /** The site requires two-factor sign-in of every admin ("Require two-factor for all admins"). */
  twoFactorRequired: boolean;
  /** When this session last proved who it is: its sign-in, or a later password or passkey (decision 143). */
  confirmedAt: Date;
};

/** The SHA-256 (hex) under which a secret token is kept: sessions, invitations (decision 181). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The User-Agent kept with a session, only to name the device in Settings. */
const MAX_USER_AGENT_LENGTH = 512;

/** A new 256-bit random token; only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
  userAgent: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionLimits().maxAgeMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    confirmedAt: now,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
  });
  return { token, expiresAt };
}

export async function getSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      confirmedAt: sql<Date | string>`coalesce(${sessions.confirmedAt}, ${sessions.createdAt})`,
      email: adminUsers.email,
      role: adminUsers.role,
      passwordGenerated: adminUsers.passwordGenerated,
      mustChangePassword: adminUsers.mustChangePassword,
      // TOTP, or at least one passkey (decision 118): either is a second factor.
      twoFactorEnabled: sql<boolean>`(${adminUsers.totpSecret} is not null or exists (select 1 from passkeys pk where pk.user_id = admin_users.id))`,
      twoFactorRequired: sql<boolean>`coalesce((select ${siteSettings.requireTwoFactor} from ${siteSettings} where ${siteSettings.id} = 1), false)`,
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
  return {
    sessionId: id,
    userId: row.userId,
    email: row.email,
    role: row.role,
    passwordGenerated: row.passwordGenerated,
    // A generated first password is as temporary as one another admin typed, including one generated
    // before must_change_password existed.
    mustChangePassword: row.mustChangePassword || row.passwordGenerated,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    twoFactorRequired: Boolean(row.twoFactorRequired),
    confirmedAt: new Date(row.confirmedAt),
  };
}

/** The session has just proved who it is again (a password or passkey): the recent sign-in starts now. */
export async function markSessionConfirmed(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ confirmedAt: now }).where(eq(sessions.id, sessionId));
}

/** The User-Agent kept with a session (by its stored id), to name the device in a sign-in notice. */
export async function getSessionUserAgent(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.userAgent ?? null;
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

/**
 * The name a session has in pages and forms: derived from the stored id, so the page never shows the
 * table's key, and it cannot be turned back into either.
 */
export function publicSessionId(sessionId: string): string {
  return createHash("sha256").update(`session-list:${sessionId}`).digest("base64url").slice(0, 22);
}

export type SessionSummary = {
  publicId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  current: boolean;
};

const stillValid = (now: Date) =>
  and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionLimits().idleMs)));

/** The user's valid sessions, the most recently used first; `current` marks the one in use. */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), stillValid(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map(({ id, ...row }) => ({ ...row, publicId: publicSessionId(id), current: id === currentSessionId }));
}

/**
 * Ends one of the user's own sessions, named by its public id; never the one in use (that is signing
 * out). True when a session ended.
 */
export async function revokeUserSession(
  db: Db,
  userId: string,
  publicId: string,
  currentSessionId: string,
): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const target = rows.find((row) => row.id !== currentSessionId && publicSessionId(row.id) === publicId);
  if (!target) return false;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, target.id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionLimits().idleMs))));
}
