import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { iconCardFormValues, iconCardRequiredKeys, iconCardSchema } from "./icon-card-schema";

// The About page's figures (counters) and core values, checked the same way in the browser and in the action.

export const ABOUT_FIGURE_LIMITS = { label: 60, value: 1_000_000_000, suffix: 5 } as const;

export const aboutFigureSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, "Label is required")
    .max(ABOUT_FIGURE_LIMITS.label, `Label can be at most ${ABOUT_FIGURE_LIMITS.label} characters`),
  value: z
    .string()
    .trim()
    .min(1, "Number is required")
    .regex(/^\d*$/, "Enter a whole number of 0 or more, digits only")
    .transform(Number)
    .pipe(z.number().max(ABOUT_FIGURE_LIMITS.value, "Enter a number up to 1,000,000,000")),
  suffix: z
    .string()
    .trim()
    .max(ABOUT_FIGURE_LIMITS.suffix, `Suffix can be at most ${ABOUT_FIGURE_LIMITS.suffix} characters`),
});

export const aboutFigureRequiredKeys = ["label", "value"] as const;

/** The texts a figure has in each language (decision 080), with the English rules. */
export const aboutFigureTranslation = translatable(aboutFigureSchema.shape, { label: "text", suffix: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const aboutFigureFormSchema = withTranslations(aboutFigureSchema, aboutFigureTranslation);

export type AboutFigureInput = z.output<typeof aboutFigureSchema> & { translations?: Translations };

export function aboutFigureFormValues(form: FormData) {
  return {
    label: textField(form, "label"),
    value: textField(form, "value"),
    suffix: textField(form, "suffix"),
    ...aboutFigureTranslation.formValues(form),
  };
}

export const CORE_VALUE_LIMITS = { title: 80, description: 600 } as const;

export const coreValueSchema = iconCardSchema(CORE_VALUE_LIMITS);

export const coreValueRequiredKeys = iconCardRequiredKeys;

/** The texts a value has in each language (decision 080), with the English rules. */
export const coreValueTranslation = translatable(coreValueSchema.shape, { title: "text", description: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const coreValueFormSchema = withTranslations(coreValueSchema, coreValueTranslation);

export type CoreValueInput = z.output<typeof coreValueSchema> & { translations?: Translations };

export function coreValueFormValues(form: FormData) {
  return { ...iconCardFormValues(form), ...coreValueTranslation.formValues(form) };
}
