import { data, redirect } from "react-router";

import { getDb } from "~/db/client.server";
import {
  NEWSLETTER_SOURCES,
  type NewsletterResult,
  type NewsletterSource,
} from "~/features/newsletter/newsletter-fields";
import { newsletterSchemaFor } from "~/features/newsletter/newsletter-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { sendOwedConfirmations } from "~/jobs/newsletter-mailer.server";
import { subscribe } from "~/models/newsletter.server";
import { hitVisitorFormLimit } from "~/models/rate-limits.server";
import { isDataRequest } from "~/utils/data-request.server";
import { getConfig } from "~/utils/env.server";
import { bodyProblemText, fieldErrors, honeypotFilled, retryAfterText } from "~/utils/form";
import { defaultLocale, isLocale, type Locale, localizePath } from "~/utils/locale";
import { logger } from "~/utils/logger.server";
import { bodyProblemHeaders, readFormBody } from "~/utils/request-body.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { appPath, sitePath } from "~/utils/site-url.server";
import { formsText } from "~/words/forms";

import type { Route } from "./+types/newsletter";

// A page staff built sends its visitors back by the Referer; without one, to the home page.
const SOURCE_PAGES: Record<NewsletterSource, string> = {
  shop: "shop",
  blog: "blog",
  archive: "newsletter/archive",
  page: "",
};

/** The page the form was on (its Referer, when that is a page of this site), else the form's own page. */
function returnPath(request: Request, source?: string, locale: Locale = defaultLocale): string {
  const known = NEWSLETTER_SOURCES.find((value) => value === source);
  const fallback = localizePath(`/${known ? SOURCE_PAGES[known] : ""}`, locale);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin && from.pathname.startsWith(sitePath(""))) {
        // Normalised like every redirect target: a Referer of "https://site//evil.example" is no path here.
        return safeRedirect(`${appPath(from.pathname)}${from.search}`, fallback);
      }
    } catch {
      // not a URL: fall through
    }
  }
  return fallback;
}

/** Nothing to show at this address: send a visitor who opens it back to where they came from. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(returnPath(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  // The site script sends the form in the background and asks for JSON (browser/newsletter.ts); a plain post
  // is redirected back to its page with a flash toast.
  const fromScript = isDataRequest(request) || (request.headers.get("accept") ?? "").includes("application/json");
  const body = await readFormBody(request);
  const form = body.ok ? body.form : new FormData();
  const source = String(form.get("source") ?? "");
  const email = String(form.get("email") ?? "");
  // The form says its page's language (this route has no /bn path); anything but a known locale is English.
  const claimed = form.get("locale");
  const locale = isLocale(claimed) ? claimed : defaultLocale;
  const text = formsText[locale].newsletter;

  async function reply(status: number, result: NewsletterResult, headers?: HeadersInit) {
    if (fromScript) return data(result, { status, headers });
    return redirectWithToast(
      returnPath(request, source, locale),
      { type: result.ok ? "success" : "error", message: result.message },
      { headers },
    );
  }

  if (!body.ok)
    return reply(
      body.status,
      { ok: false, message: bodyProblemText(body.status, locale), email: "" },
      bodyProblemHeaders(body.status),
    );
  const parsed = newsletterSchemaFor(locale).safeParse({ email, source });
  if (!parsed.success) {
    const message = fieldErrors<"email" | "source">(parsed.error);
    return reply(400, { ok: false, message: message.email ?? message.source ?? text.failure, email });
  }
  // A bot that filled the trap is told it worked and nothing is stored.
  if (honeypotFilled(form)) return reply(200, { ok: true, message: text.success });

  const db = getDb();
  try {
    const limit = await hitVisitorFormLimit(db, "newsletter", context.clientIp, getConfig());
    if (!limit.allowed) {
      const message = text.rateLimited(retryAfterText(limit.retryAfterSeconds, locale));
      return reply(429, { ok: false, message, email }, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    // The same answer whether or not the address was already on the list: the form must not tell
    // anyone who is subscribed.
    // The confirmation email goes out in the background, so the answer's timing says nothing either.
    const { confirmationOwed } = await subscribe(db, parsed.data.email, parsed.data.source, new Date(), locale);
    if (confirmationOwed) sendOwedConfirmations();
    return reply(200, { ok: true, message: text.success });
  } catch (error) {
    logger.error({ err: error }, "newsletter subscription not stored");
    return reply(503, { ok: false, message: text.failure, email }, { "Retry-After": "30" });
  }
}
