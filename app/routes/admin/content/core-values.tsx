import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { CORE_VALUE_TEXT_FIELDS, deleteCoreValue, listCoreValues, moveCoreValue } from "~/models/about-content.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/core-values";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const values = await listCoreValues(getDb());
  return {
    values: values.map((value) => ({
      id: value.id,
      title: value.title,
      subtitle: value.description,
      needsTranslation: needsTranslation(value, CORE_VALUE_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Core value",
    listPath: "/admin/core-values",
    remove: deleteCoreValue,
    move: moveCoreValue,
  });
}

export const meta = () => [{ title: "Core values · Admin" }];

export default function CoreValuesEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">“Our Core Values” on the About page, in this order.</p>
        <Link to="/admin/core-values/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add value
        </Link>
      </div>
      <ContentList
        items={loaderData.values}
        basePath="/admin/core-values"
        noun="core value"
        deleteQuestion="Are you sure you want to delete this value?"
        emptyText="No values yet: the About page shows none. Add the first one."
      />
    </div>
  );
}
