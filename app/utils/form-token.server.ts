import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A person needs longer than this to read and fill in the contact form; bots usually don't wait. */
export const MIN_SUBMIT_MS = 3_000;

/**
 * How long a shown form's token stays good. Older ones are not refused: the message is stored and
 * flagged for a second look, since a tab left open for a day is still a person.
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenVerdict = "ok" | "too-fast" | "stale-token" | "missing-token" | "bad-token";

function sign(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(`contact-form:${payload}`).digest("base64url");
}

/**
 * "<ms since epoch>.<random>.<HMAC>": when the form was shown, in a form bots cannot forge. The random
 * part makes two pages shown in the same millisecond carry different tokens, since each is good for
 * one message.
 */
export function issueFormToken(secret: Buffer, now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Whether a submission carries a genuine token at least `minMs` and at most FORM_TOKEN_MAX_AGE_MS old. */
export function checkFormToken(
  secret: Buffer,
  token: unknown,
  now = Date.now(),
  minMs = MIN_SUBMIT_MS,
): FormTokenVerdict {
  if (typeof token !== "string" || token === "") return "missing-token";
  const match = /^((\d{1,15})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "bad-token";
  const [, payload, issuedAt, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return "bad-token";
  const age = now - Number(issuedAt);
  if (age < minMs) return "too-fast";
  return age > FORM_TOKEN_MAX_AGE_MS ? "stale-token" : "ok";
}

/** When a genuine token stops being good: how long its one use must be remembered. */
export function formTokenExpiresAt(token: string): number {
  return Number(token.split(".")[0]) + FORM_TOKEN_MAX_AGE_MS;
}
