import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  ABOUT_FIGURE_TEXT_FIELDS,
  deleteAboutFigure,
  listAboutFigures,
  moveAboutFigure,
} from "~/models/about-content.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/about-figures";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const figures = await listAboutFigures(getDb());
  return {
    figures: figures.map((figure) => ({
      id: figure.id,
      title: figure.label,
      subtitle: `${figure.value}${figure.suffix}`,
      needsTranslation: needsTranslation(figure, ABOUT_FIGURE_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "About figure",
    listPath: "/admin/about-figures",
    remove: deleteAboutFigure,
    move: moveAboutFigure,
  });
}

export const meta = () => [{ title: "About figures · Admin" }];

export default function AboutFiguresEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">The counters at the top of the About page, in this order.</p>
        <Link to="/admin/about-figures/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add figure
        </Link>
      </div>
      <ContentList
        items={loaderData.figures}
        basePath="/admin/about-figures"
        noun="figure"
        deleteQuestion="Are you sure you want to delete this figure?"
        emptyText="No figures yet: the About page shows no counters. Add the first one."
      />
    </div>
  );
}
