import { useId } from "react";
import { Form } from "react-router";

import { NEWSLETTER_ARCHIVE_PATH, type NewsletterSource } from "~/features/newsletter/newsletter-fields";
import { EMAIL_MAX } from "~/utils/form";
import { locales } from "~/utils/locale";
import { formsText } from "~/words/forms";

import { useFlash } from "./flash-toaster";
import { HoneypotField } from "./honeypot-field";
import { Link } from "./localized-link";
import { useLocale } from "./use-locale";

/**
 * The newsletter sign-up used on the Shop and Blog pages: a plain form posting to /newsletter, which redirects
 * back with the spec's toast. The site script sends it in the background instead and shows the answer as the
 * same toast (browser/newsletter.ts, decision 165).
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const locale = useLocale();
  const { newsletter: text, validation, contact } = formsText[locale];
  const id = useId();
  const errorId = `${id}-error`;
  // After a plain post the page comes back with the outcome as a flash: shown beside the form too, where the
  // visitor is looking, and (a refusal) until they try again.
  const flash = useFlash();
  const shown = flash && isNewsletterMessage(flash.message) ? flash : null;
  const error = shown?.type === "error" ? shown.message : null;

  return (
    <Form
      method="post"
      action="/newsletter"
      reloadDocument
      data-newsletter=""
      // The site script checks the address before sending it (browser/newsletter.ts), in these words.
      data-missing={validation.required(contact.fieldNames.email)}
      data-invalid={validation.email}
      className="relative mx-auto w-full max-w-md"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {text.emailLabel}
        </label>
        <input
          id={id}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600"
        />
        <input type="hidden" name="source" value={source} />
        {/* The page's language, for the answer's words; the action accepts only a known locale. */}
        <input type="hidden" name="locale" value={locale} />
        <HoneypotField />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {text.subscribe}
        </button>
      </div>
      {shown?.type === "success" ? (
        <p className="mt-2 rounded bg-white px-2 py-1 text-sm text-green-800">{shown.message}</p>
      ) : null}
      <p
        id={errorId}
        data-newsletter-error=""
        hidden={!error}
        className="mt-2 rounded bg-white px-2 py-1 text-sm text-red-700"
      >
        {error}
      </p>
    </Form>
  );
}

/** The "Subscribe to Our Newsletter" band that closes the Shop and Blog pages and the newsletter's archive. */
export function NewsletterSection({
  source,
  heading,
  intro,
  archiveLink = true,
  headingId: givenHeadingId,
}: {
  source: NewsletterSource;
  /** The page's own heading (its page texts, decision 174); the archive's is the form's. */
  heading?: React.ReactNode;
  intro: React.ReactNode;
  /** The link to the past issues (decision 204), left out on the archive's own index. */
  archiveLink?: boolean;
  /** The heading's id when a page may hold more than one (a newsletter block). */
  headingId?: string;
}) {
  const headingId = givenHeadingId ?? `${source}-newsletter-heading`;
  const text = formsText[useLocale()].newsletter;
  return (
    <section aria-labelledby={headingId} className="bg-brand-950 py-16 text-white">
      <div className="container-page text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {heading ?? text.heading}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-xl text-brand-100">{intro}</p> : null}
        <div className="mt-8">
          <NewsletterForm source={source} />
        </div>
        {archiveLink ? (
          <p className="mt-6">
            <Link
              to={NEWSLETTER_ARCHIVE_PATH}
              className="decoration-brand-300 font-semibold text-white underline underline-offset-4 hover:decoration-white"
            >
              {text.pastIssues}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Every message the newsletter's action can flash, in every language (the rate limit's up to its wait). */
const OWN_MESSAGES = locales.flatMap((locale) => {
  const { newsletter, validation, contact, tooLarge, unreadable } = formsText[locale];
  return [
    newsletter.success,
    newsletter.failure,
    newsletter.unknownForm,
    validation.email,
    validation.required(contact.fieldNames.email),
    validation.tooLong(contact.fieldNames.email, EMAIL_MAX),
    validation.notAllowed(contact.fieldNames.email),
    validation.oneLine(contact.fieldNames.email),
    tooLarge,
    unreadable,
  ];
});
const RATE_LIMIT_STARTS = locales.map(
  (locale) => formsText[locale].newsletter.rateLimited("\u0000").split("\u0000")[0]!,
);

/** The newsletter's own flash messages (a redirect after a form posted without JavaScript). */
function isNewsletterMessage(message: string): boolean {
  return OWN_MESSAGES.includes(message) || RATE_LIMIT_STARTS.some((start) => message.startsWith(start));
}
