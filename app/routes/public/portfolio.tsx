import { CtaSection } from "~/components/cta-section";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { ProjectCard } from "~/components/project-card";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { readPageTexts } from "~/models/page-copy.server";
import { listProjects } from "~/models/public-content.server";
import { memoContent } from "~/utils/content-memo.server";
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
                <ProjectCard project={project} index={index} />
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
