import type { Page, Response } from "playwright-core";
import { expect } from "vitest";

import { axeViolations } from "./browser";

/**
 * Clicks the button named `button` and waits for that save's own answer: the first POST to a path starting
 * with `pathPrefix`. The editors' live preview posts the form too, to its own path, so its answer (and a toast
 * alone) can be taken for the save's.
 */
export async function clickAndAwaitPost(
  page: Page,
  button: string,
  pathPrefix: string,
  options: { timeout?: number } = {},
): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(pathPrefix),
      options,
    ),
    page.getByRole("button", { name: button }).click(),
  ]);
  return answer;
}

/** Axe-clean, and nothing wider than a 390 px phone (screenshots at both widths when SCREENSHOTS_DIR is set). */
export async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const shots = process.env.SCREENSHOTS_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}
