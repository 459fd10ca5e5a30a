import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";

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

/** Every element's box and visible style, in document order. */
function layout(page: Page) {
  return page.evaluate((properties) => {
    return [...document.body.querySelectorAll("*")].map((element) => {
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
  }, SHOWN);
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
      const own = page.locator("style[data-sheet]");
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const href = await own.getAttribute("data-sheet");
      await settled(page);
      const before = await layout(page);
      // With scripts off no load event reaches the page: poll for the sheet's rules instead.
      await page.evaluate((href) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        document.head.append(link);
      }, href!);
      await expect
        .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")?.sheet != null))
        .toBe(true);
      await settled(page);
      const after = await layout(page);
      const changed = before.flatMap((line, i) => (line === after[i] ? [] : [`${line}\n${after[i]}`]));
      expect(changed).toEqual([]);
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
