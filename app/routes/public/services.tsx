import { Link } from "react-router";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard, serviceCardCell } from "~/components/service-card";
import { formatBDT } from "~/utils/bdt";
import { getDb } from "~/db/client.server";
import { listHostingPackages, listProcess, listServices, type PublicHostingPackage } from "~/models/public-content.server";
import { bengaliDigitsPreload } from "~/utils/bengali-digits-font";
import { hostingContactHref } from "~/utils/contact-links";
import { publicMeta } from "~/utils/seo";
import { servicesDescription } from "~/utils/services-seo";
import type { Route } from "./+types/services";
import { Icon } from "~/components/icon";

export async function loader() {
  const db = getDb();
  const [services, hostingPackages, process] = await Promise.all([listServices(db), listHostingPackages(db), listProcess(db)]);
  return { services, hostingPackages, process };
}

function HostingCard({ pkg }: { pkg: PublicHostingPackage }) {
  const headingId = `hosting-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        pkg.highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
      }`}
    >
      {pkg.highlighted ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-bold tracking-wide text-slate-900">
        {pkg.name}
      </h3>
      {pkg.summary ? <p className="mt-1 text-sm text-slate-600">{pkg.summary}</p> : null}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-bold text-slate-900">{formatBDT(pkg.pricePerYear)}</span>
        <span className="text-sm text-slate-600">/year</span>
      </p>
      <dl className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Daily visitors</dt>
          <dd className="font-semibold text-slate-900">{pkg.dailyVisitors}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Storage</dt>
          <dd className="font-semibold text-slate-900">{pkg.storage}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Bandwidth</dt>
          <dd className="font-semibold text-slate-900">{pkg.bandwidth}</dd>
        </div>
      </dl>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {pkg.features.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {item}
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
        Choose {pkg.name}
      </Link>
    </article>
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Our Services"
        intro="From strategy to support: software, cloud, web, mobile, data and security services that help your business work better."
      />

      <section aria-labelledby="services-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Services Built Around Your Business"
          intro="Every engagement is led by senior engineers and priced in writing before work begins."
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
            eyebrow="Web hosting"
            title="Hosting Packages"
            intro="Fast, secure hosting managed by our own engineers. Prices are per year, in Bangladeshi taka."
          />
          <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.hostingPackages.map((pkg) => (
              <li key={pkg.id}>
                <HostingCard pkg={pkg} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">
            All packages include free migration, free unlimited SSL and a free domain worth $11.99.
          </p>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="process-heading"
          eyebrow="How we work"
          title="Our Process"
          intro="Four clear steps, with a working demo and a progress report along the way."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.process.map((step, index) => (
            <li key={step.id} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <ContentIcon name={step.icon} className="size-6" />
                </span>
                <span className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <CtaSection
        title="Not Sure Which Service You Need?"
        text="Tell us about your goals and we will recommend the right mix, with a clear written quote."
        linkLabel="Contact Us"
        linkTo="/contact"
      />
    </>
  );
}

export const links: Route.LinksFunction = () => [bengaliDigitsPreload];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  publicMeta(matches, {
    title: "Services and Hosting Packages",
    description: servicesDescription(loaderData?.hostingPackages.map((pkg) => pkg.pricePerYear) ?? []),
    path: "/services",
  });
