import {
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import type { z } from "zod";

import { type FieldErrors, fieldErrors } from "~/utils/form";

import { Field, focusFirstInvalid, type FrameProps, inputStyles } from "./field";
import { Icon } from "./icon";

// The form kit's React half for the admin forms: text fields in the shared frame (field.tsx), the
// form-level message, and the one browser-side check every form runs before it is sent.

type InputFieldProps = FrameProps & { name: string; ref?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "required" | "className"
  >;

export function TextField({ label, error, hint, required, id, className, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input {...control} className={inputStyles} {...input} />}
    </Field>
  );
}

type TextAreaFieldProps = FrameProps & { name: string; ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "required" | "className"
  >;

export function TextAreaField({ label, error, hint, required, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <textarea {...control} rows={4} className={inputStyles} {...textarea} />}
    </Field>
  );
}

/** A checkbox with its label beside it and a hint below: "Show on the shop", "Highlight this package". */
export function CheckboxField({
  label,
  hint,
  name,
  defaultChecked,
}: {
  label: string;
  hint?: string;
  name: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type SelectFieldProps = FrameProps & { name: string; options: readonly { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "required" | "className" | "children"
  >;

/** A select in the shared frame: a list filter ("All statuses", …) or a form's choice. */
export function SelectField({ label, error, hint, required, id, className, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select {...control} className={inputStyles} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An admin list's search box: the `q` field of a GET form, with the search icon, in the shared frame. */
export function SearchField({
  label,
  hint,
  defaultValue,
  id,
  className = "min-w-64 flex-1",
}: {
  label: string;
  hint?: string;
  defaultValue: string;
  id?: string;
  className?: string;
}) {
  return (
    <Field label={label} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          {/* The input's top margin collapses through this box, so its middle is the input's. */}
          <Icon
            name="Search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            {...control}
            type="search"
            name="q"
            defaultValue={defaultValue}
            maxLength={200}
            className={`${inputStyles} pl-9`}
          />
        </div>
      )}
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
