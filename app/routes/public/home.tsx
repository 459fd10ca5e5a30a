import { BlogCard } from "~/components/blog-card";
import { ClientLogoMarquee } from "~/components/client-logo-marquee";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { Icon } from "~/components/icon";
import { InLang, useForeignLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { OrganizationJsonLd } from "~/components/site-json-ld";
import { TestimonialCard } from "~/components/testimonial-card";
import { usePageText } from "~/components/use-page-text";
import { getDb } from "~/db/client.server";
import { assetUrl } from "~/utils/asset";
import { localeOfRequest } from "~/utils/locale";
import { pageTextFrom, publicMeta } from "~/utils/seo";

import type { Route } from "./+types/home";
import { homePageData } from "./home.server";

export async function loader({ request }: Route.LoaderArgs) {
  return homePageData(getDb(), localeOfRequest(request));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, clientLogos, testimonials, blogTeasers, whyChoose, technologies, content, langs } = loaderData;
  const text = usePageText().home;
  const { story } = usePageText().about;
  const { hero: homeHero, sections: homeSections, vision: homeVision, mission: homeMission, cta: homeCta } = content;
  // An alt text staff have not translated yet is English on a Bengali page, and says so.
  const heroAltLang = useForeignLang(langs.heroImageAlt);
  return (
    <>
      <OrganizationJsonLd />

      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-grid opacity-40" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 right-0 size-[36rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="relative container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-brand-100">
              <InLang lang={langs.heroEyebrow}>{homeHero.eyebrow}</InLang>
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              <InLang lang={langs.heroHeadline}>{homeHero.headline}</InLang>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-brand-100">
              <InLang lang={langs.heroSubheading}>{homeHero.subheading}</InLang>
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link
                to={homeHero.primaryCta.to}
                className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
              >
                <InLang lang={langs.heroPrimaryLabel}>{homeHero.primaryCta.label}</InLang>
                <Icon name="ArrowRight" className="size-4" />
              </Link>
              <Link
                to={homeHero.secondaryCta.to}
                className="inline-flex items-center rounded-lg border border-white/25 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
              >
                <InLang lang={langs.heroSecondaryLabel}>{homeHero.secondaryCta.label}</InLang>
              </Link>
            </div>
          </div>
          <div className="relative">
            <div className="rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl ring-1 ring-white/10">
              <img
                src={assetUrl(homeHero.image)}
                alt={homeHero.imageAlt}
                lang={heroAltLang}
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
          title={<InLang lang={langs.visionMissionHeading}>{homeSections.visionMission.heading}</InLang>}
          intro={<InLang lang={langs.visionMissionIntro}>{homeSections.visionMission.intro}</InLang>}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {[homeVision, homeMission].map((item) => (
            <article key={item.key} className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <ContentIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{story[item.key]}</h3>
              <p className="mt-3 leading-7 text-slate-700">
                <InLang lang={langs[item.key]}>{item.text}</InLang>
              </p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            title={<InLang lang={langs.servicesHeading}>{homeSections.services.heading}</InLang>}
            intro={<InLang lang={langs.servicesIntro}>{homeSections.services.intro}</InLang>}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} variant="teaser" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {technologies.length > 0 ? (
        <section aria-labelledby="technologies-heading" className="container-page py-16 sm:py-24">
          <SectionHeading
            id="technologies-heading"
            title={<InLang lang={langs.technologiesHeading}>{homeSections.technologies.heading}</InLang>}
            intro={<InLang lang={langs.technologiesIntro}>{homeSections.technologies.intro}</InLang>}
          />
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {technologies.map((tech) => (
              <li
                key={tech.id}
                className="flex card-lift flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <img
                  src={tech.logoUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 object-contain"
                />
                <span className="font-medium text-slate-800">{tech.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {clientLogos.length > 0 ? (
        <section aria-labelledby="clients-heading" className="border-y border-slate-200 bg-slate-50 py-16">
          <div className="container-page">
            <SectionHeading
              id="clients-heading"
              title={<InLang lang={langs.clientsHeading}>{homeSections.clients.heading}</InLang>}
              intro={<InLang lang={langs.clientsIntro}>{homeSections.clients.intro}</InLang>}
            />
            <div className="mt-10">
              <ClientLogoMarquee logos={clientLogos} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="blog-heading" className="container-page py-16 sm:py-24">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="blog-heading"
            title={<InLang lang={langs.blogHeading}>{homeSections.blog.heading}</InLang>}
            intro={<InLang lang={langs.blogIntro}>{homeSections.blog.intro}</InLang>}
            align="left"
          />
          <Link
            to="/blog"
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {text.allArticles}
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

      {whyChoose.length > 0 ? (
        <section aria-labelledby="why-heading" className="bg-brand-950 py-16 text-white sm:py-24">
          <div className="container-page">
            <SectionHeading
              id="why-heading"
              title={<InLang lang={langs.whyChooseHeading}>{homeSections.whyChoose.heading}</InLang>}
              intro={<InLang lang={langs.whyChooseIntro}>{homeSections.whyChoose.intro}</InLang>}
              tone="dark"
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {whyChoose.map((item) => (
                <li key={item.id} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                  <div className="flex items-center gap-3">
                    <ContentIcon name={item.icon} className="size-6 shrink-0 text-accent-400" />
                    <h3 className="text-lg font-semibold">
                      <InLang lang={item.langs.title}>{item.title}</InLang>
                    </h3>
                  </div>
                  <p className="mt-3 leading-7 text-brand-100">
                    <InLang lang={item.langs.description}>{item.description}</InLang>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
          <div className="container-page">
            <SectionHeading id="testimonials-heading" title={text.testimonials.title} intro={text.testimonials.intro} />
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

      <CtaSection
        title={<InLang lang={langs.ctaHeading}>{homeCta.heading}</InLang>}
        text={<InLang lang={langs.ctaText}>{homeCta.text}</InLang>}
        linkLabel={<InLang lang={langs.ctaButtonLabel}>{homeCta.button.label}</InLang>}
        linkTo={homeCta.button.to}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = pageTextFrom(matches).home;
  return publicMeta(matches, { title: text.metaTitle, brandFirst: true, description: text.description, path: "/" });
};
