import { useState, type FormEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/utils/form";
import { Field, focusFirstInvalid, inputStyles, type FrameProps } from "./field";

// The form kit's React half for the admin forms: text fields in the shared frame (field.tsx), the
// form-level message, and the one browser-side check every form runs before it is sent.

type InputFieldProps = FrameProps & { name: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required" | "className">;

export function TextField({ label, error, hint, required, id, className, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input {...control} className={inputStyles} {...input} />}
    </Field>
  );
}

type TextAreaFieldProps = FrameProps & { name: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required" | "className">;

export function TextAreaField({ label, error, hint, required, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <textarea {...control} rows={4} className={inputStyles} {...textarea} />}
    </Field>
  );
}

/** The form-level message (e.g. "Please fill in all required fields"), announced when it appears. */
export function FormError({ message, note }: { message?: string | null; note?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{message}</p>
      {note ? <p className="mt-1">{note}</p> : null}
    </div>
  );
}

/**
 * The check a form runs in the browser before it is sent, so a mistake shows at once and nothing typed
 * (nor a chosen file) is lost to a round trip; the action checks everything again. `errors` are the
 * check's, or the action's until the next check. A failed check stops the submission and focuses the
 * first field it marked.
 */
export function useFormCheck<E>(check: (form: FormData) => E | null, serverErrors?: E | null) {
  const [clientErrors, setClientErrors] = useState<E | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>): E | null => {
    const problems = check(new FormData(event.currentTarget));
    setClientErrors(problems);
    if (problems) {
      event.preventDefault();
      const form = event.currentTarget;
      requestAnimationFrame(() => focusFirstInvalid(form));
    }
    return problems;
  };
  return { errors: clientErrors ?? serverErrors ?? null, clientErrors, onSubmit };
}

/** A check that runs `schema` over the form's fields: one message per field, or null when it passes. */
export function schemaCheck(schema: z.ZodType): (form: FormData) => FieldErrors | null {
  return (form) => {
    const result = schema.safeParse(Object.fromEntries(form));
    return result.success ? null : fieldErrors(result.error);
  };
}

