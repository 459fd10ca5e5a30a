import "./zod-config";
import { z } from "zod";
import { textField } from "./form-data";

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
  intro: z.string().trim().min(1, "Summary is required").max(LEGAL_INTRO_MAX, `Summary can be at most ${LEGAL_INTRO_MAX} characters`),
});

export function legalDocumentFormValues(form: FormData) {
  return { intro: textField(form, "intro") };
}
