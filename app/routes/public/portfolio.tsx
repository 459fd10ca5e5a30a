import { CtaSection } from "~/components/cta-section";
import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { ProjectImage } from "~/components/project-image";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { readPageTexts } from "~/models/page-copy.server";
import { listProjects } from "~/models/public-content.server";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/portfolio";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [projects, copy] = await memoContent(`portfolio ${locale}`, () =>
    Promise.all([listProjects(getDb(), locale), readPageTexts(getDb(), "portfolio", locale)]),
  );
  return { projects, copy };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const text = pageCopyText(loaderData.copy);
  const words = useWords().portfolio;
  const { projects } = loaderData;
  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro")} />
      <section aria-label={words.projects} className="container-page py-16 sm:py-24">
        {projects.length === 0 ? (
          <p className="text-center text-slate-600">{words.empty}</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.id}>
                <article className="flex h-full card-lift flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <div className="relative">
                    <ProjectImage
                      project={project}
                      sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
                      loading={index < 2 ? "eager" : "lazy"}
                      className="aspect-[3/2] w-full bg-slate-100 object-cover"
                    />
                    {project.category ? (
                      <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
                        <InLang lang={project.langs.category}>{project.category}</InLang>
                      </span>
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h2 className="text-xl font-semibold text-slate-900">
                      <InLang lang={project.langs.title}>{project.title}</InLang>
                    </h2>
                    <p className="mt-2 flex-1 leading-7 text-slate-600">
                      <InLang lang={project.langs.description}>{project.description}</InLang>
                    </p>
                    {project.technologies.length > 0 ? (
                      <ul
                        className="mt-4 flex flex-wrap gap-2"
                        aria-label={fill(words.technologiesFor, { project: project.title })}
                      >
                        {project.technologies.map((tech) => (
                          <li
                            key={tech}
                            className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700"
                          >
                            {tech}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Link
                      to={`/portfolio/${project.slug}`}
                      className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-900"
                    >
                      {words.viewCaseStudy}
                      <span className="sr-only">
                        : <InLang lang={project.langs.title}>{project.title}</InLang>
                      </span>
                      <Icon name="ArrowRight" className="size-4" />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
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

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).pages.portfolio.metaTitle,
    description: wordsFrom(matches).pages.portfolio.description,
    path: "/portfolio",
  });
