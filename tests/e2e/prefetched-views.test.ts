import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { siteUnderTest } from "../support/site";

// Headless Chromium's own user agent names itself a bot, whose views are never counted.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Resolves when Chromium reports a Speculation Rules prefetch of `url` ready to use. */
function prefetchReady(cdp: CDPSession, url: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: { prefetchUrl: string; status: string }) => {
      if (event.prefetchUrl !== url || event.status !== "Ready") return;
      cdp.off("Preload.prefetchStatusUpdated", listener);
      resolve();
    };
    cdp.on("Preload.prefetchStatusUpdated", listener);
  });
}

describe("a page opened from a Speculation Rules prefetch (decision 167)", () => {
  const site = siteUnderTest({ admin: true });

  const websiteViews = async (admin: Page) => {
    await admin.goto(`${site.url}/admin`);
    const card = admin.locator("li", { has: admin.getByRole("heading", { name: "Website Views" }) });
    return Number((await card.locator("p").first().innerText()).replace(/\D/g, ""));
  };

  it("counts one view when the page is shown, and none for a page only fetched ahead", async () => {
    const admin = await site.newPage({ signedIn: true });
    const before = await websiteViews(admin);

    const page = await site.newPage({ userAgent: BROWSER_UA });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    await page.goto(`${site.url}/`);
    await page.locator("[data-toasts-live]").waitFor({ state: "attached" });

    // Resting on a link fetches its page ahead; it is not a view until it is shown.
    const services = prefetchReady(cdp, `${site.url}/services`);
    await page.locator('header a[href="/services"]').first().hover();
    await services;
    const about = prefetchReady(cdp, `${site.url}/about`);
    await page.locator('header a[href="/about"]').first().hover();
    await about;
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL(`${site.url}/about`);
    expect(
      await page.evaluate(
        () =>
          (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType: string }).deliveryType,
      ),
    ).toBe("navigational-prefetch");

    // "/" and "/about": written in batches every few seconds (decision 040), "/services" never.
    await expect
      .poll(() => websiteViews(admin), { timeout: 20_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(before + 2);
    expect(await websiteViews(admin)).toBe(before + 2);
    await page.context().close();
    await admin.context().close();
  });
});
