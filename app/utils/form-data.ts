import type { z } from "zod";

import { type FieldErrors, fieldErrors } from "./form";

// The admin forms' half of the kit: reading a submitted form's fields and checking them with the
// spec's form-level messages.

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const CHECK_FIELDS_MESSAGE = "Please correct the highlighted fields";

export type FormValidation<T> =
  { success: true; data: T } | { success: false; formError: string; fieldErrors: FieldErrors };

/**
 * Runs a form's schema (the same one in the browser and on the server) and turns its issues into
 * one message per field plus a form-level message: the spec's required-fields message when a
 * required field is among the problems.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  options: { requiredKeys: readonly string[]; requiredMessage?: string },
): FormValidation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors = fieldErrors(parsed.error);
  const missingRequired = options.requiredKeys.some((key) => key in errors);
  return {
    success: false,
    formError: missingRequired ? (options.requiredMessage ?? REQUIRED_FIELDS_MESSAGE) : CHECK_FIELDS_MESSAGE,
    fieldErrors: errors,
  };
}

/** A form field as text ("" when absent or a file), so a schema sees the same shape from any client. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function listField(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** Form values as strings, for a schema and for echoing back what was typed. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}
