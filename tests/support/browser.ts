import { existsSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserServer, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium 15x builds the address bar's suggestion popups as web pages (chrome://omnibox-popup.top-chrome),
 * one renderer process per window, and every browser context is a window: about 2 s of CPU each, some 380 s
 * of a whole `npm test` on two cores, for a popup a headless test never opens (decision 210). Chromium reads
 * only the last `--disable-features`, so this one repeats Playwright's own list (checked at launch).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
];
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];
const DISABLE_FEATURES_FLAG = "--disable-features=";

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    `${DISABLE_FEATURES_FLAG}${DISABLED_FEATURES.join(",")}`,
  ],
};

/**
 * The features an earlier `--disable-features` of the launch names that the last one (which Chromium reads)
 * leaves out: Playwright's list after an upgrade that `PLAYWRIGHT_DISABLED_FEATURES` does not repeat yet.
 */
export function featuresDroppedAtLaunch(spawnArgs: readonly string[]): string[] {
  const lists = spawnArgs
    .filter((arg) => arg.startsWith(DISABLE_FEATURES_FLAG))
    .map((arg) => arg.slice(DISABLE_FEATURES_FLAG.length).split(","));
  const read = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => feature && !read.has(feature));
}

/** A Chromium that test processes connect to (vitest.e2e.config.ts's global set-up starts one per worker). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package`);
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  const dropped = featuresDroppedAtLaunch(server.process().spawnargs);
  if (dropped.length > 0) {
    await server.close();
    throw new Error(
      `Playwright now disables ${dropped.join(", ")} as well: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/support/browser.ts`,
    );
  }
  return server;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket endpoints of the browser suite's Chromiums, one per worker (tests/setup/browsers.ts). */
    chromiumEndpoints: string[];
  }
}

/**
 * Debian's chromium, headless, with the flags this network-less machine needs. In the browser suite this
 * connects to the worker's Chromium, started once for the run (0.4 s instead of a 2 s launch per file);
 * closing it closes this file's contexts and leaves that Chromium for the next file. Elsewhere (the bench,
 * a file run under the unit config) it launches one of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoints = process.env.VITEST_WORKER_ID ? inject("chromiumEndpoints") : undefined;
  if (endpoints?.length) {
    const poolId = Number(process.env.VITEST_POOL_ID ?? "1");
    const endpoint = endpoints[(poolId - 1) % endpoints.length]!;
    try {
      return await chromium.connect(endpoint, { timeout: 30_000 });
    } catch {
      // That Chromium is gone (it crashed under an earlier file): this file gets one of its own.
    }
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package`);
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * Waits until React Router runs in the page. Before that, a back/forward between entries of one document
 * changes the URL with nobody listening, so a test that goes back right after a reload must wait for this.
 */
export async function waitForRouter(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * Waits until the page's scripts run: React Router on a page with its runtime, the page's own plain script
 * (the shop's, the contact form's; decision 163) on a page with one, which it starts after the first paint.
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if ("__reactRouterContext" in window) return "__reactRouterDataRouter" in window;
    return (
      !document.querySelector("script[data-page-script]") || document.documentElement.dataset.pageScript === "ready"
    );
  });
}

/** Waits until entrance animations (fade-ins and the like; not endless ones such as a marquee) have ended. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** axe-core's WCAG 2.x A/AA rules (plus best practices) on the page once its entrance animations have ended. */
export async function axeViolations(page: Page) {
  // A toast that times out while axe runs fades mid-check and reads as low contrast. Hovering the toaster
  // pauses react-hot-toast's timers, so a toast on screen stays fully shown until the check ends. Forced: a
  // toast still sliding in is not "stable", and on a loaded machine waiting for it let its 2 s run out (CI).
  const toaster = page.locator("[data-rht-toaster] > div").first();
  const pausedToast =
    (await toaster.count()) > 0 &&
    (await toaster.hover({ force: true, timeout: 2_000 }).then(
      () => true,
      () => false,
    ));
  await settleAnimations(page);
  // A toast can still come or go during the check, on its own clock, and be read mid-fade: for the check,
  // toasts are drawn without their animations, so each one on screen shows its real colours at full opacity.
  const stillToasts = await page.addStyleTag({
    content: "[data-rht-toaster] * { animation: none !important; transition: none !important; }",
  });
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe then builds selectors for one node per passing rule instead of for all.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // axe.run in the page itself. The default (runPartial in each frame, finishRun in a new page) opens a
    // window per check: 3.1 s of CPU per check of / against 1.5 s (decision 210). Legacy mode leaves out
    // cross-origin frames only, and the site has none: everything is self-hosted, and the one sandboxed
    // frame is excluded below.
    .setLegacyMode(true)
    // The live preview's frame runs no script (sandboxed, decision 175), so axe cannot run in it and would
    // wait forever; what it shows is a public page, checked at its own address.
    .exclude("iframe[sandbox]")
    .analyze()
    .finally(() => stillToasts.evaluate((style) => (style as Element).remove()));
  if (pausedToast) await page.mouse.move(0, 0);
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}
