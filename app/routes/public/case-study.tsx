import { data, redirect } from "react-router";

import { CtaSection } from "~/components/cta-section";
import { UnexpectedErrorView } from "~/components/error-page";
import { Icon } from "~/components/icon";
import { InLang, useForeignLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { pageCopyText } from "~/components/page-copy";
import { ProjectImage } from "~/components/project-image";
import { useLocale } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { readPageTexts } from "~/models/page-copy.server";
import { findRedirectedProjectSlug } from "~/models/projects.server";
import { getCaseStudy } from "~/models/public-content.server";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { type Locale, localeOfRequest, localizePath } from "~/utils/locale";
import { paragraphs } from "~/utils/paragraphs";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/case-study";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const found = await memoContent(`case-study ${locale} ${params.slug}`, async () => {
    const db = getDb();
    const [project, cta] = await Promise.all([
      getCaseStudy(db, params.slug, locale),
      readPageTexts(db, "portfolio", locale),
    ]);
    return { project, cta, movedTo: project ? null : await findRedirectedProjectSlug(db, params.slug) };
  });
  // The Portfolio page's closing call to action closes each case study too.
  if (found.project) return { project: found.project, cta: found.cta };
  if (found.movedTo) throw redirect(localizePath(`/portfolio/${found.movedTo}`, locale), 301);
  throw data(null, { status: 404 });
}

function CaseStudySection({ id, title, text, lang }: { id: string; title: string; text: string; lang: Locale }) {
  const parts = paragraphs(text);
  const textLang = useForeignLang(lang);
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div lang={textLang} className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
        {parts.map((part, index) => (
          <p key={index} className="whitespace-pre-line">
            {part}
          </p>
        ))}
      </div>
    </section>
  );
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const text = useWords().caseStudy;
  const cta = pageCopyText(loaderData.cta);
  const locale = useLocale();
  const hasStory = [project.challenge, project.solution, project.results].some((text) => paragraphs(text).length > 0);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-12 sm:py-16">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-100 hover:text-white"
          >
            <Icon name="ArrowLeft" className="size-4" />
            {text.allProjects}
          </Link>
          {project.category ? (
            <p className="mt-6 text-sm font-semibold tracking-wide text-accent-400 uppercase">
              <InLang lang={project.langs.category}>{project.category}</InLang>
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <InLang lang={project.langs.title}>{project.title}</InLang>
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-brand-100">
            <InLang lang={project.langs.description}>{project.description}</InLang>
          </p>
          {project.technologies.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={text.technologies}>
              {project.technologies.map((tech) => (
                <li key={tech} className="rounded-md bg-white/10 px-2.5 py-1 text-sm font-medium text-white">
                  {tech}
                </li>
              ))}
            </ul>
          ) : null}
          {project.link ? (
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-2.5 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
            >
              {text.visit}
              <span className="sr-only">{text.newTab}</span>
              <Icon name="ExternalLink" className="size-4" />
            </a>
          ) : null}
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <ProjectImage
          project={project}
          sizes="(min-width: 1280px) 1152px, 100vw"
          className="mx-auto aspect-[3/2] w-full max-w-5xl rounded-2xl border border-slate-200 bg-slate-100 object-cover shadow-sm"
        />
        {hasStory ? (
          <div className="mx-auto mt-12 max-w-3xl">
            <CaseStudySection
              id="challenge-heading"
              title={text.challenge}
              text={project.challenge}
              lang={project.langs.challenge}
            />
            <CaseStudySection
              id="solution-heading"
              title={text.solution}
              text={project.solution}
              lang={project.langs.solution}
            />
            <CaseStudySection
              id="results-heading"
              title={text.results}
              text={project.results}
              lang={project.langs.results}
            />
          </div>
        ) : null}
        {project.gallery.length > 0 ? (
          <section aria-labelledby="gallery-heading" className="mx-auto mt-16 max-w-5xl">
            <h2 id="gallery-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {text.gallery}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {project.gallery.map((image, index) => (
                <li key={index}>
                  <img
                    src={image.url}
                    srcSet={image.srcSet}
                    sizes="(min-width: 640px) 50vw, 100vw"
                    alt={image.alt}
                    lang={image.altLang === locale ? undefined : image.altLang}
                    width={image.width ?? 1200}
                    height={image.height ?? 800}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <CtaSection
        title={cta("ctaTitle")}
        text={cta("ctaText")}
        linkLabel={cta("ctaLinkLabel")}
        linkTo={loaderData.cta.content.ctaLinkTarget}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: wordsFrom(matches).notFound.title }, { name: "robots", content: "noindex" }];
  const { project } = loaderData;
  return publicMeta(matches, {
    title: fill(wordsFrom(matches).caseStudy.metaTitle, { project: project.title }),
    description: project.description,
    path: `/portfolio/${project.slug}`,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedErrorView error={error} />;
}
