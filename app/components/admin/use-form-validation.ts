import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "~/utils/form";

/**
 * Runs a form's Zod schema (the same one its action uses) before submitting, so mistakes show at
 * once; the server still checks everything. Server errors show until the next client check.
 */
export function useFormValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, reset: () => setClientErrors(null) };
}
