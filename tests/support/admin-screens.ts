import type { Page } from "playwright-core";
import { expect } from "vitest";

import { axeViolations } from "./browser";

/** Waits for the toast (react-hot-toast's role="status") that says `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
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
