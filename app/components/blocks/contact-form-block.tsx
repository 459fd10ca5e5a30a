import { useActionData } from "react-router";

import { ContactForm } from "~/components/contact-form";
import { type ContactResult, EMPTY_CONTACT } from "~/utils/contact-fields";

import { BlockText } from "./block-text";
import { defineBlock, type PublicBlock, textOf, textRule } from "./block-type";

/** The contact form block's type (decision 177). */
export const CONTACT_FORM_BLOCK = "contact-form";

/** What the page's action answers a refused plain post with (routes/public/page.tsx). */
export type PageContactAnswer = { contactResult: ContactResult };

function contactResultOf(answer: unknown): ContactResult | undefined {
  return answer && typeof answer === "object" && "contactResult" in answer
    ? (answer as PageContactAnswer).contactResult
    : undefined;
}

/** Whether a page holds the contact form block: it then needs a fresh form token per view, and its script. */
export function holdsContactForm(blocks: readonly { type: string }[]): boolean {
  return blocks.some((block) => block.type === CONTACT_FORM_BLOCK);
}

/**
 * The page's blocks with the view's one-use form token and the page's address in its contact form (decision
 * 177): the address rides along as a hidden field, so the form's script sends the page as the message's source.
 */
export function withContactForm(blocks: readonly PublicBlock[], formToken: string, address: string): PublicBlock[] {
  return blocks.map((block) =>
    block.type === CONTACT_FORM_BLOCK ? { ...block, data: { ...block.data, formToken, formPage: address } } : block,
  );
}

/**
 * The contact page's form on a page staff build (decision 177): the same fields, checks, rate limit, honeypot,
 * toasts and script as /contact. Without JavaScript it posts to the page itself, which stores the message with
 * the page as its source and comes back with the outcome (what was typed kept when it is refused).
 */
export const contactFormBlock = defineBlock({
  type: CONTACT_FORM_BLOCK,
  label: "Contact form",
  description:
    "The site's contact form under a heading. Its messages reach the inbox with this page as their source. One per page.",
  onePerPage: true,
  fields: [
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "intro", label: "Intro", kind: "textarea", rule: textRule("Intro", 400), maxLength: 400 },
  ],
  Render: ({ data, headingId }) => <ContactFormSection data={data} headingId={headingId} />,
});

function ContactFormSection({ data, headingId }: { data: Record<string, unknown>; headingId: string }) {
  const result = contactResultOf(useActionData());
  const intro = textOf(data, "intro");
  return (
    <section aria-labelledby={headingId} className="container-page py-14">
      <div className="mx-auto max-w-3xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          <BlockText data={data} name="heading" />
        </h2>
        {intro ? (
          <p className="mt-3 leading-7 text-slate-700">
            <BlockText data={data} name="intro" />
          </p>
        ) : null}
        <ContactForm
          formToken={textOf(data, "formToken")}
          formPage={textOf(data, "formPage") || undefined}
          initial={result && "values" in result ? result.values : EMPTY_CONTACT}
          serverResult={result}
        />
      </div>
    </section>
  );
}
