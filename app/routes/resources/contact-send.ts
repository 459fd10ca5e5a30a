import { data } from "react-router";

import { getDb } from "~/db/client.server";
import type { ContactResult } from "~/utils/contact-fields";

import { contactFormToken, submitContact } from "../public/contact.server";
import { contactFormPage } from "../public/page.server";
import type { Route } from "./+types/contact-send";

/** What the contact page's script gets back: the outcome, and after a stored message the next form token. */
export type ContactAnswer = ContactResult & { formToken?: string };

/**
 * The contact form sent by the page's script (browser/contact-form.ts, decision 163): the same checks and
 * storage as the page's own action, answered as JSON, so the page stays as it is. Each token is good for one
 * message, so a stored one comes back with a fresh token for the next.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  // A page staff built names itself in its form (decision 177): believed only if it holds the form.
  const { result, status, headers } = await submitContact(request, context, { formPage: contactFormPage });
  const answer: ContactAnswer =
    result.status === "sent" ? { ...result, formToken: await contactFormToken(getDb()) } : result;
  return data(answer, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}
