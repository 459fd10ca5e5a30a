import "./zod-config";
import { z } from "zod";
import { CONTACT_LIMITS, type ContactField } from "./contact-fields";
import { visitorEmail, visitorText } from "./form-text";

/**
 * The contact form, validated the same way in the browser (before sending) and on the server. The
 * page loads this module on the visitor's first touch of the form, so the page itself loads no Zod.
 */
export const contactSchema = z.object({
  name: visitorText({ label: "Name", max: CONTACT_LIMITS.name }),
  email: visitorEmail,
  subject: visitorText({ label: "Subject", max: CONTACT_LIMITS.subject }),
  message: visitorText({ label: "Message", max: CONTACT_LIMITS.message, multiline: true }),
} satisfies Record<ContactField, z.ZodType>);

export type ContactInput = z.infer<typeof contactSchema>;
