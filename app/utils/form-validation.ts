import "./zod-config";
import type { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const CHECK_FIELDS_MESSAGE = "Please correct the highlighted fields";

export type FieldErrors = Record<string, string>;
export type FormValidation<T> = { success: true; data: T } | { success: false; formError: string; fieldErrors: FieldErrors };

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
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  const missingRequired = options.requiredKeys.some((key) => key in fieldErrors);
  return {
    success: false,
    formError: missingRequired ? (options.requiredMessage ?? REQUIRED_FIELDS_MESSAGE) : CHECK_FIELDS_MESSAGE,
    fieldErrors,
  };
}

/** Tag lists (features, technologies): trimmed, blanks ignored, duplicates dropped. */
export function cleanTags(values: unknown[]): string[] {
  const tags: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const tag = value.trim().replace(/\s+/g, " ");
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/** A form field as text ("" when absent or a file), so a schema sees the same shape from any client. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function listField(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}
