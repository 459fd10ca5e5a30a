import type { Db } from "~/db/client.server";
import type { SpamVerdict } from "~/models/contact-messages.server";
import { getServerSecret } from "~/models/server-secrets.server";
import { FORM_TOKEN_FIELD } from "~/utils/contact-fields";
import { checkFormToken, issueFormToken } from "~/utils/form-token.server";
import { honeypotFilled } from "~/utils/form";

const SECRET_NAME = "contact-form-token";

export async function contactFormToken(db: Db): Promise<string> {
  return issueFormToken(await getServerSecret(db, SECRET_NAME));
}

/** Honeypot first, then the signed time-to-submit token (see docs/decisions/020). */
export async function classifyContactSubmission(db: Db, form: FormData, now = Date.now()): Promise<SpamVerdict> {
  if (honeypotFilled(form)) return { spam: true, reason: "honeypot" };
  const verdict = checkFormToken(await getServerSecret(db, SECRET_NAME), form.get(FORM_TOKEN_FIELD), now);
  return verdict === "ok" ? { spam: false } : { spam: true, reason: verdict };
}
