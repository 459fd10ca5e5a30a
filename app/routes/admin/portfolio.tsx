import { Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { ContentList } from "~/components/admin/editors/content-list";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { deleteProject, listProjects, moveProject } from "~/models/projects.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, notFound, readListIntent } from "~/utils/editor-actions.server";
import { mediaSrc } from "~/utils/media-urls";
import { getDb } from "~/utils/runtime.server";
import { redirectWithToast } from "~/utils/toast.server";
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
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const intent = await readListIntent(request);
  const db = getDb();
  if (intent.intent === "delete") {
    const title = await deleteProject(db, intent.id);
    if (title === null) throw notFound("Project");
    await recordAudit(db, { actor: auditActor(admin), action: "deleted", entity: "project", entityId: intent.id, details: { title } });
    return redirectWithToast("/admin/portfolio", { type: "success", message: "Project deleted successfully" });
  }
  if (!(await moveProject(db, intent.id, intent.direction))) throw notFound("Project");
  await recordAudit(db, { actor: auditActor(admin), action: "reordered", entity: "project", entityId: intent.id, details: { direction: intent.direction } });
  return redirect("/admin/portfolio");
}

export const meta = () => [{ title: "Portfolio · Admin" }];

export default function PortfolioEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Portfolio</h1>
        <Link to="/admin/portfolio/new" className={buttonStyles.primary}>
          <Plus className="size-4" aria-hidden="true" />
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
