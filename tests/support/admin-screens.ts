import type { Page, Response } from "playwright-core";
import { expect } from "vitest";

import { axeViolations } from "./browser";

type StatusWindow = Window & { __statusMessages?: string[] };

/**
 * An init script for every context `site.newContext` makes: it keeps the text of each role="status" message the
 * page shows. A toast shows for 2 s; on a loaded machine the test process could be kept from looking for that
 * long (CI saw "Post scheduled" come and go unseen), and the page, unlike the test, keeps running.
 */
export function recordStatusMessages(): void {
  const seen: string[] = [];
  (window as StatusWindow).__statusMessages = seen;
  const shown = new WeakMap<Element, string>();
  const look = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent?.trim() ?? "";
      if (text !== "" && shown.get(element) !== text) seen.push(text);
      shown.set(element, text);
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits for a toast (a role="status" message) that says `text`, shown since the page loaded and not yet taken
 * by an earlier wait: so it may be called before the click that raises it, or after the toast has gone, and a
 * second save's toast is not mistaken for the first's. Pages made without the recorder are looked at as they are.
 */
export async function expectToast(page: Page, text: string, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const seen = (window as StatusWindow).__statusMessages;
      if (!seen) {
        return [...document.querySelectorAll('[role="status"]')].some((element) =>
          element.textContent?.includes(wanted),
        );
      }
      const index = seen.findIndex((message) => message.includes(wanted));
      if (index === -1) return false;
      seen.splice(index, 1);
      return true;
    },
    text,
    { timeout: options.timeout, polling: 100 },
  );
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
