import type { Page, Response } from "playwright-core";
import { expect } from "vitest";

import { axeViolations } from "./browser";

/**
 * Waits for the toast (react-hot-toast's role="status") that says `text`. The wait is sent to the page at once,
 * ahead of any command sent after it, so it may be called before the click that raises the toast.
 */
export async function expectToast(page: Page, text: string, options: { timeout?: number } = {}): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor(options);
}

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
