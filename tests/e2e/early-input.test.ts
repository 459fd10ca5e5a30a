import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { products } from "~/content/products";
import { openDatabase } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { filterProducts } from "~/utils/shop";

import { siteUnderTest } from "../support/site";

// What a person types or chooses while the page is still starting (its scripts not yet run: a slow phone,
// a slow network) survives hydration. React left such a field alone while hydrating, then wrote its state
// back over it on the next render: the blog editor's Status reverted under CI's load.

/** Three messages in the inbox, filled in before the server opens DATA_DIR. */
async function seedInbox(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(contactMessages).values(
      ["Ada", "Grace", "Linus"].map((name) => ({
        name,
        email: `${name.toLowerCase()}@example.test`,
        subject: "Quote request",
        message: `From ${name}`,
      })),
    );
  } finally {
    await database.close();
  }
}

const site = siteUnderTest({ admin: true, seed: seedInbox });

/** Opens `path` with the site's scripts held back; the returned function lets them load. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}${path}`, { waitUntil: "commit" });
  return release;
}

/** Two frames after `selector` appears: the renders that follow hydration have run by then. */
async function settledAfter(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("input made before the page has started", () => {
  it("keeps the blog editor's title, slug, meta description and status", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    const release = await openWithScriptsHeld(page, "/admin/blog/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Early Words");
    await page.getByRole("textbox", { name: "Meta description", exact: true }).fill("Typed early.");
    await page.getByLabel("Scheduled").check();
    release();
    // The body's editor is made by the scripts: once it is there, the page has hydrated.
    await settledAfter(page, ".ProseMirror");

    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe("Early Words");
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe("early-words");
    await page.getByText("12 of 155 characters").waitFor();
    await expect(page.getByLabel("Scheduled").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel(/Publish at/).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("keeps a slug typed before the page started, rather than making one from the title", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    const release = await openWithScriptsHeld(page, "/admin/blog/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Early Words");
    await page.getByLabel("Slug").fill("my-own-slug");
    release();
    await settledAfter(page, ".ProseMirror");

    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe("my-own-slug");
    // Still the person's own: a later title edit does not take it over.
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Early Words, Revised");
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe("my-own-slug");
    await page.context().close();
  });

  it("keeps the inbox rows ticked for a bulk action", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    const release = await openWithScriptsHeld(page, "/admin/contact-requests");
    await page.getByLabel("Select message from Ada").check();
    await page.getByLabel("Select message from Linus").check();
    release();

    await page.getByText("2 selected").waitFor();
    await expect(page.getByLabel("Select message from Ada").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Select message from Grace").isChecked()).resolves.toBe(false);
    await expect(page.getByLabel("Select message from Linus").isChecked()).resolves.toBe(true);
    await page.context().close();
  });

  it("searches the shop for what was typed before the page started", async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    const release = await openWithScriptsHeld(page, "/shop");
    await page.getByRole("searchbox", { name: "Search products" }).fill("wireless");
    release();

    await page.waitForURL(/\/shop\?q=wireless$/);
    const wireless = filterProducts(products, { q: "wireless" });
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="product-price"]').length === n,
      wireless.length,
    );
    await expect(page.getByRole("searchbox", { name: "Search products" }).inputValue()).resolves.toBe("wireless");
    await page.context().close();
  });
});
