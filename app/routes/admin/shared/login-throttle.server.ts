import { setTimeout as sleep } from "node:timers/promises";

import type { Db } from "~/db/client.server";
import { hitRateLimit, releaseRateLimitHit, resetRateLimit } from "~/models/rate-limits.server";
import { retryAfterText } from "~/utils/form";

/** Password checks allowed per IP in one window; further attempts get 429 without a check. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The longest an attempt on an account under attack waits before its password is checked. */
export const MAX_ACCOUNT_DELAY_MS = 8_000;

export type LoginAttempt = { ip: string; email: string };

const ipKey = (ip: string) => `login:ip:${ip}`;
const emailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

export type LoginAdmission = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt *before* its password is checked: one atomic upsert per key, so parallel requests
 * cannot all read "under the limit" and then all be checked (decision 031).
 * - Per IP, a hard limit: at most LOGIN_FAILURE_LIMIT checks per window, then 429.
 * - Per account, a slow-down and never a block: once the account has had LOGIN_FAILURE_LIMIT attempts,
 *   an IP that has already tried something this window waits (0.5 s doubling to 8 s) before its check.
 *   A clean IP (no attempt counted this window) is never delayed, so someone who only knows the email
 *   cannot keep the real admin out.
 */
export async function admitLoginAttempt(db: Db, attempt: LoginAttempt, now = new Date()): Promise<LoginAdmission> {
  const byIp = await hitRateLimit(db, ipKey(attempt.ip), LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
  if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds };
  const byEmail = await hitRateLimit(db, emailKey(attempt.email), LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
  const cleanIp = byIp.count === 1;
  const over = byEmail.count - LOGIN_FAILURE_LIMIT;
  if (cleanIp || over <= 0) return { allowed: true, delayMs: 0 };
  return { allowed: true, delayMs: Math.min(MAX_ACCOUNT_DELAY_MS, 500 * 2 ** Math.min(over - 1, 4)) };
}

/** Waits out an admitted attempt's slow-down. */
export async function waitForAdmission(admission: { delayMs: number }): Promise<void> {
  if (admission.delayMs > 0) await sleep(admission.delayMs);
}

/**
 * A successful check: the account's count is forgiven and the IP's own attempt taken back, so only
 * failures stay counted against the IP (it still cannot alternate a known account with guesses).
 */
export async function recordLoginSuccess(db: Db, attempt: LoginAttempt, now = new Date()): Promise<void> {
  await releaseRateLimitHit(db, ipKey(attempt.ip), now);
  await resetRateLimit(db, emailKey(attempt.email));
}

export function throttledMessage(retryAfterSeconds: number): string {
  return `Too many failed login attempts. Please try again in ${retryAfterText(retryAfterSeconds)}.`;
}
