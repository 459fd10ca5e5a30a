import type { Db } from "~/db/client.server";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "~/models/rate-limits.server";
import { retryAfterText } from "~/utils/form";

/** Failed logins allowed per IP and per email in one window before further attempts get 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttempt = { ip: string; email: string };

const ipKey = (ip: string) => `login:ip:${ip}`;
const emailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

/**
 * Whether another attempt may be checked. Counting only failures (and never refusing for longer than
 * one window) means nobody can lock the real admin out for good by guessing at their address.
 */
export async function checkLoginThrottle(
  db: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const [byIp, byEmail] = await Promise.all([
    peekRateLimit(db, ipKey(attempt.ip), LOGIN_FAILURE_LIMIT, now),
    peekRateLimit(db, emailKey(attempt.email), LOGIN_FAILURE_LIMIT, now),
  ]);
  if (byIp.allowed && byEmail.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds),
  };
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt, now = new Date()): Promise<void> {
  await hitRateLimit(db, ipKey(attempt.ip), LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
  await hitRateLimit(db, emailKey(attempt.email), LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
}

/** A successful login forgives the address's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await resetRateLimit(db, emailKey(email));
}

export function throttledMessage(retryAfterSeconds: number): string {
  return `Too many failed login attempts. Please try again in ${retryAfterText(retryAfterSeconds)}.`;
}
