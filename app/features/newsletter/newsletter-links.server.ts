import { createHmac, timingSafeEqual } from "node:crypto";

import { UNCONFIRMED_DAYS } from "./newsletter-fields";

/** How long a confirmation link works: as long as an unconfirmed sign-up is kept (it is purged after). */
export const CONFIRMATION_LINK_MAX_AGE_MS = UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000;

export type NewsletterLinkPurpose = "confirm" | "unsubscribe";

const PREFIX: Record<NewsletterLinkPurpose, string> = { confirm: "c", unsubscribe: "u" };
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const TOKEN = new RegExp(`^([cu])\\.(${UUID})\\.(\\d{1,15})\\.([A-Za-z0-9_-]{43})$`);

function sign(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(`newsletter-link:${payload}`).digest("base64url");
}

/**
 * "<purpose>.<subscriber id>.<ms since epoch>.<HMAC>": a link only the server can make, for one
 * subscriber and one purpose (a confirmation token cannot unsubscribe, nor the reverse).
 */
export function signNewsletterLink(
  secret: Buffer,
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
  now = Date.now(),
): string {
  const payload = `${PREFIX[purpose]}.${subscriberId}.${now}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type NewsletterLinkVerdict = { ok: true; subscriberId: string } | { ok: false; reason: "invalid" | "expired" };

/**
 * Checks a link's token. Confirmation links expire after CONFIRMATION_LINK_MAX_AGE_MS; unsubscribe
 * links do not (a newsletter read months later must still unsubscribe), and stop working only when
 * the subscriber is gone.
 */
export function verifyNewsletterLink(
  secret: Buffer,
  purpose: NewsletterLinkPurpose,
  token: unknown,
  now = Date.now(),
): NewsletterLinkVerdict {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const match = TOKEN.exec(token);
  if (!match || match[1] !== PREFIX[purpose]) return { ok: false, reason: "invalid" };
  const [, prefix, subscriberId, issuedAt, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${prefix}.${subscriberId}.${issuedAt}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: "invalid" };
  if (purpose === "confirm" && now - Number(issuedAt) > CONFIRMATION_LINK_MAX_AGE_MS)
    return { ok: false, reason: "expired" };
  return { ok: true, subscriberId };
}
