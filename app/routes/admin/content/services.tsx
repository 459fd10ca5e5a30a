import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { deleteService, listServices, moveService, SERVICE_TEXT_FIELDS } from "~/models/services.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const services = await listServices(getDb());
  return {
    services: services.map((service) => ({
      id: service.id,
      title: service.title,
      subtitle: service.features.join(" · "),
      needsTranslation: needsTranslation(service, SERVICE_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Service",
    listPath: "/admin/services",
    remove: deleteService,
    move: moveService,
  });
}

export const meta = () => [{ title: "Services · Admin" }];

export default function ServicesEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link to="/admin/services/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
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
