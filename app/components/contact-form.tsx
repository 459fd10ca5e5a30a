import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";

import { showToast } from "~/browser/toasts";
import { formsText } from "~/content/i18n/forms";
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactResult,
  type ContactValues,
  contactValues,
  EMPTY_CONTACT,
  FORM_TOKEN_FIELD,
} from "~/utils/contact-fields";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { lazyModule } from "~/utils/lazy-module";

import { type ControlProps, Field, focusFirstInvalid, inputStyles } from "./field";
import { useFlash } from "./flash-toaster";
import { HoneypotField } from "./honeypot-field";
import { useHydrated } from "./hydrated";
import { visitSourceFields } from "./lead-source";
import { ToastRegion } from "./toast-region";
import { useLocale } from "./use-locale";

// The schema brings Zod (~25 KB gzip), so the browser fetches it when the visitor first touches the
// form, not with the page (the action imports it as usual); submitting waits for it if needed.
const schemaModule = lazyModule(() => import("~/utils/contact-schema"));

type FieldProps = ControlProps & {
  name: ContactField;
  defaultValue: string;
  maxLength: number;
  required: boolean;
  className: string;
};

/**
 * The contact page's form. With JavaScript it is checked in the browser and sent in the background (a
 * toast says how it went); without, it posts to /contact and the page comes back with the outcome.
 */
export function ContactForm({
  formToken,
  initial,
  serverResult,
}: {
  formToken: string;
  initial: ContactValues;
  serverResult?: ContactResult;
}) {
  const fetcher = useFetcher<ContactResult>({ key: "contact-form" });
  const location = useLocation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const text = formsText[locale].contact;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const [lastOutcome, setLastOutcome] = useState(fetcher.data);
  const result = (fetcher.data as ContactResult | undefined) ?? serverResult;
  const busy = fetcher.state !== "idle";
  if (fetcher.data !== lastOutcome) {
    setLastOutcome(fetcher.data);
    if ((fetcher.data as ContactResult | undefined)?.status === "sent") setSentCount((count) => count + 1);
  }

  useEffect(() => {
    const outcome = fetcher.data as ContactResult | undefined;
    if (!outcome) return;
    if (outcome.status === "sent") {
      showToast(document, "success", text.success);
    } else if (outcome.status === "refused") {
      showToast(document, "error", outcome.formError);
    } else {
      focusFirstInvalid(formRef.current);
    }
  }, [fetcher.data, text.success]);

  // A plain POST that came back with errors (before hydration): announce it once JS runs.
  useEffect(() => {
    if (serverResult?.status === "invalid") focusFirstInvalid(formRef.current);
  }, [serverResult]);

  // Without JavaScript no toast can appear, so the redirect's flash message is shown in the page instead.
  const flash = useFlash();
  const staticSuccess = !hydrated && flash?.message === text.success;

  const errors: FieldErrors<ContactField> = clientErrors ?? (result?.status === "invalid" ? result.fieldErrors : {});
  // After a success the form is remounted empty; otherwise it shows what the visitor sent last.
  const defaults = sentCount > 0 ? EMPTY_CONTACT : initial;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = contactValues(new FormData(form));
    // Without the schema (it failed to load) the server's validation gives the same messages.
    const parsed = (await schemaModule.get())?.contactSchemaFor(locale).safeParse(values);
    if (parsed && !parsed.success) {
      setClientErrors(fieldErrors<ContactField>(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setClientErrors(null);
    // The lead source rides along as extra fields (decision 101); the server cleans them.
    const data = new FormData(form);
    for (const [name, value] of Object.entries(visitSourceFields(location.pathname))) data.set(name, value);
    void fetcher.submit(data, { method: "post" });
  }

  function field(name: ContactField, label: string, input: (props: FieldProps) => ReactNode) {
    return (
      <Field id={`contact-${name}`} label={label} error={errors[name]}>
        {(control) =>
          input({
            ...control,
            name,
            defaultValue: defaults[name],
            maxLength: CONTACT_LIMITS[name],
            required: true,
            className: inputStyles,
          })
        }
      </Field>
    );
  }

  return (
    <fetcher.Form
      key={sentCount}
      ref={formRef}
      method="post"
      noValidate={hydrated}
      onFocus={schemaModule.preload}
      onPointerDown={schemaModule.preload}
      onSubmit={onSubmit}
      aria-busy={busy}
      className="relative mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {/* A plain post refused (before the page's scripts run): the spec's toast, rendered by the server. */}
      {!hydrated && serverResult?.status === "refused" ? (
        <ToastRegion flash={{ id: "contact-refused", type: "error", message: serverResult.formError }} />
      ) : null}
      {/* The toast above is the announcement; this stays where the visitor looks. */}
      {staticSuccess ? (
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
      <HoneypotField />
      {result?.status === "refused" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {result.formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? text.sending : text.send}
      </button>
    </fetcher.Form>
  );
}
