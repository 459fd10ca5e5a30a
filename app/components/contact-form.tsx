import type { ReactNode } from "react";
import { Form, useHref } from "react-router";

import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactResult,
  type ContactValues,
  FORM_PAGE_FIELD,
  FORM_TOKEN_FIELD,
} from "~/utils/contact-fields";
import type { FieldErrors } from "~/utils/form";
import { formsText } from "~/words/forms";

import { type ControlProps, Field, inputStyles } from "./field";
import { useFlash } from "./flash-toaster";
import { HoneypotField } from "./honeypot-field";
import { ToastRegion } from "./toast-region";
import { useLocale, useLocalizePath } from "./use-locale";

type FieldProps = ControlProps & {
  name: ContactField;
  defaultValue: string;
  maxLength: number;
  required: boolean;
  className: string;
};

/**
 * The contact page's form, rendered on the server only. Without JavaScript it posts to /contact and the page
 * comes back with the outcome. With it, the page's script (browser/contact-form.ts, decision 163) checks it in
 * the browser with the same schema (loaded on the first touch, so the page loads no Zod), sends it in the
 * background to /contact/send and shows the outcome as the spec's toast, in the words this form carries.
 */
export function ContactForm({
  formToken,
  initial,
  serverResult,
  formPage,
}: {
  formToken: string;
  /** The address of the page staff built that holds this form (decision 177): its messages' source. */
  formPage?: string;
  initial: ContactValues;
  serverResult?: ContactResult;
}) {
  const locale = useLocale();
  const text = formsText[locale].contact;
  const endpoint = useHref(useLocalizePath()("/contact/send"));
  // After a plain post the redirect's flash says it was sent: shown in the page too, where the visitor looks.
  const flash = useFlash();
  const sent = flash?.message === text.success;
  const errors: FieldErrors<ContactField> = serverResult?.status === "invalid" ? serverResult.fieldErrors : {};

  function field(name: ContactField, label: string, input: (props: FieldProps) => ReactNode) {
    return (
      <Field id={`contact-${name}`} label={label} error={errors[name]}>
        {(control) =>
          input({
            ...control,
            name,
            defaultValue: initial[name],
            maxLength: CONTACT_LIMITS[name],
            required: true,
            className: inputStyles,
          })
        }
      </Field>
    );
  }

  return (
    <Form
      method="post"
      reloadDocument
      data-contact-form=""
      data-endpoint={endpoint}
      data-sending={text.sending}
      data-success={text.success}
      className="relative mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {/* A plain post refused: the spec's toast, rendered by the server. */}
      {serverResult?.status === "refused" ? (
        <ToastRegion flash={{ id: "contact-refused", type: "error", message: serverResult.formError }} />
      ) : null}
      {/* The toast is the announcement; this stays where the visitor looks. */}
      {sent ? (
        <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {text.success}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name", text.labels.name, (props) => (
          <input type="text" autoComplete="name" {...props} />
        ))}
        {field("email", text.labels.email, (props) => (
          <input type="email" autoComplete="email" {...props} />
        ))}
      </div>
      {field("subject", text.labels.subject, (props) => (
        <input type="text" {...props} />
      ))}
      {field("message", text.labels.message, (props) => (
        <textarea rows={6} {...props} />
      ))}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {formPage ? <input type="hidden" name={FORM_PAGE_FIELD} value={formPage} /> : null}
      <HoneypotField />
      <p
        role="alert"
        data-form-error=""
        hidden={serverResult?.status !== "refused"}
        className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {serverResult?.status === "refused" ? serverResult.formError : null}
      </p>
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {text.send}
      </button>
    </Form>
  );
}
