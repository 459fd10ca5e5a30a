import { Form } from "react-router";

import { Link } from "~/components/localized-link";
import { UNCONFIRMED_DAYS } from "~/features/newsletter/newsletter-fields";
import { type Around, type FormsText, formsText } from "~/words/forms";

import { useLocale } from "./use-locale";

type LinkText = FormsText["newsletterLinks"];

/** What a confirmation or unsubscribe link leads to. */
export type NewsletterLinkState =
  | { state: "ready"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "unsubscribed"; email: string | null }
  | { state: "invalid" }
  | { state: "expired" };

const primaryButton =
  "inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";
const secondaryLink = "font-semibold text-brand-800 underline";

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-xl space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

function Email({ email }: { email: string }) {
  return <strong className="font-semibold break-words text-slate-900">{email}</strong>;
}

/** A sentence with the address in bold where the language puts it. */
function WithEmail({ around, email }: { around: Around; email: string }) {
  return (
    <>
      {around[0]}
      <Email email={email} />
      {around[1]}
    </>
  );
}

function SignUpAgain({ text }: { text: LinkText }) {
  const [before, between, after] = text.signUpAgain;
  return (
    <p>
      {before}
      <Link to="/blog" className={secondaryLink}>
        {text.blog}
      </Link>
      {between}
      <Link to="/shop" className={secondaryLink}>
        {text.shop}
      </Link>
      {after}
    </p>
  );
}

/** The page a newsletter link opens: a button to act, the outcome, or why the link does not work. */
export function NewsletterLinkPage({
  purpose,
  page,
  token,
}: {
  purpose: "confirm" | "unsubscribe";
  page: NewsletterLinkState;
  token: string;
}) {
  const text = formsText[useLocale()].newsletterLinks;
  switch (page.state) {
    case "invalid":
      return (
        <Frame title={text.invalidTitle}>
          <p>{text.invalidText}</p>
          {purpose === "confirm" ? <SignUpAgain text={text} /> : null}
        </Frame>
      );
    case "expired":
      return (
        <Frame title={text.expiredTitle}>
          <p>{text.expiredText(UNCONFIRMED_DAYS)}</p>
          <SignUpAgain text={text} />
        </Frame>
      );
    case "confirmed":
      return (
        <Frame title={text.confirmedTitle}>
          <p>
            <WithEmail around={text.confirmedText} email={page.email} />
          </p>
        </Frame>
      );
    case "unsubscribed":
      return (
        <Frame title={text.unsubscribedTitle}>
          <p>
            {page.email ? <WithEmail around={text.removedText} email={page.email} /> : text.notListedText}{" "}
            {text.noMoreText}
          </p>
        </Frame>
      );
    case "ready":
      return purpose === "confirm" ? (
        <Frame title={text.confirmTitle}>
          <p>
            <WithEmail around={text.confirmText} email={page.email} />
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton}>
              {text.confirmButton}
            </button>
          </Form>
        </Frame>
      ) : (
        <Frame title={text.unsubscribeTitle}>
          <p>
            <WithEmail around={text.unsubscribeText} email={page.email} />
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton}>
              {text.unsubscribeButton}
            </button>
          </Form>
        </Frame>
      );
  }
}
