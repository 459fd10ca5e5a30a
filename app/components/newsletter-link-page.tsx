import { Form, Link } from "react-router";
import { UNCONFIRMED_DAYS } from "~/utils/newsletter-fields";

/** What a confirmation or unsubscribe link leads to. */
export type NewsletterLinkState =
  | { state: "ready"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "unsubscribed"; email: string | null }
  | { state: "invalid" }
  | { state: "expired" };

const primaryButton = "inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";
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

function SignUpAgain() {
  return (
    <p>
      To sign up again, use the form on our{" "}
      <Link to="/blog" className={secondaryLink}>
        Blog
      </Link>{" "}
      or{" "}
      <Link to="/shop" className={secondaryLink}>
        Shop
      </Link>{" "}
      page.
    </p>
  );
}

/** The page a newsletter link opens: a button to act, the outcome, or why the link does not work. */
export function NewsletterLinkPage({ purpose, page, token }: { purpose: "confirm" | "unsubscribe"; page: NewsletterLinkState; token: string }) {
  switch (page.state) {
    case "invalid":
      return (
        <Frame title="This link does not work">
          <p>The link is incomplete or has been altered. Nothing on your subscription was changed. Copy the whole link from the email and try again.</p>
          {purpose === "confirm" ? <SignUpAgain /> : null}
        </Frame>
      );
    case "expired":
      return (
        <Frame title="This link has expired">
          <p>Confirmation links work for {UNCONFIRMED_DAYS} days, and sign-ups that are not confirmed are then deleted. Nothing was changed.</p>
          <SignUpAgain />
        </Frame>
      );
    case "confirmed":
      return (
        <Frame title="Subscription confirmed">
          <p>
            Thank you. <Email email={page.email} /> will receive our newsletter. Every newsletter has a link to unsubscribe.
          </p>
        </Frame>
      );
    case "unsubscribed":
      return (
        <Frame title="You are unsubscribed">
          <p>
            {page.email ? (
              <>
                <Email email={page.email} /> has been removed from our newsletter list.
              </>
            ) : (
              "This address is not on our newsletter list."
            )}{" "}
            You will get no more newsletters from us.
          </p>
        </Frame>
      );
    case "ready":
      return purpose === "confirm" ? (
        <Frame title="Confirm your subscription">
          <p>
            Confirm that you want our newsletter at <Email email={page.email} />.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton}>
              Confirm subscription
            </button>
          </Form>
        </Frame>
      ) : (
        <Frame title="Unsubscribe from our newsletter">
          <p>
            Stop sending our newsletter to <Email email={page.email} />?
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton}>
              Unsubscribe
            </button>
          </Form>
        </Frame>
      );
  }
}
