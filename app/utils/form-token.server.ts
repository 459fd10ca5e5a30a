import { createHmac, timingSafeEqual } from "node:crypto";

/** A person needs longer than this to read and fill in the contact form; bots usually don't wait. */
export const MIN_SUBMIT_MS = 3_000;

export type FormTokenVerdict = "ok" | "too-fast" | "missing-token" | "bad-token";

function sign(secret: Buffer, issuedAt: string): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedAt}`).digest("base64url");
}

/** "<ms since epoch>.<HMAC>": when the form was shown, in a form bots cannot forge. */
export function issueFormToken(secret: Buffer, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

/**
 * Whether a submission carries a genuine token at least `minMs` old. Tokens do not expire: a visitor
 * who left the tab open overnight is still a person.
 */
export function checkFormToken(secret: Buffer, token: unknown, now = Date.now(), minMs = MIN_SUBMIT_MS): FormTokenVerdict {
  if (typeof token !== "string" || token === "") return "missing-token";
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "bad-token";
  const [, issuedAt, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return "bad-token";
  return now - Number(issuedAt) < minMs ? "too-fast" : "ok";
}
