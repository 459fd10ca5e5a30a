import type { z } from "zod";

// What the visitor forms need to render and to show messages, without Zod at run time: the pages with
// those forms import this, and load the Zod schemas only once the visitor starts filling one in.

export const EMAIL_MAX = 254;

/** Field name of the honeypot: a tempting name for form-filling bots; people never see the field. */
export const HONEYPOT_FIELD = "website";

/** Field name → first message, the shape every form renders beside its inputs. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function firstErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as K | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
