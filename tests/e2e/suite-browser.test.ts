import { describe, expect, it } from "vitest";

import { featuresDroppedAtLaunch, launchBrowser } from "../support/browser";

// The suite's own Chromium (decision 210): a browser context must not cost a renderer for the address bar's
// popup, which a headless test never opens. No server: only the browser is under test here.
describe("the browser suite's Chromium", () => {
  it("opens a context with no address-bar popup page beside it", async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      await (await context.newPage()).goto("data:text/html,<title>t</title><p>hello</p>");
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] });
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain("data:text/html,<title>t</title><p>hello</p>");
      expect(urls.filter((url) => url.startsWith("chrome://"))).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it("reads the launch's last feature list, so an earlier one's features are checked for", () => {
    expect(featuresDroppedAtLaunch(["--headless", "--disable-features=A,B", "--disable-features=B,C"])).toEqual(["A"]);
    expect(featuresDroppedAtLaunch(["--disable-features=A,B", "--disable-features=B,A,C"])).toEqual([]);
    expect(featuresDroppedAtLaunch(["--no-sandbox"])).toEqual([]);
  });
});
