import "./zod-config";
import { z } from "zod";
import { visitorEmail } from "./form-text";
import { NEWSLETTER_SOURCES } from "./newsletter-fields";

/** The newsletter sign-up, run in the browser (loaded on the visitor's first touch of the form) and on the server. */
export const newsletterSchema = z.object({
  email: visitorEmail,
  source: z.enum(NEWSLETTER_SOURCES, { error: "Unknown newsletter form" }),
});
