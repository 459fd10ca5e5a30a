import type { Db } from "~/db/client.server";
import type { SpamVerdict } from "~/models/inbox-intake.server";
import { hitRateLimit } from "~/models/rate-limits.server";
import { getServerSecret } from "~/models/server-secrets.server";
import { FORM_TOKEN_FIELD } from "~/utils/contact-fields";
import { honeypotFilled } from "~/utils/form";
import { checkFormToken, formTokenExpiresAt, issueFormToken } from "~/utils/form-token.server";

const SECRET_NAME = "contact-form-token";

export async function contactFormToken(db: Db): Promise<string> {
  return issueFormToken(await getServerSecret(db, SECRET_NAME));
}

/**
 * Honeypot first, then the signed time-to-submit token, which is good for one message: a second
 * message on the same token is stored flagged "reused-token" (see docs/decisions/020).
 */
export async function classifyContactSubmission(db: Db, form: FormData, now = Date.now()): Promise<SpamVerdict> {
  if (honeypotFilled(form)) return { spam: true, reason: "honeypot" };
  const token = form.get(FORM_TOKEN_FIELD);
  const verdict = checkFormToken(await getServerSecret(db, SECRET_NAME), token, now);
  if (verdict !== "ok" || typeof token !== "string") return { spam: true, reason: verdict };
  // The use is remembered in the shared counters table until the token would be stale anyway.
  const use = await hitRateLimit(db, `contact-token:${token}`, 1, Math.max(1_000, formTokenExpiresAt(token) - now), new Date(now));
  return use.allowed ? { spam: false } : { spam: true, reason: "reused-token" };
}
