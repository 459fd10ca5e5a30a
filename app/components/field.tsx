import { type ReactNode, useId } from "react";

import { FIELD_ERROR_CLASS } from "~/browser/added-classes";

// The form kit's field frame, the part the public forms use too (the rest is in forms.tsx, which only
// the admin forms fetch): label, control, hint and error with the aria wiring between them, one input style.

export const inputStyles =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={FIELD_ERROR_CLASS}>
      {message}
    </p>
  );
}

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FrameProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label with an asterisk and the control as aria-required (the admin forms are noValidate). */
  required?: boolean;
  /** The control's id (the error's and hint's ids follow from it); a generated one by default. */
  id?: string;
  className?: string;
};

/** Label, the control, an optional hint and its error message: the frame every field shares. */
export function Field({
  label,
  error,
  hint,
  required,
  id: givenId,
  className,
  footer,
  children,
}: FrameProps & {
  children: (control: ControlProps) => ReactNode;
  /** Shown below the error (an image preview). */ footer?: ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {/* Below the control, so fields side by side keep their inputs level whether or not they have a hint. */}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      {footer}
    </div>
  );
}

export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}
