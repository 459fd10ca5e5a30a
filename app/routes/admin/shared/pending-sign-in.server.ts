import type { Db } from "~/db/client.server";
import { readPendingSignInCookie } from "~/features/account/two-factor-cookie.server";
import { findPendingSignIn, type PendingSignInRow } from "~/models/pending-sign-ins.server";

export type PendingSignIn = PendingSignInRow & { token: string; redirectTo: string };

/**
 * The sign-in waiting for its second factor (decision 144): the cookie must be ours, and the server's
 * row for it unexpired, with tries left. Null otherwise: the password is asked for again.
 */
export async function getPendingSignIn(db: Db, request: Request, now = new Date()): Promise<PendingSignIn | null> {
  const cookie = await readPendingSignInCookie(request);
  if (!cookie) return null;
  const row = await findPendingSignIn(db, cookie.token, now);
  return row ? { ...row, ...cookie } : null;
}
