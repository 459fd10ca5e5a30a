import type { AppLoadContext } from "react-router";

import { type Db, getDb } from "~/db/client.server";
import { sendAcknowledgements } from "~/jobs/acknowledgements.server";
import { notifyStaff } from "~/jobs/inbox-notifier.server";
import { createInboxMessage, type SpamVerdict } from "~/models/inbox-intake.server";
import { hitRateLimit, hitVisitorFormLimit } from "~/models/rate-limits.server";
import { getServerSecret } from "~/models/server-secrets.server";
import {
  type ContactField,
  type ContactResult,
  contactValues,
  EMPTY_CONTACT,
  FORM_TOKEN_FIELD,
} from "~/utils/contact-fields";
import { contactSchemaFor } from "~/utils/contact-schema";
import { getConfig } from "~/utils/env.server";
import { bodyProblemText, fieldErrors, honeypotFilled, retryAfterText } from "~/utils/form";
import { checkFormToken, formTokenExpiresAt, issueFormToken } from "~/utils/form-token.server";
import { leadSourceFromForm } from "~/utils/lead-source";
import { type Locale, localeOfRequest } from "~/utils/locale";
import { logger } from "~/utils/logger.server";
import { bodyProblemHeaders, readFormBody } from "~/utils/request-body.server";
import { formsText } from "~/words/forms";

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
  const use = await hitRateLimit(
    db,
    `contact-token:${token}`,
    1,
    Math.max(1_000, formTokenExpiresAt(token) - now),
    new Date(now),
  );
  return use.allowed ? { spam: false } : { spam: true, reason: "reused-token" };
}

/** What a contact post comes to: the outcome, its HTTP status and any headers it needs (Retry-After). */
export type ContactSubmission = { result: ContactResult; status: number; headers?: HeadersInit };

/**
 * A contact form post, from the page (a plain post, routes/public/contact.tsx) or from its script
 * (routes/resources/contact-send.ts): checked, rate limited, classified and stored. The page's language is
 * its path's (/bn/contact, /bn/contact/send), never a field the visitor could set.
 */
export async function submitContact(
  request: Request,
  context: AppLoadContext,
  options: {
    /**
     * The path of the page staff built whose contact form this is (decision 177), or null: it is the message's
     * "sent from page", whatever the browser sent. Given the form, as the form's script names the page in it.
     */
    formPage?: (form: FormData, locale: Locale) => Promise<string | null>;
  } = {},
): Promise<ContactSubmission> {
  const locale = localeOfRequest(request);
  const text = formsText[locale].contact;
  const body = await readFormBody(request);
  if (!body.ok) {
    const formError = bodyProblemText(body.status, locale);
    return {
      result: { status: "refused", formError, values: EMPTY_CONTACT },
      status: body.status,
      headers: bodyProblemHeaders(body.status),
    };
  }
  const values = contactValues(body.form);
  const parsed = contactSchemaFor(locale).safeParse(values);
  if (!parsed.success) {
    return { result: { status: "invalid", fieldErrors: fieldErrors<ContactField>(parsed.error), values }, status: 400 };
  }

  const db = getDb();
  try {
    const limit = await hitVisitorFormLimit(db, "contact", context.clientIp, getConfig());
    if (!limit.allowed) {
      const formError = text.rateLimited(retryAfterText(limit.retryAfterSeconds, locale));
      return {
        result: { status: "refused", formError, values },
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      };
    }
    const verdict = await classifyContactSubmission(db, body.form);
    const source = leadSourceFromForm(body.form);
    const formPage = await options.formPage?.(body.form, locale);
    if (formPage) source.sourcePage = formPage;
    const { id } = await createInboxMessage(db, parsed.data, verdict, source, locale);
    if (!verdict.spam) {
      notifyStaff(id);
      sendAcknowledgements();
    }
  } catch (error) {
    logger.error({ err: error }, "contact message not stored");
    return {
      result: { status: "refused", formError: text.failure, values },
      status: 503,
      headers: { "Retry-After": "30" },
    };
  }
  return { result: { status: "sent" }, status: 200 };
}
