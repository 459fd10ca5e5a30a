import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const LONG_HOST = "news.a-very-long-regional-business-directory-for-software-companies.example";

const card = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Top referring hosts, last 30 days" }) });

describe("top referring hosts on the overview", () => {
  const site = siteUnderTest({ admin: true });

  it("starts empty, then lists the hosts that linked visitors here, readable on a 390 px phone", async () => {
    const context = await site.newContext({ signedIn: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/admin`);
    expect(await card(page).innerText()).toContain("No page views came from another website in the last 30 days.");
    expect(await axeViolations(page)).toEqual([]);

    // Visits that followed links from other sites (and one from this site, which is not a referrer).
    const visit = (path: string, referer: string) =>
      fetch(`${site.url}${path}`, { headers: { "User-Agent": BROWSER_UA, Referer: referer } }).then((r) =>
        r.arrayBuffer(),
      );
    for (let i = 0; i < 3; i++) await visit("/", "https://www.search.example/results?q=agency");
    await visit("/services", `https://${LONG_HOST}/listing/42`);
    await visit("/about", `${site.url}/`);

    // Views are written in batches every few seconds (decision 040).
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await card(page).locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual(["www.search.example 3", `${LONG_HOST} 1`]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const phone = await site.newContext({ signedIn: true, viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await small.goto(`${site.url}/admin`);
    await card(small).getByText(LONG_HOST).waitFor();
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    const cardBox = (await card(small).boundingBox())!;
    for (const text of [LONG_HOST, "www.search.example"]) {
      const box = (await card(small).getByText(text).boundingBox())!;
      expect(box.x + box.width, text).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    expect(await axeViolations(small)).toEqual([]);
    await phone.close();
  });
});
