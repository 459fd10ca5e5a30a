import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { iconCardFormValues, iconCardRequiredKeys, iconCardSchema } from "./icon-card-schema";

// The "why choose us" editor's fields (an icon card that can be hidden), checked with the same rules in
// the browser and in the action.

export const WHY_CHOOSE_LIMITS = { title: 80, description: 400 } as const;

export const whyChooseItemSchema = iconCardSchema(WHY_CHOOSE_LIMITS).extend({ visible: z.boolean() });

export const whyChooseItemRequiredKeys = iconCardRequiredKeys;

/** The texts an item has in each language (decision 080), with the English rules. */
export const whyChooseItemTranslation = translatable(whyChooseItemSchema.shape, { title: "text", description: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const whyChooseItemFormSchema = withTranslations(whyChooseItemSchema, whyChooseItemTranslation);

export type WhyChooseItemInput = z.output<typeof whyChooseItemSchema> & { translations?: Translations };

export function whyChooseItemFormValues(form: FormData) {
  return {
    ...iconCardFormValues(form),
    visible: textField(form, "visible") === "on",
    ...whyChooseItemTranslation.formValues(form),
  };
}
