import { CONTACT_FIELDS, type ContactField, type ContactResult, contactValues } from "~/utils/contact-fields";
import type * as ContactSchema from "~/utils/contact-schema";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { readVisit, sourceFields } from "~/utils/lead-source";
import { localeFromPathname } from "~/utils/locale";

import { FIELD_ERROR_CLASS } from "./added-classes";
import { showToast } from "./toasts";

/** What /contact/send answers (routes/resources/contact-send.ts). */
type ContactAnswer = ContactResult & { formToken?: string };

type SchemaModule = typeof ContactSchema;

/** The contact form's schema brings Zod (~25 KB gzip): fetched on the visitor's first touch of the form. */
const importSchema = (): Promise<SchemaModule> => import("~/utils/contact-schema");

/** Shows each field's message under it, tied to it as the server renders it (components/field.tsx). */
function showFieldErrors(form: HTMLFormElement, errors: FieldErrors<ContactField>): void {
  const doc = form.ownerDocument;
  for (const name of CONTACT_FIELDS) {
    const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!control) continue;
    const errorId = `${control.id}-error`;
    let error = doc.getElementById(errorId);
    const message = errors[name];
    if (!message) {
      error?.remove();
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
      continue;
    }
    if (!error) {
      error = doc.createElement("p");
      error.id = errorId;
      error.className = FIELD_ERROR_CLASS;
      control.after(error);
    }
    error.textContent = message;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", errorId);
  }
}

function focusFirstInvalid(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

/**
 * The contact form (decision 163): checked in the browser with the same schema and messages as the server
 * (loaded when the form is first touched; if it cannot load, the server checks and answers with the same
 * messages), then sent in the background to /contact/send with the visit's lead source (decision 101); the
 * outcome is the spec's toast, and a stored message empties the form for the next. Without JavaScript, or
 * when the request fails, the form posts as a plain form and the page comes back with the outcome.
 */
export function initContactForm(doc: Document, loadSchema: () => Promise<SchemaModule> = importSchema): void {
  const view = doc.defaultView;
  const form = doc.querySelector<HTMLFormElement>("form[data-contact-form]");
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const endpoint = form?.dataset.endpoint;
  if (!view || !form || !button || !endpoint || typeof view.fetch !== "function") return;
  const formError = form.querySelector<HTMLElement>("[data-form-error]");
  const locale = localeFromPathname(view.location.pathname);
  const sendLabel = button.textContent ?? "";
  let schema: Promise<SchemaModule | null> | null = null;
  const preload = () => (schema ??= loadSchema().catch(() => null));
  let busy = false;

  const showFormError = (message: string | null) => {
    if (!formError) return;
    formError.textContent = message ?? "";
    formError.hidden = message === null;
  };
  const setBusy = (value: boolean) => {
    busy = value;
    button.disabled = value;
    button.textContent = value ? (form.dataset.sending ?? sendLabel) : sendLabel;
    form.setAttribute("aria-busy", String(value));
  };

  // The checks below say it in the page's words, rather than the browser's own bubbles.
  form.noValidate = true;
  form.addEventListener("focusin", preload);
  form.addEventListener("pointerdown", preload);
  // A plain post that came back with errors (the request failed and the form posted itself): say so now.
  focusFirstInvalid(form);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    void send();
  });

  async function send() {
    const values = contactValues(new FormData(form!));
    // Without the schema (it failed to load) the server's validation gives the same messages.
    const parsed = (await preload())?.contactSchemaFor(locale).safeParse(values);
    if (parsed && !parsed.success) {
      showFieldErrors(form!, fieldErrors<ContactField>(parsed.error));
      focusFirstInvalid(form!);
      return;
    }
    showFieldErrors(form!, {});
    const body = new FormData(form!);
    // The lead source rides along as extra fields (decision 101); the server cleans them.
    try {
      const fields = sourceFields(readVisit(view!.sessionStorage), view!.location.pathname);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
    } catch {
      // No session storage: the message is sent without its source.
    }
    setBusy(true);
    let answer: ContactAnswer;
    try {
      const response = await view!.fetch(endpoint!, { method: "POST", body, headers: { Accept: "application/json" } });
      answer = (await response.json()) as ContactAnswer;
    } catch {
      // Offline, or an answer that is not the endpoint's: the plain post says what happened.
      setBusy(false);
      form!.submit();
      return;
    }
    setBusy(false);
    if (answer.status === "sent") {
      showFormError(null);
      showToast(doc, "success", form!.dataset.success ?? "");
      for (const name of CONTACT_FIELDS) {
        const control = form!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
        if (control) control.value = "";
      }
      const token = form!.querySelector<HTMLInputElement>('input[name="formToken"]');
      if (token && answer.formToken) token.value = answer.formToken;
    } else if (answer.status === "refused") {
      showToast(doc, "error", answer.formError);
      showFormError(answer.formError);
    } else {
      showFormError(null);
      showFieldErrors(form!, answer.fieldErrors);
      focusFirstInvalid(form!);
    }
  }
}
