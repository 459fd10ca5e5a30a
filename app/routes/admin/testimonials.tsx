import { Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { ContentList } from "~/components/admin/editors/content-list";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { deleteTestimonial, listTestimonials, moveTestimonial } from "~/models/testimonials.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, notFound, readListIntent } from "~/utils/editor-actions.server";
import { mediaSrc } from "~/utils/media-urls";
import { getDb } from "~/utils/runtime.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/testimonials";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const testimonials = await listTestimonials(getDb());
  return {
    testimonials: testimonials.map((testimonial) => ({
      id: testimonial.id,
      title: testimonial.name,
      subtitle: [testimonial.role, testimonial.company].filter(Boolean).join(", "),
      imageSrc: mediaSrc(testimonial.imageMediaId, 400),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const intent = await readListIntent(request);
  const db = getDb();
  if (intent.intent === "delete") {
    const title = await deleteTestimonial(db, intent.id);
    if (title === null) throw notFound("Testimonial");
    await recordAudit(db, { actor: auditActor(admin), action: "deleted", entity: "testimonial", entityId: intent.id, details: { title } });
    return redirectWithToast("/admin/testimonials", { type: "success", message: "Testimonial deleted successfully" });
  }
  if (!(await moveTestimonial(db, intent.id, intent.direction))) throw notFound("Testimonial");
  await recordAudit(db, { actor: auditActor(admin), action: "reordered", entity: "testimonial", entityId: intent.id, details: { direction: intent.direction } });
  return redirect("/admin/testimonials");
}

export const meta = () => [{ title: "Testimonials · Admin" }];

export default function TestimonialsEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Testimonials</h1>
        <Link to="/admin/testimonials/new" className={buttonStyles.primary}>
          <Plus className="size-4" aria-hidden="true" />
          Add testimonial
        </Link>
      </div>
      <ContentList
        items={loaderData.testimonials}
        basePath="/admin/testimonials"
        noun="testimonial"
        deleteQuestion="Are you sure you want to delete this testimonial?"
        emptyText="No testimonials yet. Add the first one."
      />
    </div>
  );
}
