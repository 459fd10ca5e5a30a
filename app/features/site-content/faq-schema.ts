import "~/utils/zod-config";

import { z } from "zod";

import { placeholderList, unknownPlaceholders } from "~/features/settings/company-details";
import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

// The FAQ editor's fields, checked with the same rules in the browser and in the action (whatever was sent).

export const FAQ_LIMITS = { question: 200, answer: 2000 } as const;

export const faqItemSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Question is required")
    .max(FAQ_LIMITS.question, `Question can be at most ${FAQ_LIMITS.question} characters`),
  answer: z
    .string()
    .trim()
    .min(1, "Answer is required")
    .max(FAQ_LIMITS.answer, `Answer can be at most ${FAQ_LIMITS.answer} characters`)
    .superRefine((value, context) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0) {
        context.addIssue({
          code: "custom",
          message: `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}: use ${placeholderList}`,
        });
      }
    }),
  visible: z.boolean(),
});

export const faqItemRequiredKeys = ["question", "answer"] as const;

/** The texts a question has in each language (decision 080), with the English rules. */
export const faqItemTranslation = translatable(faqItemSchema.shape, { question: "text", answer: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const faqItemFormSchema = withTranslations(faqItemSchema, faqItemTranslation);

export type FaqItemInput = z.output<typeof faqItemSchema> & { translations?: Translations };

export function faqItemFormValues(form: FormData) {
  return {
    question: textField(form, "question"),
    answer: textField(form, "answer"),
    visible: textField(form, "visible") === "on",
    ...faqItemTranslation.formValues(form),
  };
}
