import "~/utils/zod-config";

import { z } from "zod";

import { acknowledgementBody } from "~/content/acknowledgement";
import { acknowledgementBodyBn } from "~/content/bn/acknowledgement";
import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { knownPlaceholders } from "./saved-replies";

// The optional "we received your message" email (issue 31, decision 201): on or off, and its text in English
// and Bengali, with the saved replies' placeholders.

export const ACKNOWLEDGEMENT_MAX = 4_000;

/** The text a site starts with, in each language, until staff save their own (seed content, app/content). */
export const DEFAULT_ACKNOWLEDGEMENT = {
  body: acknowledgementBody,
  translations: { bn: { body: acknowledgementBodyBn } } as Translations,
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
