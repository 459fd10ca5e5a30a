import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { products } from "~/content/products";
import { formatBDT } from "~/utils/bdt";
import { filterProducts } from "~/utils/shop";

import { waitForPageScripts } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

const site = siteUnderTest();

async function withPage<T>(
  options: BrowserContextOptions,
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const productPrices = (page: Page) => page.locator('[data-testid="product-price"]');
const productNames = (page: Page) => page.locator("main article h2");
const addButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Add to Cart\\W+${name}$`) });

describe("about counters", () => {
  const finals = ["500+", "50+", "10+", "30+"];

  /** Records every text the first counter shows, from the first paint on, in `window.counterValues`. */
  const recordFirstCounter = (page: Page) =>
    page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { counterValues: string[] }).counterValues = seen;
      new MutationObserver(() => {
        const dd = document.querySelector("dl dd");
        if (dd?.textContent) seen.push(dd.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

  it("puts the final numbers in the server-rendered HTML", async () => {
    const html = await (await fetch(`${site.url}/about`)).text();
    const numbers = [...html.matchAll(/<dd[^>]*>(.*?)<\/dd>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    expect(numbers).toEqual(finals);
  });

  it("counts up from lower numbers to the final values once the section is visible, without moving the layout", async () => {
    await withPage({}, async (page) => {
      await recordFirstCounter(page);
      await page.addInitScript(() => {
        (window as unknown as { layoutShift: number }).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            (window as unknown as { layoutShift: number }).layoutShift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${site.url}/about`);
      // Done once a lower number has been shown and the first counter is back at its final value.
      await page.waitForFunction(() => {
        const seen = (window as unknown as { counterValues: string[] }).counterValues;
        return (
          seen.some((value) => Number.parseInt(value, 10) < 500) &&
          document.querySelector("dl dd")?.textContent === "500+"
        );
      });
      expect(await page.locator("dl dd").allTextContents()).toEqual(finals);
      const seen = await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues);
      const numbers = seen.map((value) => Number.parseInt(value, 10));
      expect(Math.min(...numbers)).toBeLessThan(500);
      expect(numbers.at(-1)).toBe(500);
      await expect(page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).resolves.toBe(0);
    });
  });

  it("shows the final numbers at once under reduced motion", async () => {
    await withPage({ reducedMotion: "reduce" }, async (page) => {
      await recordFirstCounter(page);
      await page.goto(`${site.url}/about`, { waitUntil: "networkidle" });
      expect(await page.locator("dl dd").allTextContents()).toEqual(finals);
      const seen = await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues);
      expect(seen.every((value) => value === "500+")).toBe(true);
    });
  });
});

describe("shop", () => {
  it("searches and filters as you type and click, reflecting both in the URL", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/shop`, { waitUntil: "networkidle" });
      await waitForPageScripts(page);
      await expect(productPrices(page).count()).resolves.toBe(12);
      expect(await productPrices(page).first().textContent()).toBe(formatBDT(products[0]!.price));

      await page.getByRole("searchbox", { name: "Search products" }).fill("WIRELESS");
      await page.waitForURL(/\?q=WIRELESS$/);
      const wireless = filterProducts(products, { q: "wireless" });
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="product-price"]').length === n,
        wireless.length,
      );
      expect(await productNames(page).allTextContents()).toEqual(wireless.map((p) => p.name));

      await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "Gaming" }).click();
      await page.waitForURL(/\?q=WIRELESS&category=Gaming$/);
      const gaming = filterProducts(products, { q: "wireless", category: "Gaming" });
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="product-price"]').length === n,
        gaming.length,
      );
      expect(await productNames(page).allTextContents()).toEqual(gaming.map((p) => p.name));
      await expect(page.getByRole("link", { name: "Gaming" }).getAttribute("aria-current")).resolves.toBe("true");
      await expect(page.getByRole("searchbox", { name: "Search products" }).inputValue()).resolves.toBe("WIRELESS");

      await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "All" }).click();
      await page.waitForURL(/\/shop\?q=WIRELESS$/);

      await page.getByRole("searchbox", { name: "Search products" }).fill("no such gadget");
      await page.getByText("No products match your search").waitFor();
      await expect(productPrices(page).count()).resolves.toBe(0);
      await page.getByRole("link", { name: "Clear filters" }).click();
      await page.waitForURL(`${site.url}/shop`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-price"]').length === 12);
      await expect(page.getByRole("searchbox", { name: "Search products" }).inputValue()).resolves.toBe("");
    });
  });

  it("works without JavaScript as a GET form, and a shared filtered URL shows the filtered list", async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`${site.url}/shop?q=monitor&category=Displays`);
      const expected = filterProducts(products, { q: "monitor", category: "Displays" });
      expect(await productNames(page).allTextContents()).toEqual(expected.map((p) => p.name));

      await page.getByRole("searchbox", { name: "Search products" }).fill("34-inch");
      // The shop's own button, not the header's site search (decision 192).
      await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/q=34-inch&category=Displays/);
      expect(await productNames(page).allTextContents()).toEqual(["34-inch Curved Ultrawide Monitor"]);

      await page.getByRole("link", { name: "Storage" }).click();
      await page.waitForURL(/category=Storage/);
      await page.getByText("No products match your search").waitFor();
    });
  });

  it("keeps a cart in localStorage with a count, a toast, a total and a quote request", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/shop`, { waitUntil: "networkidle" });
      await waitForPageScripts(page);
      const count = page.getByTestId("cart-count");
      await expect(count.textContent()).resolves.toBe("0");
      const [first, second] = products;

      await addButton(page, first!.name).click();
      await expectToast(page, `${first!.name} added to cart`);
      await addButton(page, second!.name).click();
      await addButton(page, first!.name).click();
      await expect(count.textContent()).resolves.toBe("3");

      await page.reload({ waitUntil: "networkidle" });
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "3");

      await page.getByRole("button", { name: /^Cart/ }).click();
      const dialog = page.getByRole("dialog", { name: "Your cart" });
      await dialog.waitFor();
      await expect(dialog.getByRole("listitem").count()).resolves.toBe(2);
      await expect(dialog.getByTestId("cart-total").textContent()).resolves.toBe(
        formatBDT(first!.price * 2 + second!.price),
      );

      await dialog.getByRole("button", { name: `One fewer ${first!.name}` }).click();
      await expect(dialog.getByTestId("cart-total").textContent()).resolves.toBe(
        formatBDT(first!.price + second!.price),
      );
      await dialog.getByLabel(`Quantity of ${second!.name}`).fill("4");
      await expect(dialog.getByTestId("cart-total").textContent()).resolves.toBe(
        formatBDT(first!.price + second!.price * 4),
      );
      await expect(count.textContent()).resolves.toBe("5");

      const href = (await dialog.getByRole("link", { name: "Request a quote" }).getAttribute("href")) ?? "";
      const url = new URL(href, site.url);
      expect(url.pathname).toBe("/contact");
      expect(url.searchParams.get("subject")).toBe("Quote request: shop items");
      const message = url.searchParams.get("message") ?? "";
      expect(message).toContain(`1 × ${first!.name}`);
      expect(message).toContain(`4 × ${second!.name}`);
      expect(message).toContain(formatBDT(first!.price + second!.price * 4));

      await dialog.getByRole("button", { name: `Remove ${first!.name}` }).click();
      await expect(dialog.getByRole("listitem").count()).resolves.toBe(1);
      await page.keyboard.press("Escape");
      await expect(dialog.isVisible()).resolves.toBe(false);
      const stored = await page.evaluate(() => localStorage.getItem("shop-cart"));
      // Lines are keyed by the product's id in the database (a uuid).
      expect(JSON.parse(stored ?? "[]")).toEqual([
        { productId: expect.stringMatching(/^[0-9a-f-]{36}$/), quantity: 4 },
      ]);

      await page.getByRole("button", { name: /^Cart/ }).click();
      await dialog.getByRole("link", { name: "Request a quote" }).click();
      await page.waitForURL(/\/contact\?subject=Quote/);
    });
  });
});

describe("mobile menu at 390 px", () => {
  it("opens, lists every page and closes after navigating", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
      await expect(mobileNav.isVisible()).resolves.toBe(false);
      await expect(page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).resolves.toBe(false);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      await expect(mobileNav.isVisible()).resolves.toBe(true);
      expect(await mobileNav.getByRole("link").allTextContents()).toEqual([
        "Home",
        "About",
        "Services",
        "Shop",
        "Portfolio",
        "Team",
        "Blog",
        "Contact",
      ]);
      await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe(
        "true",
      );
      await mobileNav.getByRole("link", { name: "Team" }).click();
      await page.waitForURL(`${site.url}/team`);
      await page.locator("h1", { hasText: "Our Team" }).waitFor();
      await expect(mobileNav.isVisible()).resolves.toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
    });
  });
});
