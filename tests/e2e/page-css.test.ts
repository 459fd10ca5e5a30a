import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { CONTACT_SUCCESS } from "~/utils/contact-fields";

import { HUMAN_DELAY_MS, sleep, validMessage } from "../support/contact";
import { siteUnderTest } from "../support/site";

// A page that carries its own rules (decision 206) looks exactly as it does with the whole public stylesheet:
// every element's box and the styles that show are the same before and after the sheet is added.
const site = siteUnderTest();

const PAGES = [
  "/about",
  "/services",
  "/team",
  "/blog",
  `/blog/${blogPosts[0]!.slug}`,
  "/contact",
  "/privacy",
  "/no-such-page",
  "/bn/about",
];
const SHOWN = [
  "display",
  "position",
  "color",
  "background-color",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "margin",
  "padding",
  "border",
  "border-radius",
  "box-shadow",
  "opacity",
  "transform",
  "text-decoration-line",
  "grid-template-columns",
  "gap",
];

/** Every element's box and visible style, in document order (or of the elements `selector` picks). */
function layout(page: Page, selector = "*") {
  return page.evaluate(
    ([properties, selector]) => {
      return [...document.body.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
          ...properties.map((name) => style.getPropertyValue(name)),
        ].join("|");
      });
    },
    [SHOWN, selector] as const,
  );
}

/** Adds the whole public stylesheet to the page and waits for its rules. */
async function addWholeSheet(page: Page) {
  const href = await page.locator("style[data-sheet]").getAttribute("data-sheet");
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }, href!);
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")?.sheet != null))
    .toBe(true);
}

/** Faces loaded and entrances (the team cards' stagger) ended, so that only the stylesheets can differ. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all([document.fonts.ready, ...document.getAnimations().map((a) => a.finished)]));
}

let page: Page;
beforeAll(async () => {
  page = await site.newPage({ javaScriptEnabled: false });
});
afterAll(() => page?.context().close());

describe("a page's own CSS", () => {
  for (const width of [390, 1280])
    it.each(PAGES)(`%s at ${width} px looks the same with the whole stylesheet`, async (path) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}${path}`);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      await settled(page);
      const before = await layout(page);
      await addWholeSheet(page);
      await settled(page);
      const after = await layout(page);
      const changed = before.flatMap((line, i) => (line === after[i] ? [] : [`${line}\n${after[i]}`]));
      expect(changed).toEqual([]);
    });
});

describe("what the scripts add to a page", () => {
  // The whole sheet is never applied after the load (decision 209): the page's own rules style these too.
  it("a toast and field errors on /contact look the same with the whole stylesheet", async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${site.url}/contact`);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    const message = validMessage({ subject: "Styled by the page's own rules" });
    await page.getByLabel("Your Name").fill(message.name);
    await page.getByLabel("Your Email").fill(message.email);
    await page.getByLabel("Subject").fill(message.subject);
    await page.getByLabel("Message", { exact: true }).fill(message.message);
    await sleep(HUMAN_DELAY_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(CONTACT_SUCCESS).first().waitFor();
    // Held still, so that only the stylesheets can differ; the toast stays while the errors are added.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.locator("#contact-email[aria-invalid='true']").waitFor();
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    const added = ".toast, .toast *, [id$='-error']";
    const before = await layout(page, added);
    expect(before.length).toBeGreaterThanOrEqual(5);
    await addWholeSheet(page);
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
    expect(await layout(page, added)).toEqual(before);
    await page.context().close();
  });
});

describe("the first screen as first painted", () => {
  // Pages paint before Inter arrives, in its metric-matched stand-in: nothing may move down or grow when it comes.
  it.each(["/about", "/services", "/team", "/terms", "/blog", "/contact"])(
    "%s: nothing on the first screen moves or changes height when Inter arrives",
    async (path) => {
      const boxes: string[][] = [];
      for (const blocked of [true, false]) {
        const page = await site.newPage({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
        if (blocked) await page.route(/inter-.*\.woff2/, (route) => route.abort());
        await page.goto(`${site.url}${path}`);
        await settled(page);
        boxes.push(
          await page.evaluate(() =>
            // What the first screen shows: a layout shift counts only there (text further down may wrap anew).
            [...document.body.querySelectorAll("*")].flatMap((element) => {
              const box = element.getBoundingClientRect();
              if (box.top >= innerHeight) return [];
              // A box that runs past the screen may grow with text further down, which nobody sees move.
              const height = box.bottom <= innerHeight ? ` h ${Math.round(box.height)}` : "";
              return [`${element.tagName} y ${Math.round(box.y)}${height}`];
            }),
          ),
        );
        await page.context().close();
      }
      const [standIn, inter] = boxes;
      expect(standIn!.flatMap((line, i) => (line === inter![i] ? [] : [`${line} → ${inter![i]}`]))).toEqual([]);
    },
  );
});
