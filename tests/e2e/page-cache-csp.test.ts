import { expect, test } from "vitest";

import { siteUnderTest } from "../support/site";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
];

const site = siteUnderTest();

/** The pages with a plain script of their own, started after the paint (decision 163); none has a runtime. */
const SCRIPT_PAGES = new Set(["/shop", "/contact"]);

test("cached public pages run their scripts under the hashed-script CSP with no violation", async () => {
  const context = await site.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  for (const path of PUBLIC_PAGES) {
    // The first visit may render the page; the second is certainly served from the cache.
    for (const round of ["first", "cached"]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), `${path} (${round})`).toBe(200);
      const csp = (await response!.allHeaders())["content-security-policy"]!;
      expect(csp.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-inline/);
      // The site script ran (its toast region is there) and, where the page has one, its own script (started by
      // an inline script after the paint); the speculation rules are an inline script too, allowed by its hash.
      await page.locator("[data-toasts-live]").waitFor({ state: "attached" });
      if (SCRIPT_PAGES.has(path))
        await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready", null, {
          timeout: 15_000,
        });
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    }
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("a move between public pages is a plain navigation, even from a page with a script of its own", async () => {
  const context = await site.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/shop`);
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('header a[href="/about"]').first().click();
  await page.waitForURL(`${site.url}/about`);
  // A new document: the link loaded the page (which Speculation Rules may have fetched ahead) rather than
  // being swapped in by the shop's script.
  await page.locator("[data-toasts-live]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  await context.close();
});
