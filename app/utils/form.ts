import type { z } from "zod";

import { formsText } from "~/words/forms";

import type { Locale } from "./locale";

// The form kit's framework-free half, shared by every form and its action: one shape for errors and one
// way to make them. Zod is only a type here: the public pages import this and load Zod on first use, so
// what only the admin forms need is in form-data.ts (a module the public pages never fetch).

export const EMAIL_MAX = 254;

/** Field name of the honeypot: a tempting name for form-filling bots; people never see the field. */
export const HONEYPOT_FIELD = "website";

/** Field name → its first message, the shape every form renders beside its inputs. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per field, keyed by the field's name; an issue with no field goes under "form". */
export function fieldErrors<K extends string = string>(error: z.ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors as FieldErrors<K>;
}

/** Whether the honeypot was filled in (by a bot: the field is hidden from people). */
export function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

/** How long to wait, in whole minutes as people say it: 61 s → "2 minutes", 30 s → "1 minute" (or "২ মিনিট"). */
export function retryAfterText(retryAfterSeconds: number, locale: Locale = "en"): string {
  return formsText[locale].minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** A refused body's message in the page's language: over the size cap (413) or unreadable (400). */
export function bodyProblemText(status: 400 | 413, locale: Locale): string {
  return status === 413 ? formsText[locale].tooLarge : formsText[locale].unreadable;
}
