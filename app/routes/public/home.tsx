import { Link } from "react-router";
import { BlogCard } from "~/components/blog-card";
import { ClientLogoMarquee } from "~/components/client-logo-marquee";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { OrganizationJsonLd } from "~/components/organization-json-ld";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { TestimonialCard } from "~/components/testimonial-card";
import { whyChoose } from "~/content/why-choose";
import { technologies } from "~/content/technologies";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { listClientLogos, listServices, listTestimonials } from "~/models/public-content.server";
import { assetUrl } from "~/utils/asset";
import { getDb } from "~/db/client.server";
import { publicMeta } from "~/utils/seo";
import { getPageCopies } from "~/models/page-copy.server";
import { homePageContent } from "~/utils/page-copy-schema";
import type { Route } from "./+types/home";
import { Icon } from "~/components/icon";

const HOME_SERVICE_COUNT = 6;
const HOME_BLOG_TEASER_COUNT = 3;

export async function loader() {
  const db = getDb();
  const [services, clientLogos, testimonials, blogTeasers, copy] = await Promise.all([
    listServices(db, { limit: HOME_SERVICE_COUNT }),
    listClientLogos(db),
    listTestimonials(db),
    listPublishedPosts(db, { limit: HOME_BLOG_TEASER_COUNT }),
    getPageCopies(db, ["home", "vision-mission"]),
  ]);
  return {
    services,
    clientLogos,
    testimonials,
    blogTeasers,
    content: homePageContent(copy.home.content, copy["vision-mission"].content),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, clientLogos, testimonials, blogTeasers, content } = loaderData;
  const { hero: homeHero, sections: homeSections, vision: homeVision, mission: homeMission, cta: homeCta } = content;
  return (
    <>
      <OrganizationJsonLd />

      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div aria-hidden="true" className="bg-grid pointer-events-none absolute inset-0 opacity-40" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 right-0 size-[36rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-brand-100">
              {homeHero.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {homeHero.headline}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-brand-100">{homeHero.subheading}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link
                to={homeHero.primaryCta.to}
                className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
              >
                {homeHero.primaryCta.label}
                <Icon name="ArrowRight" className="size-4" />
              </Link>
              <Link
                to={homeHero.secondaryCta.to}
                className="inline-flex items-center rounded-lg border border-white/25 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
              >
                {homeHero.secondaryCta.label}
              </Link>
            </div>
          </div>
          <div className="relative">
            <div className="rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl ring-1 ring-white/10">
              <img
                src={assetUrl(homeHero.image)}
                alt={homeHero.imageAlt}
                width={1200}
                height={800}
                fetchPriority="high"
                decoding="async"
                className="aspect-[3/2] w-full rounded-xl bg-white"
              />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="vision-mission-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="vision-mission-heading"
          title={homeSections.visionMission.heading}
          intro={homeSections.visionMission.intro}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {[homeVision, homeMission].map((item) => (
            <article key={item.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <ContentIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-3 leading-7 text-slate-700">{item.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading id="services-heading" title={homeSections.services.heading} intro={homeSections.services.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} variant="teaser" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="technologies-heading" className="container-page py-16 sm:py-24">
        <SectionHeading
          id="technologies-heading"
          title={homeSections.technologies.heading}
          intro={homeSections.technologies.intro}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {technologies.map((tech) => (
            <li
              key={tech.slug}
              className="card-lift flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <img src={assetUrl(tech.image)} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12" />
              <span className="font-medium text-slate-800">{tech.name}</span>
            </li>
          ))}
        </ul>
      </section>

      {clientLogos.length > 0 ? (
        <section aria-labelledby="clients-heading" className="border-y border-slate-200 bg-slate-50 py-16">
          <div className="container-page">
            <SectionHeading id="clients-heading" title={homeSections.clients.heading} intro={homeSections.clients.intro} />
            <div className="mt-10">
              <ClientLogoMarquee logos={clientLogos} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="blog-heading" className="container-page py-16 sm:py-24">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="blog-heading" title={homeSections.blog.heading} intro={homeSections.blog.intro} align="left" />
          <Link to="/blog" className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
            All articles
            <Icon name="ArrowRight" className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {blogTeasers.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="bg-brand-950 py-16 text-white sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="why-heading"
            title={homeSections.whyChoose.heading}
            intro={homeSections.whyChoose.intro}
            tone="dark"
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {whyChoose.map((item) => (
              <li key={item.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <div className="flex items-center gap-3">
                  <Icon name="CheckCircle2" className="size-6 shrink-0 text-accent-400" />
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                </div>
                <p className="mt-3 leading-7 text-brand-100">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
          <div className="container-page">
            <SectionHeading
              id="testimonials-heading"
              title="What Our Clients Say"
              intro="Results in our clients' own words."
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaSection title={homeCta.heading} text={homeCta.text} linkLabel={homeCta.button.label} linkTo={homeCta.button.to} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Software, Cloud and IT Services in Dhaka and London",
    brandFirst: true,
    description:
      "Custom software, cloud, web and mobile development, IT consulting and cybersecurity for growing businesses, from our teams in Dhaka and London.",
    path: "/",
  });
