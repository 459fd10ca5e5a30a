import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { REPLY_MAX } from "./inbox-reply";

// Saved replies (issue 31): the editor's fields, checked with the same rules in the browser and the action,
// and the placeholders a reply fills in for the message it answers.

export const SAVED_REPLY_LIMITS = { title: 120, body: REPLY_MAX } as const;

export const SAVED_REPLY_PLACEHOLDERS = ["name", "subject", "company"] as const;
type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

export const savedReplyPlaceholderList = SAVED_REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

function isPlaceholder(name: string): name is SavedReplyPlaceholder {
  return (SAVED_REPLY_PLACEHOLDERS as readonly string[]).includes(name);
}

/** A Zod refinement: the text uses only `{name}`, `{subject}` and `{company}` (the acknowledgement's too). */
export function knownPlaceholders(value: string, context: z.RefinementCtx) {
  const unknown = [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((n) => !isPlaceholder(n));
  if (unknown.length > 0)
    context.addIssue({
      code: "custom",
      message: `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}: use ${savedReplyPlaceholderList}`,
    });
}

export const savedReplySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(SAVED_REPLY_LIMITS.title, `Title can be at most ${SAVED_REPLY_LIMITS.title} characters`),
  body: z
    .string()
    .trim()
    .min(1, "Reply text is required")
    .max(
      SAVED_REPLY_LIMITS.body,
      `Reply text can be at most ${SAVED_REPLY_LIMITS.body.toLocaleString("en")} characters`,
    )
    .superRefine(knownPlaceholders),
});

export const savedReplyRequiredKeys = ["title", "body"] as const;

/** The texts a saved reply has in each language (decision 080), with the English rules. */
export const savedReplyTranslation = translatable(savedReplySchema.shape, { title: "text", body: "text" });

export const savedReplyFormSchema = withTranslations(savedReplySchema, savedReplyTranslation);

export type SavedReplyInput = z.output<typeof savedReplySchema> & { translations?: Translations };

export function savedReplyFormValues(form: FormData) {
  return {
    title: textField(form, "title"),
    body: textField(form, "body"),
    ...savedReplyTranslation.formValues(form),
  };
}

/** `text` with `{name}`, `{subject}` and `{company}` filled in; any other braces are left as written. */
export function fillSavedReply(text: string, values: { name: string; subject: string; company: string }): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}
