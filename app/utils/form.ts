import "./zod-config";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's name (what the form shows beside each input). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Form values as strings, for a schema and for echoing back what was typed. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}
