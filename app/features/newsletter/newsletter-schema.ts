import "~/utils/zod-config";

import { z } from "zod";

import { visitorEmailFor } from "~/utils/form-text";
import { type Locale, locales } from "~/utils/locale";
import { formsText } from "~/words/forms";

import { NEWSLETTER_SOURCES } from "./newsletter-fields";

function newsletterSchemaIn(locale: Locale) {
  const text = formsText[locale];
  return z.object({
    email: visitorEmailFor({ label: text.contact.fieldNames.email, messages: text.validation }),
    source: z.enum(NEWSLETTER_SOURCES, { error: text.newsletter.unknownForm }),
  });
}

const schemas = Object.fromEntries(locales.map((locale) => [locale, newsletterSchemaIn(locale)])) as Record<
  Locale,
  ReturnType<typeof newsletterSchemaIn>
>;

/** The newsletter sign-up in `locale`'s words, run in the browser (loaded on the visitor's first touch of the form) and on the server. */
export function newsletterSchemaFor(locale: Locale) {
  return schemas[locale];
}

export const newsletterSchema = newsletterSchemaFor("en");
