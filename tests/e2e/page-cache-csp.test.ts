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

test("cached public pages hydrate under the hashed-script CSP with no violation", async () => {
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
      await page.waitForFunction(() => "__reactRouterDataRouter" in window, null, { timeout: 15_000 });
    }
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("a client-side navigation between cached pages works", async () => {
  const context = await site.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('header a[href="/about"]').first().click();
  await page.waitForURL(`${site.url}/about`);
  // Same document: the navigation was handled by the router, not a full page load.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await context.close();
});
