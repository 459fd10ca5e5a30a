import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteWhyChooseItem,
  listWhyChooseItems,
  moveWhyChooseItem,
  WHY_CHOOSE_TEXT_FIELDS,
} from "~/models/why-choose-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/why-choose";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = await listWhyChooseItems(getDb());
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      subtitle: item.visible ? item.description : `Hidden from the home page · ${item.description}`,
      needsTranslation: needsTranslation(item, WHY_CHOOSE_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Why choose us item",
    listPath: "/admin/why-choose-us",
    remove: deleteWhyChooseItem,
    move: moveWhyChooseItem,
  });
}

export const meta = () => [{ title: "Why choose us · Admin" }];

export default function WhyChooseEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">The reasons listed under “Why Choose” on the home page, in this order.</p>
        <Link to="/admin/why-choose-us/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add item
        </Link>
      </div>
      <ContentList
        items={loaderData.items}
        basePath="/admin/why-choose-us"
        noun="item"
        deleteQuestion="Are you sure you want to delete this item?"
        emptyText="No items yet: the home page shows no reasons to choose us. Add the first one."
      />
    </div>
  );
}
