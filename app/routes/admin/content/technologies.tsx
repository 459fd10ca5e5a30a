import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { deleteTechnology, listTechnologyRows, moveTechnology } from "~/models/technologies.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { mediaSrc } from "~/utils/media-urls";

import type { Route } from "./+types/technologies";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listTechnologyRows(getDb());
  return {
    technologies: rows.map((technology) => ({
      id: technology.id,
      title: technology.name,
      subtitle: technology.visible ? "Shown on the home page" : "Hidden from the home page",
      imageSrc: mediaSrc(technology.logoMediaId),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Technology",
    listPath: "/admin/technologies",
    remove: deleteTechnology,
    move: moveTechnology,
  });
}

export const meta = () => [{ title: "Technologies · Admin" }];

export default function TechnologiesEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">The technology logos on the home page, in this order.</p>
        <Link to="/admin/technologies/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add technology
        </Link>
      </div>
      <ContentList
        items={loaderData.technologies}
        basePath="/admin/technologies"
        noun="technology"
        listLabel="Technologies"
        imageFit="contain"
        deleteQuestion="Are you sure you want to delete this technology?"
        emptyText="No technologies yet: the home page shows no logos. Add the first one."
      />
    </div>
  );
}
