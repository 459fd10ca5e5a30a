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

/**
 * `cleanIp`: nothing but this attempt has been counted against its IP this window (the owner's own
 * network, as a rule; an attacker's address is clean for one try per window).
 */
export type LoginAdmission =
  { allowed: true; delayMs: number; cleanIp: boolean } | { allowed: false; retryAfterSeconds: number };

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
  if (cleanIp || over <= 0) return { allowed: true, delayMs: 0, cleanIp };
  return { allowed: true, delayMs: Math.min(MAX_ACCOUNT_DELAY_MS, 500 * 2 ** Math.min(over - 1, 4)), cleanIp };
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

/** Wrong second-factor codes checked per account and window, from any mix of addresses (decision 144). */
export const SECOND_FACTOR_ACCOUNT_LIMIT = 10;

export type CodeKind = "totp" | "recovery";
const codeKey = (kind: CodeKind, userId: string) => `second-factor:${kind}:${userId}`;

/**
 * The account-wide limit on second-factor codes, counted before the check like the rest (decision 144):
 * - an authenticator code (6 digits, guessable in time) is checked at most SECOND_FACTOR_ACCOUNT_LIMIT
 *   times per window, however many addresses ask; beyond it, refused unchecked;
 * - a recovery code has its own count, so guessing app codes never blocks it; beyond its limit it is
 *   still checked from a clean IP (50 random bits cannot be guessed one try per address per window),
 *   so the owner on their own network gets in with one during an attack.
 * A passkey has no count here: its answer cannot be guessed.
 */
export async function admitSecondFactorCode(
  db: Db,
  input: { userId: string; kind: CodeKind; cleanIp: boolean },
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const byAccount = await hitRateLimit(
    db,
    codeKey(input.kind, input.userId),
    SECOND_FACTOR_ACCOUNT_LIMIT,
    LOGIN_WINDOW_MS,
    now,
  );
  if (byAccount.allowed || (input.kind === "recovery" && input.cleanIp)) return { allowed: true };
  return { allowed: false, retryAfterSeconds: byAccount.retryAfterSeconds };
}

/** A right code: its own count is taken back, so only wrong codes stay counted against the account. */
export async function recordSecondFactorSuccess(db: Db, userId: string, kind: CodeKind, now = new Date()) {
  await releaseRateLimitHit(db, codeKey(kind, userId), now);
}

/** Why a code was not checked: the account's limit, and the ways in that still work. */
export function accountLimitMessage(kind: CodeKind, retryAfterSeconds: number): string {
  const wait = retryAfterText(retryAfterSeconds);
  return kind === "totp"
    ? `Too many wrong codes were tried on this account, so app codes are not checked for the next ${wait}. ` +
        "Use a passkey or a recovery code instead. If those tries were not yours, change your password once you are in."
    : `Too many wrong recovery codes were tried on this account. Try again in ${wait}, or use a passkey.`;
}
