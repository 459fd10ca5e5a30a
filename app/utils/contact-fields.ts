import { EMAIL_MAX } from "./form-fields";

// The contact form's fields, limits and messages, free of Zod so the page can render with them;
// `contact-schema.ts` builds the validation from these.

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, subject: 200, message: 5000 } as const satisfies Record<ContactField, number>;

export const CONTACT_SUCCESS = "Message sent successfully!";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";
/** Field name of the signed "form shown at" timestamp (see docs/decisions/020). */
export const FORM_TOKEN_FIELD = "formToken";
