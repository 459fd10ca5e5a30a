import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { checkScreen } from "../support/admin-screens";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";
import { pngBytes } from "../support/upload-fixtures";

// The shop's editors in a browser: products and their categories, each change showing on /shop.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

async function open(path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState("networkidle");
}

/** A visitor's view of /shop: product names in order, and the category filters after "All". */
async function shopView(visitor: Page) {
  await visitor.goto(`${site.url}/shop`);
  const names = await visitor.locator("main article h2").allTextContents();
  const filters = await visitor
    .getByRole("navigation", { name: "Product categories" })
    .getByRole("link")
    .allTextContents();
  return { names, filters: filters.slice(1) };
}

describe("shop editors", () => {
  it("products: add (a bad price refused next to the field), edit, reorder, hide and delete, and /shop follows", async () => {
    const visitor = await site.newPage();
    const seeded = await shopView(visitor);
    expect(seeded.names).toHaveLength(12);

    await open("/admin/products");
    await page.getByRole("navigation").getByRole("link", { name: "Shop products" }).first().waitFor();
    await checkScreen(page, "products-list");
    await page.getByRole("link", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "Add product" }).waitFor();
    await checkScreen(page, "product-new");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Cube Speaker");
    await page.getByLabel("Category").selectOption({ label: "Audio" });
    await page.getByLabel("Price (taka)").fill("12.5");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("A loud little cube for the desk.");
    await page.getByLabel("Image alt text").fill("A small cube speaker");
    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: "cube.png", mimeType: "image/png", buffer: Buffer.from(await pngBytes(400, 300)) });
    await page.getByRole("button", { name: "Save" }).click();
    const price = page.getByLabel("Price (taka)");
    await page.getByText("Enter the price in whole taka, without decimals or other characters").waitFor();
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(price.inputValue()).resolves.toBe("12.5");
    await price.fill("-3");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Price cannot be below zero").waitFor();
    await expect(page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).resolves.toBe("Cube Speaker");

    await price.fill("2500");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/products$/);
    await expectToast(page, "Product added successfully");
    expect((await shopView(visitor)).names).toEqual([...seeded.names, "Cube Speaker"]);
    await expect(
      visitor.locator("main article").filter({ hasText: "Cube Speaker" }).getByTestId("product-price").textContent(),
    ).resolves.toBe("২,৫০০৳");
    await expect(visitor.getByRole("img", { name: "A small cube speaker" }).count()).resolves.toBe(1);

    await page.getByRole("link", { name: "Edit Cube Speaker" }).click();
    await page.getByRole("heading", { name: "Edit product" }).waitFor();
    await checkScreen(page, "product-edit");
    await page.getByLabel("Price (taka)").fill("2999");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/products$/);
    await expectToast(page, "Product updated successfully");
    await visitor.goto(`${site.url}/shop?q=cube`);
    await expect(visitor.getByTestId("product-price").allTextContents()).resolves.toEqual(["২,৯৯৯৳"]);

    // Keyboard: the move button keeps focus after the move.
    await page.getByRole("button", { name: "Move Cube Speaker up" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[aria-label="Move Cube Speaker down"]')?.disabled === false,
    );
    expect((await shopView(visitor)).names.at(-2)).toBe("Cube Speaker");

    await page.getByRole("link", { name: "Edit Cube Speaker" }).click();
    await page.getByRole("heading", { name: "Edit product" }).waitFor();
    await page.getByLabel("Show on the shop").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByText(/Hidden from the shop/).waitFor();
    expect((await shopView(visitor)).names).toEqual(seeded.names);

    await page.getByRole("link", { name: "Delete Cube Speaker" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this product?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Product deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Cube Speaker"]'));
    await visitor.context().close();
  });

  it("categories: add, rename, reorder and delete, and one that products use is refused with their names", async () => {
    const visitor = await site.newPage();
    const seeded = await shopView(visitor);
    expect(seeded.filters).toEqual(["Laptops", "Accessories", "Audio", "Gaming", "Displays", "Wearables", "Storage"]);

    await open("/admin/products");
    await page.getByRole("link", { name: "Categories" }).click();
    await page.getByRole("heading", { name: "Product categories" }).waitFor();
    await checkScreen(page, "product-categories");

    await page.getByRole("link", { name: "Delete Storage" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this category?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page
      .getByRole("alert")
      .filter({ hasText: "“Storage” cannot be deleted: the product “1 TB Portable SSD” uses it." })
      .waitFor();
    expect((await shopView(visitor)).filters).toContain("Storage");

    await page.getByRole("link", { name: "Add category" }).click();
    await page.getByRole("heading", { name: "Add category" }).waitFor();
    await checkScreen(page, "product-category-new");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Name is required").waitFor();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Drones");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/product-categories$/);
    await expectToast(page, "Category added successfully");
    expect((await shopView(visitor)).filters).toEqual([...seeded.filters, "Drones"]);

    await page.getByRole("button", { name: "Move Drones up" }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[aria-label="Move Drones down"]')?.disabled === false,
    );
    expect((await shopView(visitor)).filters.at(-2)).toBe("Drones");

    await page.getByRole("link", { name: "Edit Drones" }).click();
    await page.getByRole("heading", { name: "Edit category" }).waitFor();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Camera drones");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/product-categories$/);
    await expectToast(page, "Category updated successfully");
    expect((await shopView(visitor)).filters.at(-2)).toBe("Camera drones");

    await page.getByRole("link", { name: "Delete Camera drones" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this category?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Category deleted successfully");
    expect((await shopView(visitor)).filters).toEqual(seeded.filters);
    await visitor.context().close();
  });
});
