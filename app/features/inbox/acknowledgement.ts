import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { knownPlaceholders } from "./saved-replies";

// The optional "we received your message" email (issue 31, decision 201): on or off, and its text in English
// and Bengali, with the saved replies' placeholders.

export const ACKNOWLEDGEMENT_MAX = 4_000;

/** The text a site starts with, in each language, until staff save their own. */
export const DEFAULT_ACKNOWLEDGEMENT = {
  body: [
    "Dear {name},",
    "",
    "Thank you for writing to {company}. We have received your message about “{subject}”, and one of us will answer it soon.",
    "",
    "This email was sent automatically. If you want to add anything, reply to it.",
    "",
    "{company}",
  ].join("\n"),
  translations: {
    bn: {
      body: [
        "প্রিয় {name},",
        "",
        "{company}-কে লেখার জন্য ধন্যবাদ। “{subject}” বিষয়ে আপনার বার্তা আমরা পেয়েছি, আমাদের একজন শিগগিরই উত্তর দেবেন।",
        "",
        "এই ইমেইলটি স্বয়ংক্রিয়ভাবে পাঠানো হয়েছে। কিছু যোগ করতে চাইলে এর উত্তর দিন।",
        "",
        "{company}",
      ].join("\n"),
    },
  } as Translations,
};

export const acknowledgementSchema = z.object({
  enabled: z.boolean(),
  body: z
    .string()
    .trim()
    .min(1, "The email's text is required")
    .max(ACKNOWLEDGEMENT_MAX, `Keep the text under ${ACKNOWLEDGEMENT_MAX.toLocaleString("en")} characters`)
    .superRefine(knownPlaceholders),
});

export const acknowledgementRequiredKeys = ["body"] as const;

export const acknowledgementTranslation = translatable(acknowledgementSchema.shape, { body: "text" });

export const acknowledgementFormSchema = withTranslations(acknowledgementSchema, acknowledgementTranslation);

export type AcknowledgementInput = z.output<typeof acknowledgementSchema> & { translations: Translations };

export function acknowledgementFormValues(form: FormData) {
  return {
    enabled: form.get("enabled") === "on",
    body: textField(form, "body"),
    ...acknowledgementTranslation.formValues(form),
  };
}
