import { Link } from "react-router";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { StatCounters } from "~/components/stat-counter";
import { companyDefaults } from "~/content/company";
import { getDb } from "~/db/client.server";
import { getPageCopy } from "~/models/page-copy.server";
import { getAboutContent } from "~/models/public-content.server";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/about";
import { Icon } from "~/components/icon";

export async function loader() {
  const db = getDb();
  const [about, visionMission] = await Promise.all([getAboutContent(db), getPageCopy(db, "vision-mission")]);
  return { ...about, visionMission: visionMission.content };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { figures, values, visionMission } = loaderData;
  return (
    <>
      <PageHero
        title="About Us"
        intro={`Since ${companyDefaults.foundedYear}, our engineers in Dhaka and consultants in London have helped growing businesses plan, build and run the technology they depend on.`}
      />

      <section aria-labelledby="stats-heading" className="bg-brand-950 py-16">
        <div className="container-page">
          <h2 id="stats-heading" className="sr-only">
            Our track record
          </h2>
          <StatCounters stats={figures} />
        </div>
      </section>

      <section aria-labelledby="story-heading" className="container-page py-16 sm:py-24">
        <SectionHeading id="story-heading" eyebrow="Who we are" title="Mission and Vision" />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name="Target" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">Our Mission</h3>
            <p className="mt-3 leading-7 text-slate-700">{visionMission.mission}</p>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name="Eye" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">Our Vision</h3>
            <p className="mt-3 leading-7 text-slate-700">{visionMission.vision}</p>
          </article>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="values-heading"
            eyebrow="What guides us"
            title="Our Core Values"
            intro="Three principles shape every project, every quote and every conversation."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.id} className="card-lift rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-3 leading-7 text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link
              to="/team"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
            >
              Meet Our Team
              <Icon name="ArrowRight" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <CtaSection
        title="Let's Build Something Together"
        text="Tell us where your business is heading, and we will show you how technology can help it get there."
        linkLabel="Get in Touch"
        linkTo="/contact"
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "About Us",
    description:
      "Founded in 2014 with offices in Dhaka and London: 500+ clients served, 50+ awards and a team built on innovation, excellence and integrity.",
    path: "/about",
  });
