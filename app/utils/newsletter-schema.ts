import "./zod-config";
import { z } from "zod";
import { visitorEmail } from "./form-text";

export const NEWSLETTER_SOURCES = ["shop", "blog"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterSchema = z.object({
  email: visitorEmail,
  source: z.enum(NEWSLETTER_SOURCES, { error: "Unknown newsletter form" }),
});

export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Watch your inbox for our next newsletter.";
export const NEWSLETTER_ALREADY = "You're already subscribed. Thanks for staying with us!";
export const NEWSLETTER_FAILURE = "Could not subscribe you right now. Please try again.";
