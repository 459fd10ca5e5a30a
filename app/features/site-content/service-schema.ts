import "~/utils/zod-config";

import { z } from "zod";

import { listField, textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { serviceIconNames } from "./service-icons";
import { tagsSchema } from "./tags-schema";

export const serviceSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "Title can be at most 120 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(1000, "Description can be at most 1000 characters"),
  icon: z.enum(serviceIconNames, "Choose an icon from the list"),
  features: tagsSchema("feature"),
});

export const serviceRequiredKeys = ["title", "description"] as const;

/** The texts a service has in each language (decision 080), with the English rules. */
export const serviceTranslation = translatable(serviceSchema.shape, {
  title: "text",
  description: "text",
  features: "list",
});

/** The editor's whole form: the English fields and their Bengali texts. */
export const serviceFormSchema = withTranslations(serviceSchema, serviceTranslation);

export type ServiceInput = z.output<typeof serviceSchema> & { translations?: Translations };

export function serviceFormValues(form: FormData) {
  return {
    title: textField(form, "title"),
    description: textField(form, "description"),
    icon: textField(form, "icon"),
    features: listField(form, "features"),
    ...serviceTranslation.formValues(form),
  };
}
