import { BlogCard } from "~/components/blog-card";
import { ClientLogoMarquee } from "~/components/client-logo-marquee";
import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { HomeHero } from "~/components/home-hero";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { OrganizationJsonLd } from "~/components/site-json-ld";
import { TestimonialCard } from "~/components/testimonial-card";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/home";
import { homePageData } from "./home.server";

export async function loader({ request }: Route.LoaderArgs) {
  return homePageData(getDb(), localeOfRequest(request));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, clientLogos, testimonials, blogTeasers, whyChoose, technologies, content, langs } = loaderData;
  const { story } = useWords().about;
  const { hero: homeHero, sections: homeSections, vision: homeVision, mission: homeMission, cta: homeCta } = content;
  return (
    <>
      <OrganizationJsonLd />

      <HomeHero hero={homeHero} langs={langs} />

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
            to={homeSections.blog.linkTo}
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            <InLang lang={langs.allArticlesLabel}>{homeSections.blog.linkLabel}</InLang>
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
            <SectionHeading
              id="testimonials-heading"
              title={<InLang lang={langs.testimonialsHeading}>{homeSections.testimonials.heading}</InLang>}
              intro={<InLang lang={langs.testimonialsIntro}>{homeSections.testimonials.intro}</InLang>}
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
  const text = wordsFrom(matches).home;
  return publicMeta(matches, { title: text.metaTitle, brandFirst: true, description: text.description, path: "/" });
};
