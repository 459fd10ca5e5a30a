import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { wordsFor } from "~/words/words.server";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

// The site search (decision 192) in a browser: the header's box (the menu's on a phone) leads to the
// results, with and without JavaScript, in both languages; every state is axe clean.

describe("site search", () => {
  const site = siteUnderTest();

  async function open(options: { width: number; javaScript: boolean }): Promise<Page> {
    return site.newPage({ viewport: { width: options.width, height: 900 }, javaScriptEnabled: options.javaScript });
  }

  for (const javaScript of [true, false]) {
    it(`searches from the header at 1280 px ${javaScript ? "with" : "without"} JavaScript`, async () => {
      const page = await open({ width: 1280, javaScript });
      await page.goto(`${site.url}/blog`);
      const box = page.getByRole("search", { name: wordsFor("en").header.search.label });
      await box.getByRole("searchbox", { name: wordsFor("en").header.search.label }).fill("cloud migration");
      await box.getByRole("searchbox").press("Enter");
      await page.waitForURL(/\/search\?q=cloud\+migration$/);
      const results = page.getByTestId("search-results").getByRole("listitem");
      expect(await results.count()).toBeGreaterThan(2);
      await expect(
        page
          .getByRole("link", { name: "A Practical Guide to Cloud Migration for Small and Medium Businesses" })
          .count(),
      ).resolves.toBe(1);
      expect(await page.locator("mark").count()).toBeGreaterThan(2);
      // axe runs in the page's own JavaScript: checked with it on (the markup is the same).
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("searches from the phone menu in Bengali without JavaScript, and says when nothing matched", async () => {
    const page = await open({ width: 390, javaScript: false });
    await page.goto(`${site.url}/bn`);
    // Without scripts the menu shows open on a phone (decision 165), its search box first.
    const box = page.getByRole("search", { name: wordsFor("bn").header.search.label });
    await expect(box.isVisible()).resolves.toBe(true);
    await box.getByRole("searchbox").fill("ক্লাউড");
    await box.getByRole("button", { name: wordsFor("bn").header.search.button }).click();
    await page.waitForURL(/\/bn\/search\?q=/);
    expect(await page.getByTestId("search-results").getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await page.locator("mark").first().textContent()).toBe("ক্লাউড");

    await page.goto(`${site.url}/bn/search?q=zzqxv`);
    await expect(page.getByRole("link", { name: wordsFor("bn").search.contact }).getAttribute("href")).resolves.toBe(
      "/bn/contact",
    );
    await page.context().close();
  });

  it("opens the phone menu's search box with the keyboard, and the page is axe clean", async () => {
    const page = await open({ width: 390, javaScript: true });
    await page.goto(`${site.url}/search?q=zzqxv`);
    await expect(page.getByText(wordsFor("en").search.noResults.replace("{query}", "zzqxv")).isVisible()).resolves.toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: wordsFor("en").header.openMenu }).click();
    const box = page.getByRole("search", { name: wordsFor("en").header.search.label });
    await box.getByRole("searchbox").focus();
    await page.keyboard.type("services");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=services$/);
    expect(await page.getByTestId("search-results").getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
