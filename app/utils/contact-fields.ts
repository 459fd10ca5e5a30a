import { formsText } from "~/words/forms";

import { EMAIL_MAX, type FieldErrors } from "./form";

// The contact form's fields, limits and messages, free of Zod so the page can render with them;
// `contact-schema.ts` builds the validation from these.

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, subject: 200, message: 5000 } as const satisfies Record<
  ContactField,
  number
>;

/** The spec's English toasts; other languages' are in formsText. */
export const CONTACT_SUCCESS = formsText.en.contact.success;
export const CONTACT_FAILURE = formsText.en.contact.failure;
/** Field name of the signed "form shown at" timestamp (see docs/decisions/020). */
export const FORM_TOKEN_FIELD = "formToken";
/** Field name of the address of the page staff built whose contact form this is (decision 177). */
export const FORM_PAGE_FIELD = "formPage";

export type ContactValues = Record<ContactField, string>;
export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/** What the action answers: sent, or refused with what was typed so the form shows it again. */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: FieldErrors<ContactField>; values: ContactValues }
  | { status: "refused"; formError: string; values: ContactValues };

/** The form's fields as text, the same shape from any client. */
export function contactValues(form: FormData): ContactValues {
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
