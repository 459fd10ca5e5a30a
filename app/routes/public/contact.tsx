import { data, useRouteLoaderData } from "react-router";
import contactScriptUrl from "virtual:page-script/contact";

import { pageScriptHandle } from "~/components/client-runtime";
import { ContactForm } from "~/components/contact-form";
import { FaqList } from "~/components/faq-list";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { OrganizationJsonLd } from "~/components/site-json-ld";
import { useLocale } from "~/components/use-locale";
import { companyDefaults } from "~/content/company";
import { type Db, getDb } from "~/db/client.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { pageTextsFallback, readPageTexts } from "~/models/page-copy.server";
import { listFaq } from "~/models/public-content.server";
import { CONTACT_LIMITS, type ContactResult, type ContactValues, EMPTY_CONTACT } from "~/utils/contact-fields";
import { memoContent } from "~/utils/content-memo.server";
import { isDataRequest } from "~/utils/data-request.server";
import { fill } from "~/utils/fill-template";
import { type Locale, localeOfRequest, localizePath } from "~/utils/locale";
import { logger } from "~/utils/logger.server";
import { pageQueryHandle } from "~/utils/page-query";
import { publicMeta, siteIdentityFrom, wordsFrom } from "~/utils/seo";
import { formsText } from "~/words/forms";

import type { Route } from "./+types/contact";
import { contactFormToken, submitContact } from "./contact.server";
import type { loader as layoutLoader } from "./layout";

/** `?subject=` and `?message=` (from the hosting packages and the shop cart), cut to the field limits. */
function prefillFrom(url: URL): ContactValues {
  return {
    ...EMPTY_CONTACT,
    subject: (url.searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subject),
    message: (url.searchParams.get("message") ?? "").slice(0, CONTACT_LIMITS.message),
  };
}

/**
 * The FAQ and the page's texts; while the database is unreachable the page still renders its form (and the
 * failure message) with today's texts and without the FAQ.
 */
async function readContent(db: Db, locale: Locale) {
  try {
    return await memoContent(`contact ${locale}`, async () => {
      const [faq, copy] = await Promise.all([listFaq(db, locale), readPageTexts(db, "contact", locale)]);
      return { faq, copy };
    });
  } catch (error) {
    logger.error({ err: error }, "FAQ unavailable, showing the contact page without it");
    return { faq: [], copy: pageTextsFallback("contact", locale) };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  // Each view carries a fresh time-to-submit token, so neither the page cache nor a CDN may share it.
  const db = getDb();
  const [formToken, content] = await Promise.all([contactFormToken(db), readContent(db, localeOfRequest(request))]);
  return data(
    { formToken, prefill: prefillFrom(new URL(request.url)), ...content },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status, headers } = await submitContact(request, context);
  // A plain form POST that was stored is redirected with the spec's toast; anything else renders the page
  // again with the outcome. The page's script posts to /contact/send instead (decision 163).
  if (result.status !== "sent" || isDataRequest(request)) return data<ContactResult>(result, { status, headers });
  const locale = localeOfRequest(request);
  return redirectWithToast(localizePath("/contact", locale), {
    type: "success",
    message: formsText[locale].contact.success,
  });
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
 * The form's checks and background sending are the page's own plain script (browser/contact-form.ts, decision
 * 163), started after the first paint. The hosting packages and the shop cart link here with the subject and
 * message filled in (decision 160).
 */
export const handle = { ...pageScriptHandle(contactScriptUrl), ...pageQueryHandle("subject", "message") };

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const text = formsText[useLocale()].contactPage;
  const words = pageCopyText(loaderData.copy);
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")?.settings;

  return (
    <>
      <OrganizationJsonLd />
      <PageHero title={words("heroTitle")} intro={words("heroIntro")} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {words("formHeading")}
          </h2>
          <ContactForm
            formToken={loaderData.formToken}
            initial={actionData && "values" in actionData ? actionData.values : loaderData.prefill}
            serverResult={actionData}
          />
        </section>
        <aside aria-labelledby="contact-info-heading" className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <h2 id="contact-info-heading" className="text-xl font-bold text-slate-900">
              {words("infoHeading")}
            </h2>
            <ul className="mt-5 space-y-5 text-sm">
              <InfoItem icon={<Icon name="Phone" className="size-5" />} label={text.phone}>
                <a href={telHref(settings?.phone ?? companyDefaults.phone)} className="text-brand-700 hover:underline">
                  {settings?.phone ?? companyDefaults.phone}
                </a>
              </InfoItem>
              <InfoItem icon={<Icon name="Mail" className="size-5" />} label={text.email}>
                <a
                  href={`mailto:${settings?.email ?? companyDefaults.email}`}
                  className="text-brand-700 hover:underline"
                >
                  {settings?.email ?? companyDefaults.email}
                </a>
              </InfoItem>
              <InfoItem icon={<Icon name="MapPin" className="size-5" />} label={text.location}>
                <address className="space-y-2 not-italic">
                  <span className="block">
                    <InLang lang={settings?.langs.dhakaAddress}>
                      {settings?.dhakaAddress ?? companyDefaults.dhakaAddress}
                    </InLang>
                  </span>
                  <span className="block">
                    <InLang lang={settings?.langs.londonAddress}>
                      {settings?.londonAddress ?? companyDefaults.londonAddress}
                    </InLang>
                  </span>
                </address>
              </InfoItem>
              <InfoItem icon={<Icon name="Clock" className="size-5" />} label={text.hours}>
                <span className="block">
                  <InLang lang={settings?.langs.hoursWeekdays}>
                    {settings?.hoursWeekdays ?? companyDefaults.businessHours.weekdays}
                  </InLang>
                </span>
                <span className="block">
                  <InLang lang={settings?.langs.hoursSaturday}>
                    {settings?.hoursSaturday ?? companyDefaults.businessHours.saturday}
                  </InLang>
                </span>
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
              {words("faqHeading")}
            </h2>
            <FaqList items={loaderData.faq} />
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const text = wordsFrom(matches).contact;
  return publicMeta(matches, {
    // The page's own heading, as staff wrote it (decision 174).
    title: loaderData?.copy.content.heroTitle ?? "",
    description: fill(text.description, { company: siteIdentityFrom(matches).siteName }),
    path: "/contact",
  });
};
