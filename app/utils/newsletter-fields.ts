// The newsletter form's sources and messages, free of Zod so the pages can render with them;
// `newsletter-schema.ts` builds the validation from these.

export const NEWSLETTER_SOURCES = ["shop", "blog"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** What the sign-up answers a script (a form posted without JavaScript is redirected with a flash message). */
export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string; email: string };

export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Watch your inbox for our next newsletter.";
export const NEWSLETTER_FAILURE = "Could not subscribe you right now. Please try again.";
