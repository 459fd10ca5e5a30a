import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, useFetcher, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { HoneypotField } from "~/components/honeypot-field";
import { PageHero } from "~/components/page-hero";
import { showToast } from "~/components/flash-toaster";
import { companyDefaults } from "~/content/company";
import { faq } from "~/content/faq";
import { createContactMessage } from "~/models/contact-messages.server";
import { DATA_REQUEST_HEADER } from "~/utils/auth.server";
import { CONTACT_FAILURE, CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_SUCCESS, FORM_TOKEN_FIELD, type ContactField } from "~/utils/contact-fields";
import { contactSchema } from "~/utils/contact-schema";
import { firstErrors, type FieldErrors } from "~/utils/form-fields";
import { useHydrated } from "~/utils/hydrated";
import { lazyModule } from "~/utils/lazy-module";
import { notifyStaff } from "~/utils/notify.server";
import { hitRateLimit } from "~/utils/rate-limit.server";
import { bodyProblemHeaders, readFormData } from "~/utils/request-body.server";
import { getConfig, getDb } from "~/utils/runtime.server";
import { classifyContactSubmission, contactFormToken } from "~/utils/spam.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { loader as layoutLoader } from "./layout";
import { OrganizationJsonLd } from "~/components/organization-json-ld";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/contact";

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: FieldErrors<ContactField>; values: Values }
  | { status: "refused"; formError: string; values: Values };

function valuesOf(form: FormData): Values {
  const values = { ...EMPTY };
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** `?subject=` and `?message=` (from the hosting packages and the shop cart), cut to the field limits. */
function prefillFrom(url: URL): Values {
  return {
    ...EMPTY,
    subject: (url.searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subject),
    message: (url.searchParams.get("message") ?? "").slice(0, CONTACT_LIMITS.message),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  // Each view carries a fresh time-to-submit token, so neither the page cache nor a CDN may share it.
  return data(
    { formToken: await contactFormToken(getDb()), prefill: prefillFrom(new URL(request.url)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}


export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormData(request);
  if (!body.ok) {
    return data<ContactResult>({ status: "refused", formError: body.message, values: EMPTY }, { status: body.status, headers: bodyProblemHeaders(body.status) });
  }
  const values = valuesOf(body.form);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactResult>({ status: "invalid", fieldErrors: firstErrors<ContactField>(parsed.error), values }, { status: 400 });
  }

  const config = getConfig();
  const db = getDb();
  try {
    const limit = await hitRateLimit(db, `contact:${context.clientIp}`, config.CONTACT_RATE_LIMIT, config.CONTACT_RATE_WINDOW_MINUTES * 60_000);
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      const formError = `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again; your message is still here.`;
      return data<ContactResult>({ status: "refused", formError, values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }
    const verdict = await classifyContactSubmission(db, body.form);
    const { id } = await createContactMessage(db, parsed.data, verdict);
    if (!verdict.spam) notifyStaff(id);
  } catch (error) {
    console.error(`contact message not stored: ${(error as Error).message}`);
    return data<ContactResult>({ status: "refused", formError: CONTACT_FAILURE, values }, { status: 503, headers: { "Retry-After": "30" } });
  }

  // Client-side submissions get the outcome as data (no reload); a plain form POST is redirected.
  if (request.headers.has(DATA_REQUEST_HEADER)) return data<ContactResult>({ status: "sent" });
  return redirectWithToast("/contact", { type: "success", message: CONTACT_SUCCESS });
}

/**
 * A plain form POST renders this page, so the action's Retry-After / Connection must be passed on;
 * the loader's Cache-Control keeps the page out of shared caches.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const passed = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" });
  for (const name of ["Retry-After", "Connection"]) {
    const value = actionHeaders.get(name);
    if (value) passed.set(name, value);
  }
  return passed;
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")?.settings;
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title="Contact Us"
        intro="Tell us about your project or ask us anything. We reply to every message within 24 business hours."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            Send Us a Message
          </h2>
          <ContactForm formToken={loaderData.formToken} initial={actionData && "values" in actionData ? actionData.values : loaderData.prefill} serverResult={actionData} />
        </section>
        <aside aria-labelledby="contact-info-heading" className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <h2 id="contact-info-heading" className="text-xl font-bold text-slate-900">
              Contact Information
            </h2>
            <ul className="mt-5 space-y-5 text-sm">
              <InfoItem icon={<Phone aria-hidden="true" className="size-5" />} label="Phone">
                <a href={telHref(settings?.phone ?? companyDefaults.phone)} className="text-brand-700 hover:underline">
                  {settings?.phone ?? companyDefaults.phone}
                </a>
              </InfoItem>
              <InfoItem icon={<Mail aria-hidden="true" className="size-5" />} label="Email">
                <a href={`mailto:${settings?.email ?? companyDefaults.email}`} className="text-brand-700 hover:underline">
                  {settings?.email ?? companyDefaults.email}
                </a>
              </InfoItem>
              <InfoItem icon={<MapPin aria-hidden="true" className="size-5" />} label="Location">
                <address className="space-y-2 not-italic">
                  <span className="block">{settings?.dhakaAddress ?? companyDefaults.dhakaAddress}</span>
                  <span className="block">{settings?.londonAddress ?? companyDefaults.londonAddress}</span>
                </address>
              </InfoItem>
              <InfoItem icon={<Clock aria-hidden="true" className="size-5" />} label="Business Hours">
                <span className="block">{settings?.hoursWeekdays ?? companyDefaults.businessHours.weekdays}</span>
                <span className="block">{settings?.hoursSaturday ?? companyDefaults.businessHours.saturday}</span>
              </InfoItem>
            </ul>
          </div>
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-100 text-slate-600">
            <MapPin aria-hidden="true" className="size-8" />
            <p className="font-medium">Map integration coming soon</p>
          </div>
        </aside>
      </div>
      <section aria-labelledby="faq-heading" className="bg-slate-50">
        <div className="container-page py-14">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <div className="mt-6 max-w-3xl space-y-3">
            {faq.map((item) => (
              <details key={item.question} className="group rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">{item.question}</summary>
                <p className="mt-3 leading-7 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

function InfoItem({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div>
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

// The schema brings Zod (~25 KB gzip), so the browser fetches it when the visitor first touches the
// form, not with the page (the action above imports it as usual); submitting waits for it if needed.
const schemaModule = lazyModule(() => import("~/utils/contact-schema"));

const FIELD_CLASS =
  "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

function ContactForm({ formToken, initial, serverResult }: { formToken: string; initial: Values; serverResult?: ContactResult }) {
  const fetcher = useFetcher<typeof action>({ key: "contact-form" });
  const hydrated = useHydrated();
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
      showToast({ type: "success", message: CONTACT_SUCCESS });
    } else if (outcome.status === "refused") {
      showToast({ type: "error", message: outcome.formError });
    } else {
      focusFirstInvalid(formRef.current);
    }
  }, [fetcher.data]);

  // A plain POST that came back with errors (before hydration): announce it once JS runs.
  useEffect(() => {
    if (serverResult?.status === "invalid") focusFirstInvalid(formRef.current);
  }, [serverResult]);

  // Without JavaScript no toast can appear, so the redirect's flash message is shown in the page instead.
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const staticSuccess = !hydrated && flash?.message === CONTACT_SUCCESS;

  const errors: FieldErrors<ContactField> =
    clientErrors ?? (result?.status === "invalid" ? result.fieldErrors : {});
  // After a success the form is remounted empty; otherwise it shows what the visitor sent last.
  const defaults = sentCount > 0 ? EMPTY : initial;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(new FormData(form));
    // Without the schema (it failed to load) the server's validation gives the same messages.
    const parsed = (await schemaModule.get())?.contactSchema.safeParse(values);
    if (parsed && !parsed.success) {
      setClientErrors(firstErrors<ContactField>(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setClientErrors(null);
    void fetcher.submit(form);
  }

  function field(name: ContactField, label: string, input: (props: FieldProps) => React.ReactNode) {
    const error = errors[name];
    const errorId = `contact-${name}-error`;
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {input({
          id: `contact-${name}`,
          name,
          defaultValue: defaults[name],
          maxLength: CONTACT_LIMITS[name],
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          className: `${FIELD_CLASS} ${error ? "border-red-600" : "border-slate-300"}`,
        })}
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
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
      {staticSuccess ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {CONTACT_SUCCESS}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name", "Your Name", (props) => <input type="text" autoComplete="name" {...props} />)}
        {field("email", "Your Email", (props) => <input type="email" autoComplete="email" {...props} />)}
      </div>
      {field("subject", "Subject", (props) => <input type="text" {...props} />)}
      {field("message", "Message", (props) => <textarea rows={6} {...props} />)}
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
        {busy ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}

type FieldProps = {
  id: string;
  name: ContactField;
  defaultValue: string;
  maxLength: number;
  required: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className: string;
};

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Contact Us",
    description: `Contact ${companyDefaults.name} in Dhaka or London: send a message, call or email us. We reply within 24 business hours.`,
    path: "/contact",
  });
