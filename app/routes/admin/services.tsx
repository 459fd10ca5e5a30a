import { Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { ContentList } from "~/components/admin/editors/content-list";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { deleteService, listServices, moveService } from "~/models/services.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, notFound, readListIntent } from "~/utils/editor-actions.server";
import { getDb } from "~/utils/runtime.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const services = await listServices(getDb());
  return { services: services.map(({ id, title, features }) => ({ id, title, subtitle: features.join(" · ") })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const intent = await readListIntent(request);
  const db = getDb();
  if (intent.intent === "delete") {
    const title = await deleteService(db, intent.id);
    if (title === null) throw notFound("Service");
    await recordAudit(db, { actor: auditActor(admin), action: "deleted", entity: "service", entityId: intent.id, details: { title } });
    return redirectWithToast("/admin/services", { type: "success", message: "Service deleted successfully" });
  }
  if (!(await moveService(db, intent.id, intent.direction))) throw notFound("Service");
  await recordAudit(db, { actor: auditActor(admin), action: "reordered", entity: "service", entityId: intent.id, details: { direction: intent.direction } });
  return redirect("/admin/services");
}

export const meta = () => [{ title: "Services · Admin" }];

export default function ServicesEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Services</h1>
        <Link to="/admin/services/new" className={buttonStyles.primary}>
          <Plus className="size-4" aria-hidden="true" />
          Add service
        </Link>
      </div>
      <ContentList
        items={loaderData.services}
        basePath="/admin/services"
        noun="service"
        deleteQuestion="Are you sure you want to delete this service?"
        emptyText="No services yet. Add the first one."
      />
    </div>
  );
}
