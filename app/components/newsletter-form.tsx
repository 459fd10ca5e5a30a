import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { formsText } from "~/content/i18n/forms";
import { EMAIL_MAX, fieldErrors } from "~/utils/form";
import { lazyModule } from "~/utils/lazy-module";
import { locales } from "~/utils/locale";
import type { NewsletterResult, NewsletterSource } from "~/utils/newsletter-fields";

import { showToast, useFlash } from "./flash-toaster";
import { HoneypotField } from "./honeypot-field";
import { useHydrated } from "./hydrated";
import { useLocale } from "./use-locale";

// The schema brings Zod (~25 KB gzip), so it is fetched when the visitor first touches the form,
// not with the page; submitting waits for it if it is still on its way.
const schemaModule = lazyModule(() => import("~/utils/newsletter-schema"));

/**
 * The newsletter sign-up used on the Shop and Blog pages. With JavaScript it submits in the
 * background and shows a toast; without, it posts to /newsletter, which redirects back with a flash toast.
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${source}` });
  const hydrated = useHydrated();
  const locale = useLocale();
  const text = formsText[locale].newsletter;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data as NewsletterResult | undefined;
  const error = clientError ?? (result && !result.ok ? result.message : null);
  const errorId = `${id}-error`;
  // Without JavaScript no toast can appear, so the redirect's flash message is shown beside the form.
  const flash = useFlash();
  const staticFlash = !hydrated && flash && isNewsletterMessage(flash.message) ? flash : null;

  useEffect(() => {
    if (!result) return;
    showToast({ type: result.ok ? "success" : "error", message: result.message });
    if (result.ok && inputRef.current) inputRef.current.value = "";
    else inputRef.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { email: inputRef.current?.value ?? "", source };
    // Without the schema (it failed to load) the server's validation gives the same messages.
    const parsed = (await schemaModule.get())?.newsletterSchemaFor(locale).safeParse(values);
    if (parsed && !parsed.success) {
      setClientError(fieldErrors<"email">(parsed.error).email ?? null);
      inputRef.current?.focus();
      return;
    }
    setClientError(null);
    void fetcher.submit(form);
  }

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      onFocus={schemaModule.preload}
      onPointerDown={schemaModule.preload}
      onSubmit={onSubmit}
      className="relative mx-auto w-full max-w-md"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {text.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${error ? "border-red-600" : "border-slate-300"}`}
        />
        <input type="hidden" name="source" value={source} />
        {/* The page's language, for the answer's words; the action accepts only a known locale. */}
        <input type="hidden" name="locale" value={locale} />
        <HoneypotField />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {text.subscribe}
        </button>
      </div>
      {staticFlash ? (
        <p
          role="status"
          className={`mt-2 rounded bg-white px-2 py-1 text-sm ${staticFlash.type === "error" ? "text-red-700" : "text-green-800"}`}
        >
          {staticFlash.message}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 rounded bg-white px-2 py-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The "Subscribe to Our Newsletter" band that closes the Shop and Blog pages. */
export function NewsletterSection({ source, intro }: { source: NewsletterSource; intro: string }) {
  const headingId = `${source}-newsletter-heading`;
  const text = formsText[useLocale()].newsletter;
  return (
    <section aria-labelledby={headingId} className="bg-brand-950 py-16 text-white">
      <div className="container-page text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {text.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{intro}</p>
        <div className="mt-8">
          <NewsletterForm source={source} />
        </div>
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
