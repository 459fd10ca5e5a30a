import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { deleteProduct, listProducts, moveProduct, PRODUCT_TEXT_FIELDS } from "~/models/products.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { formatBDT } from "~/utils/bdt";
import { mediaSrc } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const products = await listProducts(getDb());
  return {
    products: products.map((product) => ({
      id: product.id,
      title: product.name,
      subtitle: [product.categoryName, formatBDT(product.price), product.visible ? "" : "Hidden from the shop"]
        .filter(Boolean)
        .join(" · "),
      needsTranslation: needsTranslation(product, PRODUCT_TEXT_FIELDS),
      imageSrc: mediaSrc(product.imageMediaId, 400),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Product",
    listPath: "/admin/products",
    remove: deleteProduct,
    move: moveProduct,
  });
}

export const meta = () => [{ title: "Shop products · Admin" }];

export default function ProductsEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/product-categories" className={buttonStyles.secondary}>
            <Icon name="Layers" className="size-4" />
            Categories
          </Link>
          <Link to="/admin/products/new" className={buttonStyles.primary}>
            <Icon name="Plus" className="size-4" />
            Add product
          </Link>
        </div>
      </div>
      <ContentList
        items={loaderData.products}
        basePath="/admin/products"
        noun="product"
        deleteQuestion="Are you sure you want to delete this product?"
        emptyText="No products yet. Add the first one."
      />
    </div>
  );
}
