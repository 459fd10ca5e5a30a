import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteTestimonial,
  listTestimonials,
  moveTestimonial,
  TESTIMONIAL_TEXT_FIELDS,
} from "~/models/testimonials.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { mediaSrc } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/testimonials";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const testimonials = await listTestimonials(getDb());
  return {
    testimonials: testimonials.map((testimonial) => ({
      id: testimonial.id,
      title: testimonial.name,
      subtitle: [testimonial.role, testimonial.company].filter(Boolean).join(", "),
      needsTranslation: needsTranslation(testimonial, TESTIMONIAL_TEXT_FIELDS),
      imageSrc: mediaSrc(testimonial.imageMediaId, 400),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Testimonial",
    listPath: "/admin/testimonials",
    remove: deleteTestimonial,
    move: moveTestimonial,
  });
}

export const meta = () => [{ title: "Testimonials · Admin" }];

export default function TestimonialsEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link to="/admin/testimonials/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
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
