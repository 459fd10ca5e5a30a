import type { SpamVerdict } from "~/models/contact-messages.server";
import type { Db } from "~/db/client.server";
import { HONEYPOT_FIELD } from "./form-fields";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { getServerSecret } from "./server-secret.server";
import { FORM_TOKEN_FIELD } from "./contact-fields";

const SECRET_NAME = "contact-form-token";

export async function contactFormToken(db: Db): Promise<string> {
  return issueFormToken(await getServerSecret(db, SECRET_NAME));
}

/** Whether the honeypot was filled in. */
export function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

/** Honeypot first, then the signed time-to-submit token (see docs/decisions/020). */
export async function classifyContactSubmission(db: Db, form: FormData, now = Date.now()): Promise<SpamVerdict> {
  if (honeypotFilled(form)) return { spam: true, reason: "honeypot" };
  const verdict = checkFormToken(await getServerSecret(db, SECRET_NAME), form.get(FORM_TOKEN_FIELD), now);
  return verdict === "ok" ? { spam: false } : { spam: true, reason: verdict };
}
