import { bengaliDigitsHandle } from "~/components/client-runtime";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard, serviceCardCell } from "~/components/service-card";
import { useLocale } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { listHostingPackages, type PublicHostingPackage } from "~/models/hosting-packages.server";
import { readPageTexts } from "~/models/page-copy.server";
import { listProcess } from "~/models/process-steps.server";
import { listServices } from "~/models/public-content.server";
import { servicesDescription } from "~/routes/public/services-seo.server";
import { formatBDT } from "~/utils/bdt";
import { bengaliDigitsPreload } from "~/utils/bengali-digits-font";
import { hostingContactHref } from "~/utils/contact-links";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { localeOfRequest } from "~/utils/locale";
import { localizeDigits } from "~/utils/locale-format";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const locale = localeOfRequest(request);
  const [services, hostingPackages, process, copy] = await memoContent(`services ${locale}`, () =>
    Promise.all([
      listServices(db, { locale }),
      listHostingPackages(db, locale),
      listProcess(db, locale),
      readPageTexts(db, "services", locale),
    ]),
  );
  // Written here: it names the cheapest package's price, and the dictionary it comes from is server-only.
  const description = servicesDescription(
    hostingPackages.map((pkg) => pkg.pricePerYear),
    locale,
  );
  return { services, hostingPackages, process, description, copy };
}

function HostingCard({ pkg }: { pkg: PublicHostingPackage }) {
  const headingId = `hosting-${pkg.id}`;
  const text = useWords().services;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        pkg.highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
      }`}
    >
      {pkg.highlighted ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {text.mostPopular}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-bold tracking-wide text-slate-900">
        {pkg.name}
      </h3>
      {pkg.summary ? (
        <p className="mt-1 text-sm text-slate-600">
          <InLang lang={pkg.langs.summary}>{pkg.summary}</InLang>
        </p>
      ) : null}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-bold text-slate-900">{formatBDT(pkg.pricePerYear)}</span>
        <span className="text-sm text-slate-600">{text.perYear}</span>
      </p>
      <dl className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{text.dailyVisitors}</dt>
          <dd className="font-semibold text-slate-900">
            <InLang lang={pkg.langs.dailyVisitors}>{pkg.dailyVisitors}</InLang>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{text.storage}</dt>
          <dd className="font-semibold text-slate-900">
            <InLang lang={pkg.langs.storage}>{pkg.storage}</InLang>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{text.bandwidth}</dt>
          <dd className="font-semibold text-slate-900">
            <InLang lang={pkg.langs.bandwidth}>{pkg.bandwidth}</InLang>
          </dd>
        </div>
      </dl>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {pkg.features.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <InLang lang={pkg.langs.features}>{item}</InLang>
          </li>
        ))}
      </ul>
      <Link
        to={hostingContactHref(pkg)}
        className={`mt-6 inline-flex justify-center rounded-lg px-5 py-3 font-semibold transition ${
          pkg.highlighted
            ? "bg-brand-700 text-white hover:bg-brand-800"
            : "border border-brand-700 text-brand-800 hover:bg-brand-50"
        }`}
      >
        {fill(text.choose, { name: pkg.name })}
      </Link>
    </article>
  );
}

/** Its hosting packages show prices, in Bengali digits (decision 166). */
export const handle = bengaliDigitsHandle;

export default function Services({ loaderData }: Route.ComponentProps) {
  const text = pageCopyText(loaderData.copy);
  const words = useWords().services;
  const locale = useLocale();
  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro")} />

      <section aria-labelledby="services-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="services-heading"
          eyebrow={text("servicesEyebrow")}
          title={text("servicesTitle")}
          intro={text("servicesIntro")}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.services.map((service) => (
            <li key={service.id} className={serviceCardCell}>
              <ServiceCard service={service} variant="full" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hosting-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="hosting-heading"
            eyebrow={text("hostingEyebrow")}
            title={text("hostingTitle")}
            intro={text("hostingIntro")}
          />
          <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.hostingPackages.map((pkg) => (
              <li key={pkg.id}>
                <HostingCard pkg={pkg} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">{text("hostingNote")}</p>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="process-heading"
          eyebrow={text("processEyebrow")}
          title={text("processTitle")}
          intro={text("processIntro")}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.process.map((step, index) => (
            <li key={step.id} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <ContentIcon name={step.icon} className="size-6" />
                </span>
                <span className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
                  {fill(words.step, { n: localizeDigits(String(index + 1), locale) })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <InLang lang={step.langs.title}>{step.title}</InLang>
              </h3>
              <p className="mt-2 leading-7 text-slate-600">
                <InLang lang={step.langs.description}>{step.description}</InLang>
              </p>
            </li>
          ))}
        </ol>
      </section>

      <CtaSection
        title={text("ctaTitle")}
        text={text("ctaText")}
        linkLabel={text("ctaLinkLabel")}
        linkTo={loaderData.copy.content.ctaLinkTarget}
      />
    </>
  );
}

export const links: Route.LinksFunction = () => [bengaliDigitsPreload];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).pages.services.metaTitle,
    description: loaderData?.description ?? "",
    path: "/services",
  });
