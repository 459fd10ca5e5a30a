import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { deleteProject, listProjects, moveProject, PROJECT_TEXT_FIELDS } from "~/models/projects.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { mediaSrc } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/portfolio";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const projects = await listProjects(getDb());
  return {
    projects: projects.map((project) => ({
      id: project.id,
      title: project.title,
      subtitle: [project.category, project.technologies.join(", ")].filter(Boolean).join(" · "),
      imageSrc: mediaSrc(project.imageMediaId, 400),
      needsTranslation: needsTranslation(project, PROJECT_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Project",
    listPath: "/admin/portfolio",
    remove: deleteProject,
    move: moveProject,
  });
}

export const meta = () => [{ title: "Portfolio · Admin" }];

export default function PortfolioEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link to="/admin/portfolio/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add project
        </Link>
      </div>
      <ContentList
        items={loaderData.projects}
        basePath="/admin/portfolio"
        noun="project"
        deleteQuestion="Are you sure you want to delete this project?"
        emptyText="No projects yet. Add the first one."
      />
    </div>
  );
}
