import type { z } from "zod";

import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { iconCardFormValues, iconCardRequiredKeys, iconCardSchema } from "./icon-card-schema";

// The process step editor's fields (an icon card), checked with the same rules in the browser and in the action.

export const PROCESS_STEP_LIMITS = { title: 80, description: 500 } as const;

export const processStepSchema = iconCardSchema(PROCESS_STEP_LIMITS);

export const processStepRequiredKeys = iconCardRequiredKeys;

/** The texts a step has in each language (decision 080), with the English rules. */
export const processStepTranslation = translatable(processStepSchema.shape, { title: "text", description: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const processStepFormSchema = withTranslations(processStepSchema, processStepTranslation);

export type ProcessStepInput = z.output<typeof processStepSchema> & { translations?: Translations };

export function processStepFormValues(form: FormData) {
  return { ...iconCardFormValues(form), ...processStepTranslation.formValues(form) };
}
