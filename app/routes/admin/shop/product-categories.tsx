import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { FormError } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  categoryInUseMessage,
  deleteProductCategory,
  listProductCategories,
  moveProductCategory,
  PRODUCT_CATEGORY_TEXT_FIELDS,
} from "~/models/products.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { performListAction, readListIntent } from "~/routes/admin/shared/editor-actions.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/product-categories";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await listProductCategories(getDb());
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: category.name,
      needsTranslation: needsTranslation(category, PRODUCT_CATEGORY_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const intent = await readListIntent(request);
  return performListAction(db, intent, {
    admin,
    noun: "Category",
    entity: "product_category",
    listPath: "/admin/product-categories",
    deletedMessage: "Category deleted successfully",
    async remove(id) {
      const deleted = await deleteProductCategory(db, id);
      if (deleted.ok) return deleted.name;
      if (deleted.reason === "missing") return null;
      const category = (await listProductCategories(db)).find((row) => row.id === id);
      return { refused: categoryInUseMessage(category?.name ?? "This category", deleted.products) };
    },
    move: (id, direction) => moveProductCategory(db, id, direction),
  });
}

export const meta = () => [{ title: "Product categories · Admin" }];

export default function ProductCategoriesEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/admin/products" className="text-sm font-medium text-brand-800 hover:underline">
            ← Shop products
          </Link>
        </div>
        <Link to="/admin/product-categories/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add category
        </Link>
      </div>
      <p className="text-sm text-slate-600">The shop shows its category filters in this order, after “All”.</p>
      <FormError message={actionData && "listError" in actionData ? actionData.listError : null} />
      <ContentList
        items={loaderData.categories}
        basePath="/admin/product-categories"
        noun="category"
        listLabel="categories"
        deleteQuestion="Are you sure you want to delete this category?"
        emptyText="No categories yet. Add the first one."
      />
    </div>
  );
}
