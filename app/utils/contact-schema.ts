import "./zod-config";
import { z } from "zod";
import { EMAIL_MAX, visitorEmail, visitorText } from "./form-text";

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, subject: 200, message: 5000 } as const;

/** The contact form, validated the same way in the browser (before sending) and on the server. */
export const contactSchema = z.object({
  name: visitorText({ label: "Name", max: CONTACT_LIMITS.name }),
  email: visitorEmail,
  subject: visitorText({ label: "Subject", max: CONTACT_LIMITS.subject }),
  message: visitorText({ label: "Message", max: CONTACT_LIMITS.message, multiline: true }),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: ContactField[] = ["name", "email", "subject", "message"];

export const CONTACT_SUCCESS = "Message sent successfully!";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";
/** Field name of the signed "form shown at" timestamp (see docs/decisions/020). */
export const FORM_TOKEN_FIELD = "formToken";
