import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";

/** The two legal pages staff edit (decision 097): their fixed titles and public paths. */
export const LEGAL_DOCUMENTS = {
  privacy: { title: "Privacy Policy", path: "/privacy" },
  terms: { title: "Terms of Service", path: "/terms" },
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;

export function isLegalDocumentId(value: string | undefined): value is LegalDocumentId {
  return value === "privacy" || value === "terms";
}

export const LEGAL_INTRO_MAX = 600;

/** The plain fields of the editor; the body is checked by cleanRichText (the blog's allowlist). */
export const legalDocumentSchema = z.object({
  intro: z
    .string()
    .trim()
    .min(1, "Summary is required")
    .max(LEGAL_INTRO_MAX, `Summary can be at most ${LEGAL_INTRO_MAX} characters`),
});

/** The texts a legal page has in each language (decision 080); a Bengali body is cleaned like the English one. */
export const legalDocumentTranslation = translatable(
  { ...legalDocumentSchema.shape, body: z.string() },
  { intro: "text", body: "rich" },
);

/** The editor's whole form: the English summary and the Bengali summary and body. */
export const legalDocumentFormSchema = withTranslations(legalDocumentSchema, legalDocumentTranslation);

export function legalDocumentFormValues(form: FormData) {
  return { intro: textField(form, "intro"), ...legalDocumentTranslation.formValues(form) };
}
