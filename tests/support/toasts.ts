import type { Page } from "playwright-core";

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
