import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, featuresDroppedAtLaunch, launchBrowser } from "../support/browser";
import { expectToast, recordStatusMessages } from "../support/toasts";

/** Runs `test` on a Chromium of the suite's own launch, closed after it whatever happens. */
async function withBrowser(test: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launchBrowser();
  try {
    await test(browser);
  } finally {
    await browser.close();
  }
}

/** A page of `html` in a new context of `browser`, after checking that the accessibility check finds nothing. */
async function axeCleanPage(browser: Browser, html: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`data:text/html,${html}`);
  expect(await axeViolations(page)).toEqual([]);
  return page;
}

// The suite's own Chromium (decision 210): a browser context must not cost a renderer for the address bar's
// popup, which a headless test never opens. No server: only the browser is under test here.
describe("the browser suite's Chromium", () => {
  it("opens a context with no address-bar popup page beside it", async () => {
    await withBrowser(async (browser) => {
      const context = await browser.newContext();
      await (await context.newPage()).goto("data:text/html,<title>t</title><p>hello</p>");
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] });
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain("data:text/html,<title>t</title><p>hello</p>");
      expect(urls.filter((url) => url.startsWith("chrome://"))).toEqual([]);
      await context.close();
    });
  });

  it("sees a toast that came and went before the test looked, and counts each toast once", async () => {
    await withBrowser(async (browser) => {
      const context = await browser.newContext();
      await context.addInitScript(recordStatusMessages);
      const page = await context.newPage();
      // A 50 ms toast: gone long before the test looks, as a 2 s one is when the machine is loaded.
      await page.goto(
        "data:text/html,<title>t</title><script>addEventListener('load', () => { const toast = " +
          "document.createElement('div'); toast.setAttribute('role', 'status'); toast.textContent = 'Post scheduled'; " +
          "document.body.append(toast); setTimeout(() => toast.remove(), 50); });</script>",
      );
      await page.waitForFunction(() => document.readyState === "complete");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.getByRole("status").count()).toBe(0);
      await expectToast(page, "Post scheduled", { timeout: 5000 });
      await expect(expectToast(page, "Post scheduled", { timeout: 500 })).rejects.toThrow(/Timeout/);
      await context.close();
    });
  });

  it("pauses a toast for the accessibility check even while it is still moving", async () => {
    await withBrowser(async (browser) => {
      // A toast that never stops moving, as one sliding in looks to Playwright on a loaded machine; the
      // toaster's mouseenter is what pauses react-hot-toast's timers.
      const page = await axeCleanPage(
        browser,
        "<html lang='en'><title>waiting</title><style>@keyframes slide { to { transform: " +
          "translateX(40px) } } .toast { animation: slide 0.2s infinite alternate }</style><main><h1>Saved</h1>" +
          "<div data-rht-toaster><div class='toast' role='status'>Post scheduled</div></div></main><script>" +
          "document.querySelector('[data-rht-toaster]').addEventListener('mouseenter', () => { document.title = " +
          "'paused'; });</script></html>",
      );
      expect(await page.title()).toBe("paused");
      await page.context().close();
    });
  });

  it("reads a toast's contrast at full opacity, even one fading in or out while the check runs", async () => {
    await withBrowser(async (browser) => {
      // Mid-fade, react-hot-toast's dark text on white reads as light grey: CI failed on a toast that came
      // after the check had started.
      const page = await axeCleanPage(
        browser,
        "<html lang='en'><title>fading</title><style>@keyframes fade { from { opacity: 0.2 } to " +
          "{ opacity: 0.3 } } .toast { color: %23363636; background: %23fff; animation: fade 0.2s infinite " +
          "alternate }</style><main><h1>Saved</h1><div data-rht-toaster><div class='toast' role='status'>Note " +
          "added</div></div></main></html>",
      );
      expect(await page.locator("style").count()).toBe(1);
      await page.context().close();
    });
  });

  it("reads the launch's last feature list, so an earlier one's features are checked for", () => {
    expect(featuresDroppedAtLaunch(["--headless", "--disable-features=A,B", "--disable-features=B,C"])).toEqual(["A"]);
    expect(featuresDroppedAtLaunch(["--disable-features=A,B", "--disable-features=B,A,C"])).toEqual([]);
    expect(featuresDroppedAtLaunch(["--no-sandbox"])).toEqual([]);
  });
});
