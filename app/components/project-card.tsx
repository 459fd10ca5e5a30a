import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import type { PublicProject } from "~/models/public-content.server";
import { fill } from "~/utils/fill-template";

import { ProjectImage } from "./project-image";
import { useWords } from "./use-words";

/** A portfolio project's card: image with its category, title, description, technologies and the case study link. */
export function ProjectCard({
  project,
  index,
  headingLevel = 2,
}: {
  project: PublicProject;
  /** Its place in the list: the first two load their image at once. */
  index: number;
  headingLevel?: 2 | 3;
}) {
  const words = useWords().portfolio;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
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
        <Heading className="text-xl font-semibold text-slate-900">
          <InLang lang={project.langs.title}>{project.title}</InLang>
        </Heading>
        <p className="mt-2 flex-1 leading-7 text-slate-600">
          <InLang lang={project.langs.description}>{project.description}</InLang>
        </p>
        {project.technologies.length > 0 ? (
          <ul
            className="mt-4 flex flex-wrap gap-2"
            aria-label={fill(words.technologiesFor, { project: project.title })}
          >
            {project.technologies.map((tech) => (
              <li key={tech} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
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
  );
}
