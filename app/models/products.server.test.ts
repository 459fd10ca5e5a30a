import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { productCategoriesBn, productsBn } from "~/content/bn/products";
import { productCategories as demoCategories, products as demoProducts } from "~/content/products";
import { seedDemoShop } from "~/db/seed.server";
import { ALL_CATEGORIES, categoryFilter, filterProducts } from "~/utils/shop";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { deleteLibraryMedia, getLibraryItem, insertMedia } from "./media.server";
import {
  categoryInUseMessage,
  createProduct,
  createProductCategory,
  deleteProduct,
  deleteProductCategory,
  getProduct,
  listProductCategories,
  listProducts,
  moveProduct,
  moveProductCategory,
  updateProduct,
  updateProductCategory,
} from "./products.server";
import { listShop } from "./public-content.server";

describe.each(testDrivers())("shop products and categories (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's seven categories and twelve products once, with their prices, ratings and alt text", async () => {
    const { db } = database;
    expect(await seedDemoShop(db)).toBe(true);
    expect(await seedDemoShop(db)).toBe(false);
    const shop = await listShop(db);
    expect(shop.categories).toEqual(demoCategories.filter((name) => name !== "All"));
    expect(
      shop.products.map(({ name, category, price, rating, description, imageAlt }) => ({
        name,
        category,
        price,
        rating,
        description,
        imageAlt,
      })),
    ).toEqual(
      demoProducts.map(({ name, category, price, rating, description, imageAlt }) => ({
        name,
        category,
        price,
        rating,
        description,
        imageAlt,
      })),
    );
    expect(shop.products[0]?.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\?w=800&v=[0-9a-f]{16}$/);
    // Deleted products are not re-created by a later start.
    const last = (await listProducts(db)).at(-1)!;
    expect(await deleteProduct(db, last.id)).toBe(demoProducts.at(-1)!.name);
    expect(await seedDemoShop(db)).toBe(false);
    expect((await listShop(db)).products).toHaveLength(demoProducts.length - 1);
  });

  it("adds, reorders, hides and versions products; a used image and a used category cannot be deleted", async () => {
    const { db } = database;
    const image = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "drone.svg",
      alt: "old alt",
    });
    const categoryCreated = await createProductCategory(db, { name: "Drones" });
    expect(categoryCreated.ok).toBe(true);
    const categoryId = categoryCreated.ok ? categoryCreated.id : "";
    expect(await createProductCategory(db, { name: "drones" })).toEqual({ ok: false, reason: "name-taken" });
    expect((await listShop(db)).categories.at(-1)).toBe("Drones");
    expect(await moveProductCategory(db, categoryId, "up")).toBe(true);
    expect((await listShop(db)).categories.at(-2)).toBe("Drones");

    const fields = {
      name: "Sky Drone",
      categoryId,
      price: 45999,
      description: "A camera drone.",
      rating: 4.2,
      imageAlt: "A white drone",
      visible: true,
    };
    const created = await createProduct(db, fields, { mediaId: image });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : "";
    expect((await listShop(db)).products.at(-1)).toMatchObject({
      name: "Sky Drone",
      category: "Drones",
      price: 45999,
      rating: 4.2,
      imageAlt: "A white drone",
    });
    expect(await moveProduct(db, id, "up")).toBe(true);
    expect((await listShop(db)).products.at(-2)?.name).toBe("Sky Drone");

    expect(await updateProduct(db, id, 1, { ...fields, visible: false, price: 0 }, null)).toEqual({ ok: true, id });
    expect((await listShop(db)).products.map((product) => product.name)).not.toContain("Sky Drone");
    expect(
      await updateProduct(db, id, 1, { ...fields, name: "Overwritten", imageAlt: "Overwritten alt" }, null),
    ).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await getProduct(db, id)).toMatchObject({ name: "Sky Drone", price: 0, visible: false, version: 2 });
    // A refused save changes nothing beside the row either: the image's alt text is the one last saved.
    expect((await getLibraryItem(db, image))?.alt).toBe("A white drone");
    expect(await updateProduct(db, "00000000-0000-4000-8000-000000000000", 1, fields, null)).toEqual({
      ok: false,
      reason: "missing",
    });

    // A category in use is refused, naming its products; the library refuses to delete the image.
    expect(await deleteProductCategory(db, categoryId)).toEqual({
      ok: false,
      reason: "in-use",
      products: ["Sky Drone"],
    });
    expect(categoryInUseMessage("Drones", ["Sky Drone"])).toBe(
      "“Drones” cannot be deleted: the product “Sky Drone” uses it. Give it another category first.",
    );
    expect(categoryInUseMessage("Audio", ["A", "B", "C"])).toBe(
      "“Audio” cannot be deleted: the products “A”, “B” and “C” use it. Give them another category first.",
    );
    expect((await getLibraryItem(db, image))?.usages.map((usage) => usage.label)).toEqual(["product “Sky Drone”"]);
    expect((await deleteLibraryMedia(db, image)).ok).toBe(false);

    // Category renames are versioned too.
    expect(await updateProductCategory(db, categoryId, 1, { name: "Camera drones" })).toEqual({
      ok: true,
      id: categoryId,
    });
    expect(await updateProductCategory(db, categoryId, 1, { name: "Stale" })).toEqual({ ok: false, reason: "stale" });
    expect((await listProductCategories(db)).map((category) => category.name)).toContain("Camera drones");

    expect(await deleteProduct(db, id)).toBe("Sky Drone");
    expect(await deleteProductCategory(db, categoryId)).toEqual({ ok: true, name: "Camera drones" });
    expect(await deleteProductCategory(db, categoryId)).toEqual({ ok: false, reason: "missing" });
  });

  it("names categories in the page's language while the filter stays keyed on the English name", async () => {
    const { db } = database;
    const created = await createProductCategory(db, { name: "Cameras" });
    expect(created.ok).toBe(true);
    const bn = await listShop(db, "bn");
    expect(bn.categories).toContain("Laptops");
    expect(bn.categoryNames.Laptops).toEqual({ name: productCategoriesBn.Laptops.name, lang: "bn" });
    // Not translated yet: the English name, marked as English.
    expect(bn.categoryNames.Cameras).toEqual({ name: "Cameras", lang: "en" });
    const laptop = bn.products.find((product) => product.category === "Laptops")!;
    expect(laptop).toMatchObject({ categoryName: productCategoriesBn.Laptops.name, langs: { category: "bn" } });
    // ?category=Laptops filters the Bengali page as it does the English one; the Bengali name is searchable.
    const category = categoryFilter("Laptops", bn.categories);
    expect(category).toBe("Laptops");
    const filtered = filterProducts(bn.products, { category });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((product) => product.category === "Laptops")).toBe(true);
    expect(categoryFilter(productCategoriesBn.Laptops.name, bn.categories)).toBe(ALL_CATEGORIES);
    expect(filterProducts(bn.products, { q: productCategoriesBn.Laptops.name })).toEqual(filtered);

    // Library alt text in the page's language too; an image whose alt is not translated keeps English, marked en.
    const first = demoProducts[0]!;
    expect(bn.products.find((product) => product.name === productsBn[first.slug]!.name)).toMatchObject({
      imageAlt: productsBn[first.slug]!.imageAlt,
      imageAltLang: "bn",
    });
    const image = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "camera.svg",
      alt: "A mirrorless camera",
    });
    const added = await createProduct(
      db,
      {
        name: "Mirror One",
        categoryId: created.ok ? created.id : "",
        price: 1,
        description: "A camera.",
        rating: 4,
        imageAlt: "A mirrorless camera",
        visible: true,
      },
      { mediaId: image },
    );
    expect(added.ok).toBe(true);
    expect((await listShop(db, "bn")).products.find((product) => product.name === "Mirror One")).toMatchObject({
      imageAlt: "A mirrorless camera",
      imageAltLang: "en",
    });

    const en = await listShop(db, "en");
    expect(en.products.find((product) => product.name === first.name)).toMatchObject({
      imageAlt: first.imageAlt,
      imageAltLang: "en",
    });
    expect(en.categoryNames.Laptops).toEqual({ name: "Laptops", lang: "en" });
    expect(en.products.find((product) => product.category === "Laptops")).toMatchObject({
      categoryName: "Laptops",
      langs: { category: "en" },
    });
  });
});
