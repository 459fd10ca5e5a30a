import { asc, eq, inArray } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import {
  type ProductCategoryInput,
  productCategoryTranslation,
  type ProductInput,
  productTranslation,
} from "~/features/shop/product-schema";

import { type ImageChoice, resolveImageChoice, setMediaAlt } from "./media.server";
import { isUniqueViolation, renameVersioned, updateVersionedWithImage } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The shop's products and their categories (decision 091), as staff edit them.

export type Product = typeof products.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;

/** The texts a product and a category are translated in (decision 080). */
export const PRODUCT_TEXT_FIELDS = productTranslation.fields satisfies readonly (keyof Product)[];
export const PRODUCT_CATEGORY_TEXT_FIELDS =
  productCategoryTranslation.fields satisfies readonly (keyof ProductCategory)[];

export type SaveResult =
  { ok: true; id: string } | { ok: false; reason: "stale" | "missing" | "name-taken" | "no-category" };

/** Runs a save; a name or category the database refuses (it rolls the transaction back) is returned as such. */
async function refusable(work: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
    const candidate = error as { code?: string; cause?: { code?: string } };
    if (candidate?.code === "23503" || candidate?.cause?.code === "23503") return { ok: false, reason: "no-category" };
    throw error;
  }
}

// ---- categories ----

export function listProductCategories(db: Db): Promise<ProductCategory[]> {
  return db
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.createdAt), asc(productCategories.id));
}

export async function getProductCategory(db: Db, id: string): Promise<ProductCategory | null> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id)).limit(1);
  return row ?? null;
}

export function createProductCategory(db: Db, input: ProductCategoryInput): Promise<SaveResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(productCategories)
        .values({
          name: input.name,
          translations: input.translations,
          position: await nextPosition(tx, productCategories),
        })
        .returning({ id: productCategories.id });
      return { ok: true, id: row!.id } as const;
    }),
  );
}

/** Renames a category only while it is still at `version`; a name another category has is refused. */
export function updateProductCategory(
  db: Db,
  id: string,
  version: number,
  input: ProductCategoryInput,
): Promise<SaveResult> {
  return renameVersioned(db, productCategories, id, version, input);
}

export type DeleteCategoryResult =
  { ok: true; name: string } | { ok: false; reason: "missing" } | { ok: false; reason: "in-use"; products: string[] };

/** Deletes a category no product uses; otherwise names the products that still use it. */
export async function deleteProductCategory(db: Db, id: string): Promise<DeleteCategoryResult> {
  const users = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.categoryId, id))
    .orderBy(asc(products.position), asc(products.name));
  if (users.length > 0) return { ok: false, reason: "in-use", products: users.map((row) => row.name) };
  try {
    const [row] = await db
      .delete(productCategories)
      .where(eq(productCategories.id, id))
      .returning({ name: productCategories.name });
    return row ? { ok: true, name: row.name } : { ok: false, reason: "missing" };
  } catch (error) {
    // A product given this category between the check and the delete: the foreign key refuses it.
    const candidate = error as { code?: string; cause?: { code?: string } };
    if (candidate?.code === "23503" || candidate?.cause?.code === "23503") return deleteProductCategory(db, id);
    throw error;
  }
}

/** "Cannot delete “Audio”: it is used by Headphones and Earbuds. Move them to another category first." */
export function categoryInUseMessage(category: string, productNames: readonly string[]): string {
  const quoted = productNames.map((name) => `“${name}”`);
  const list = quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `“${category}” cannot be deleted: ${productNames.length === 1 ? "the product" : "the products"} ${list} ${productNames.length === 1 ? "uses" : "use"} it. Give ${productNames.length === 1 ? "it" : "them"} another category first.`;
}

export function moveProductCategory(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, productCategories, id, direction);
}

// ---- products ----

export type ProductListRow = Product & { categoryName: string };

export async function listProducts(db: Db): Promise<ProductListRow[]> {
  return db
    .select({ product: products, categoryName: productCategories.name })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(asc(products.position), asc(products.createdAt), asc(products.id))
    .then((rows) => rows.map(({ product, categoryName }) => ({ ...product, categoryName })));
}

export async function getProduct(db: Db, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Whether every id names a category (a form may send any text). */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const rows = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(inArray(productCategories.id, [id]));
  return rows.length > 0;
}

function productColumns(input: ProductInput) {
  const { imageAlt: _alt, ...fields } = input;
  return fields;
}

/** The image's alt text is the library's (decision 089): the editor's alt field edits the chosen file's. */
export function createProduct(db: Db, input: ProductInput, image: ImageChoice): Promise<SaveResult> {
  return refusable(() =>
    inTransaction(db, async (tx) => {
      const imageMediaId = await resolveImageChoice(tx, image);
      await setMediaAlt(tx, imageMediaId, input.imageAlt);
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(input), imageMediaId, position: await nextPosition(tx, products) })
        .returning({ id: products.id });
      return { ok: true, id: row!.id } as const;
    }),
  );
}

/** Updates the fields, the image when another is chosen, and its alt text, only while still at `version`. */
export function updateProduct(
  db: Db,
  id: string,
  version: number,
  input: ProductInput,
  image: ImageChoice | null,
): Promise<SaveResult> {
  const store = image && ((tx: Db) => resolveImageChoice(tx, image));
  return refusable(async () => {
    const saved = await updateVersionedWithImage(
      db,
      products,
      id,
      version,
      { column: "imageMediaId", store },
      productColumns(input),
      { after: (tx, { mediaId }) => setMediaAlt(tx, mediaId, input.imageAlt) },
    );
    return saved.ok ? { ok: true, id } : saved;
  });
}

/** Returns the deleted product's name, or null when there was none. Its image stays in the library. */
export async function deleteProduct(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ name: products.name });
  return row?.name ?? null;
}

export function moveProduct(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, products, id, direction);
}
