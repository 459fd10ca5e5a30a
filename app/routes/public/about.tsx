import { useRouteLoaderData } from "react-router";

import { ContentIcon } from "~/components/content-icon";
import { CtaSection } from "~/components/cta-section";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { StatCounters } from "~/components/stat-counter";
import { useLocale } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { companyDefaults } from "~/content/company";
import { getDb } from "~/db/client.server";
import { getAboutContent } from "~/models/about-content.server";
import { readPageCopies } from "~/models/page-copy.server";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { localeFromPathname, localeOfRequest } from "~/utils/locale";
import { formatYear } from "~/utils/locale-format";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/about";
import type { loader as layoutLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const locale = localeOfRequest(request);
  const [about, copy] = await memoContent(`about ${locale}`, () =>
    Promise.all([getAboutContent(db, locale), readPageCopies(db, ["vision-mission", "about"], locale)]),
  );
  return {
    ...about,
    visionMission: copy["vision-mission"].content,
    visionMissionLangs: copy["vision-mission"].langs,
    copy: copy.about,
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { figures, values, visionMission, visionMissionLangs, copy } = loaderData;
  const locale = useLocale();
  const text = pageCopyText(copy);
  const words = useWords().about;
  const foundedYear =
    useRouteLoaderData<typeof layoutLoader>("routes/public/layout")?.settings.foundedYear ??
    companyDefaults.foundedYear;
  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro", { year: formatYear(foundedYear, locale) })} />

      <section aria-labelledby="stats-heading" className="bg-brand-950 py-16">
        <div className="container-page">
          <h2 id="stats-heading" className="sr-only">
            {text("figuresHeading")}
          </h2>
          <StatCounters stats={figures} />
        </div>
      </section>

      <section aria-labelledby="story-heading" className="container-page py-16 sm:py-24">
        <SectionHeading id="story-heading" eyebrow={text("storyEyebrow")} title={text("storyTitle")} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name="Target" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{words.story.mission}</h3>
            <p className="mt-3 leading-7 text-slate-700">
              <InLang lang={visionMissionLangs.mission}>{visionMission.mission}</InLang>
            </p>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name="Eye" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{words.story.vision}</h3>
            <p className="mt-3 leading-7 text-slate-700">
              <InLang lang={visionMissionLangs.vision}>{visionMission.vision}</InLang>
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="values-heading"
            eyebrow={text("valuesEyebrow")}
            title={text("valuesTitle")}
            intro={text("valuesIntro")}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.id} className="card-lift rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">
                  <InLang lang={value.langs.title}>{value.title}</InLang>
                </h3>
                <p className="mt-3 leading-7 text-slate-600">
                  <InLang lang={value.langs.description}>{value.description}</InLang>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link
              to={copy.content.teamLinkTarget}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
            >
              {text("teamLinkLabel")}
              <Icon name="ArrowRight" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <CtaSection
        title={text("ctaTitle")}
        text={text("ctaText")}
        linkLabel={text("ctaLinkLabel")}
        linkTo={copy.content.ctaLinkTarget}
      />
    </>
  );
}

/** The year saved in Settings, as the public layout loaded it. */
function foundedYearFrom(matches: Route.MetaArgs["matches"]): number {
  const layout = matches.find((match) => match?.id === "routes/public/layout")?.loaderData as
    Awaited<ReturnType<typeof layoutLoader>> | undefined;
  return layout?.settings.foundedYear ?? companyDefaults.foundedYear;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPathname(location.pathname);
  const text = wordsFrom(matches).pages.about;
  return publicMeta(matches, {
    title: text.metaTitle,
    description: fill(text.description, { year: formatYear(foundedYearFrom(matches), locale) }),
    path: "/about",
  });
};
