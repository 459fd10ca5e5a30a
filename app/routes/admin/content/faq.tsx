import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { deleteFaqItem, FAQ_ITEM_TEXT_FIELDS, listFaqItems, moveFaqItem } from "~/models/faq-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/faq";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = await listFaqItems(getDb());
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.question,
      subtitle: item.visible ? item.answer : `Hidden from the Contact page · ${item.answer}`,
      needsTranslation: needsTranslation(item, FAQ_ITEM_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "FAQ item",
    listPath: "/admin/faq",
    remove: deleteFaqItem,
    move: moveFaqItem,
  });
}

export const meta = () => [{ title: "FAQ · Admin" }];

export default function FaqEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          The questions and answers at the foot of the Contact page, in this order.
        </p>
        <Link to="/admin/faq/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add question
        </Link>
      </div>
      <ContentList
        items={loaderData.items}
        basePath="/admin/faq"
        noun="FAQ item"
        deleteQuestion="Are you sure you want to delete this question?"
        emptyText="No questions yet: the Contact page shows no FAQ. Add the first one."
      />
    </div>
  );
}
