import "./zod-config";

import { z } from "zod";

import { formsText } from "~/words/forms";

import { CONTACT_LIMITS, type ContactField } from "./contact-fields";
import { visitorEmailFor, visitorText } from "./form-text";
import { type Locale, locales } from "./locale";

/** The contact form's rules, with the messages in `locale`: the rules are the same in every language. */
function contactSchemaIn(locale: Locale) {
  const { validation: messages, contact } = formsText[locale];
  const names = contact.fieldNames;
  return z.object({
    name: visitorText({ label: names.name, max: CONTACT_LIMITS.name, messages }),
    email: visitorEmailFor({ label: names.email, messages }),
    subject: visitorText({ label: names.subject, max: CONTACT_LIMITS.subject, messages }),
    message: visitorText({ label: names.message, max: CONTACT_LIMITS.message, multiline: true, messages }),
  } satisfies Record<ContactField, z.ZodType>);
}

const schemas = Object.fromEntries(locales.map((locale) => [locale, contactSchemaIn(locale)])) as Record<
  Locale,
  ReturnType<typeof contactSchemaIn>
>;

/**
 * The contact form, validated the same way in the browser (before sending) and on the server, with the
 * page's language's messages. The page loads this module on the visitor's first touch of the form, so
 * the page itself loads no Zod.
 */
export function contactSchemaFor(locale: Locale) {
  return schemas[locale];
}

export const contactSchema = contactSchemaFor("en");

export type ContactInput = z.infer<typeof contactSchema>;
