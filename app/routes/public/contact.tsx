import { data, useRouteLoaderData } from "react-router";

import { clientRuntimeHandle } from "~/components/client-runtime";
import { ContactForm } from "~/components/contact-form";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { OrganizationJsonLd } from "~/components/organization-json-ld";
import { PageHero } from "~/components/page-hero";
import { useLocale } from "~/components/use-locale";
import { usePageText } from "~/components/use-page-text";
import { companyDefaults } from "~/content/company";
import { formsText } from "~/content/i18n/forms";
import { type Db,getDb } from "~/db/client.server";
import { type CompanyDetails,fillCompanyDetails } from "~/features/settings/company-details";
import { redirectWithToast } from "~/features/toast/toast.server";
import { notifyStaff } from "~/jobs/inbox-notifier.server";
import { createInboxMessage } from "~/models/inbox-intake.server";
import { listFaq } from "~/models/public-content.server";
import { hitVisitorFormLimit } from "~/models/rate-limits.server";
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactResult,
  type ContactValues,
  contactValues,
  EMPTY_CONTACT,
} from "~/utils/contact-fields";
import { contactSchemaFor } from "~/utils/contact-schema";
import { memoContent } from "~/utils/content-memo.server";
import { isDataRequest } from "~/utils/data-request.server";
import { getConfig } from "~/utils/env.server";
import { fill } from "~/utils/fill-template";
import { bodyProblemText, fieldErrors,retryAfterText } from "~/utils/form";
import { leadSourceFromForm } from "~/utils/lead-source";
import { type Locale,localeOfRequest, localizePath } from "~/utils/locale";
import { logger } from "~/utils/logger.server";
import { pageQueryHandle } from "~/utils/page-query";
import { bodyProblemHeaders, readFormBody } from "~/utils/request-body.server";
import { pageTextFrom, publicMeta, siteIdentityFrom } from "~/utils/seo";

import type { Route } from "./+types/contact";
import { classifyContactSubmission, contactFormToken } from "./contact.server";
import type { loader as layoutLoader } from "./layout";

/** `?subject=` and `?message=` (from the hosting packages and the shop cart), cut to the field limits. */
function prefillFrom(url: URL): ContactValues {
  return {
    ...EMPTY_CONTACT,
    subject: (url.searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subject),
    message: (url.searchParams.get("message") ?? "").slice(0, CONTACT_LIMITS.message),
  };
}

/** The FAQ; while the database is unreachable the page still renders its form (and the failure message), without it. */
async function readFaq(db: Db, locale: Locale) {
  try {
    return await memoContent(`faq ${locale}`, () => listFaq(db, locale));
  } catch (error) {
    logger.error({ err: error }, "FAQ unavailable, showing the contact page without it");
    return [];
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  // Each view carries a fresh time-to-submit token, so neither the page cache nor a CDN may share it.
  const db = getDb();
  const [formToken, faq] = await Promise.all([contactFormToken(db), readFaq(db, localeOfRequest(request))]);
  return data(
    { formToken, prefill: prefillFrom(new URL(request.url)), faq },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}


export async function action({ request, context }: Route.ActionArgs) {
  // The page's language is its path's (/bn/contact), never a field the visitor could set.
  const locale = localeOfRequest(request);
  const text = formsText[locale].contact;
  const body = await readFormBody(request);
  if (!body.ok) {
    return data<ContactResult>({ status: "refused", formError: bodyProblemText(body.status, locale), values: EMPTY_CONTACT }, { status: body.status, headers: bodyProblemHeaders(body.status) });
  }
  const values = contactValues(body.form);
  const parsed = contactSchemaFor(locale).safeParse(values);
  if (!parsed.success) {
    return data<ContactResult>({ status: "invalid", fieldErrors: fieldErrors<ContactField>(parsed.error), values }, { status: 400 });
  }

  const db = getDb();
  try {
    const limit = await hitVisitorFormLimit(db, "contact", context.clientIp, getConfig());
    if (!limit.allowed) {
      const formError = text.rateLimited(retryAfterText(limit.retryAfterSeconds, locale));
      return data<ContactResult>({ status: "refused", formError, values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }
    const verdict = await classifyContactSubmission(db, body.form);
    const { id } = await createInboxMessage(db, parsed.data, verdict, leadSourceFromForm(body.form), locale);
    if (!verdict.spam) notifyStaff(id);
  } catch (error) {
    logger.error({ err: error }, "contact message not stored");
    return data<ContactResult>({ status: "refused", formError: text.failure, values }, { status: 503, headers: { "Retry-After": "30" } });
  }

  // Client-side submissions get the outcome as data (no reload); a plain form POST is redirected.
  if (isDataRequest(request)) return data<ContactResult>({ status: "sent" });
  return redirectWithToast(localizePath("/contact", locale), { type: "success", message: text.success });
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

/**
 * Its interactive parts run on React Router's client runtime (decision 165). The hosting packages and the shop
 * cart link here with the subject and message filled in (decision 160).
 */
export const handle = { ...clientRuntimeHandle, ...pageQueryHandle("subject", "message") };

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const text = formsText[useLocale()].contactPage;
  const words = usePageText().contact;
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")?.settings;
  const details: CompanyDetails = settings ?? {
    companyName: companyDefaults.name,
    phone: companyDefaults.phone,
    email: companyDefaults.email,
    hoursWeekdays: companyDefaults.businessHours.weekdays,
    hoursSaturday: companyDefaults.businessHours.saturday,
  };
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title={words.title}
        intro={words.intro}
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {text.formHeading}
          </h2>
          <ContactForm formToken={loaderData.formToken} initial={actionData && "values" in actionData ? actionData.values : loaderData.prefill} serverResult={actionData} />
        </section>
        <aside aria-labelledby="contact-info-heading" className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <h2 id="contact-info-heading" className="text-xl font-bold text-slate-900">
              {text.infoHeading}
            </h2>
            <ul className="mt-5 space-y-5 text-sm">
              <InfoItem icon={<Icon name="Phone" className="size-5" />} label={text.phone}>
                <a href={telHref(settings?.phone ?? companyDefaults.phone)} className="text-brand-700 hover:underline">
                  {settings?.phone ?? companyDefaults.phone}
                </a>
              </InfoItem>
              <InfoItem icon={<Icon name="Mail" className="size-5" />} label={text.email}>
                <a href={`mailto:${settings?.email ?? companyDefaults.email}`} className="text-brand-700 hover:underline">
                  {settings?.email ?? companyDefaults.email}
                </a>
              </InfoItem>
              <InfoItem icon={<Icon name="MapPin" className="size-5" />} label={text.location}>
                <address className="space-y-2 not-italic">
                  <span className="block"><InLang lang={settings?.langs.dhakaAddress}>{settings?.dhakaAddress ?? companyDefaults.dhakaAddress}</InLang></span>
                  <span className="block"><InLang lang={settings?.langs.londonAddress}>{settings?.londonAddress ?? companyDefaults.londonAddress}</InLang></span>
                </address>
              </InfoItem>
              <InfoItem icon={<Icon name="Clock" className="size-5" />} label={text.hours}>
                <span className="block"><InLang lang={settings?.langs.hoursWeekdays}>{settings?.hoursWeekdays ?? companyDefaults.businessHours.weekdays}</InLang></span>
                <span className="block"><InLang lang={settings?.langs.hoursSaturday}>{settings?.hoursSaturday ?? companyDefaults.businessHours.saturday}</InLang></span>
              </InfoItem>
            </ul>
          </div>
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-100 text-slate-600">
            <Icon name="MapPin" className="size-8" />
            <p className="font-medium">{text.mapSoon}</p>
          </div>
        </aside>
      </div>
      {loaderData.faq.length === 0 ? null : (
        <section aria-labelledby="faq-heading" className="bg-slate-50">
          <div className="container-page py-14">
            <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
              {words.faq}
            </h2>
            <div className="mt-6 max-w-3xl space-y-3">
              {loaderData.faq.map((item) => (
                <details key={item.id} className="group rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">{item.question}</summary>
                  <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{fillCompanyDetails(item.answer, details)}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      )}
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = pageTextFrom(matches).contact;
  return publicMeta(matches, { title: text.title, description: fill(text.description, { company: siteIdentityFrom(matches).siteName }), path: "/contact" });
};
