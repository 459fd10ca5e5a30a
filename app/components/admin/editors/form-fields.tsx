import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

export const inputStyles =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type Common = { label: string; name: string; error?: string; hint?: string; required?: boolean };

function describedBy(errorId: string, hintId: string, error?: string, hint?: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
}

function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <span className="text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </span>
  );
}

/** What a control needs to be tied to its label, hint and error. */
type ControlProps = {
  id: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** Label, optional hint, the control and its error message: the frame every field shares. */
function Field({ label, error, hint, required, children }: Omit<Common, "name"> & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(`${id}-error`, `${id}-hint`, error, hint),
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextField({ label, name, error, hint, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...control} name={name} className={inputStyles} {...input} />}
    </Field>
  );
}

export function TextAreaField({ label, name, error, hint, required, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...control} name={name} rows={4} className={inputStyles} {...textarea} />}
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
