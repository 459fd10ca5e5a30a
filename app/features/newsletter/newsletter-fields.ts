import { formsText } from "~/words/forms";

// The newsletter form's sources and messages, free of Zod so the pages can render with them;
// `newsletter-schema.ts` builds the validation from these.

/** Sign-ups not confirmed within this many days are deleted, and confirmation links stop working. */
export const UNCONFIRMED_DAYS = 7;

/** Where the sign-up was: "page" is a newsletter block on a page staff built (decision 177). */
export const NEWSLETTER_SOURCES = ["shop", "blog", "archive", "page"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** What the sign-up answers a script (a form posted without JavaScript is redirected with a flash message). */
export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string; email: string };

/** Also said when the address was already on the list: the form must not tell anyone who is subscribed. */
export const NEWSLETTER_SUCCESS = formsText.en.newsletter.success;
export const NEWSLETTER_FAILURE = formsText.en.newsletter.failure;

/** The archive of sent issues (decision 204); each issue is at `/newsletter/<slug>`. */
export const NEWSLETTER_ARCHIVE_PATH = "/newsletter/archive";

export const newsletterIssuePath = (slug: string) => `/newsletter/${slug}`;

/** Pages of their own under /newsletter/: an issue with one of these slugs could never be reached. */
export const RESERVED_ISSUE_SLUGS: readonly string[] = ["archive", "confirm", "unsubscribe"];
