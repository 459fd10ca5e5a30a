import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, pendingSignIns } from "~/db/schema";
import { TWO_FACTOR_STEP_MS } from "~/features/account/two-factor-cookie.server";

// A sign-in waiting for its second factor (decision 144): the password was right, the session is not yet
// started. The browser holds a random token (in the `admin_2fa` cookie); only its SHA-256 is stored.
// A pending sign-in allows PENDING_SIGN_IN_TRIES tries at a second factor; a success spends it, and so
// does the last try. Each try is counted in `failures` *before* its code is checked (one atomic update),
// so parallel requests cannot get more checks than that; a success deletes the row.

/** How long the second step may take after the password. */
export const PENDING_SIGN_IN_MS = TWO_FACTOR_STEP_MS;
/** Tries at a second factor per right password; then the password is asked for again. */
export const PENDING_SIGN_IN_TRIES = 5;

export type PendingSignInRow = { userId: string; email: string; tries: number };

const idOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new pending sign-in for an admin whose password was right; returns the token for the cookie. */
export async function createPendingSignIn(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(pendingSignIns)
    .values({ id: idOf(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS) });
  return token;
}

/** The pending sign-in a token names, if it has not expired and has tries left. */
export async function findPendingSignIn(db: Db, token: string, now = new Date()): Promise<PendingSignInRow | null> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId, email: adminUsers.email, tries: pendingSignIns.failures })
    .from(pendingSignIns)
    .innerJoin(adminUsers, eq(adminUsers.id, pendingSignIns.userId))
    .where(
      and(
        eq(pendingSignIns.id, idOf(token)),
        gt(pendingSignIns.expiresAt, now),
        lt(pendingSignIns.failures, PENDING_SIGN_IN_TRIES),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try, before its code is checked. Returns the tries used so far (this one included), or
 * null when the pending sign-in is unknown, expired or out of tries. One statement: of any number of
 * parallel requests, at most PENDING_SIGN_IN_TRIES get a number.
 */
export async function claimPendingSignInTry(db: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ failures: sql`${pendingSignIns.failures} + 1` })
    .where(
      and(
        eq(pendingSignIns.id, idOf(token)),
        gt(pendingSignIns.expiresAt, now),
        lt(pendingSignIns.failures, PENDING_SIGN_IN_TRIES),
      ),
    )
    .returning({ tries: pendingSignIns.failures });
  return row?.tries ?? null;
}

/** Ends a pending sign-in (after a success, or its last try). True if this call ended it. */
export async function spendPendingSignIn(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.id, idOf(token)))
    .returning({ id: pendingSignIns.id });
  return deleted.length > 0;
}

/** A new password ends every sign-in still waiting for its second factor (started with the old one). */
export async function deletePendingSignInsOf(db: Db, userId: string): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/** Ended pending sign-ins are deleted with the other ended rows (hourly upkeep). */
export async function purgeExpiredPendingSignIns(db: Db, now = new Date()): Promise<void> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}
