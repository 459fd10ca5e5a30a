import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium, headless, with the flags this network-less machine needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package`);
  return chromium.launch({
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
    ],
  });
}

/** Waits until entrance animations (fade-ins and the like; not endless ones such as a marquee) have ended. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/** axe-core's WCAG 2.x A/AA rules (plus best practices) on the page once its entrance animations have ended. */
export async function axeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}
