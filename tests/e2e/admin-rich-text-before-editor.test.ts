import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";

import { siteUnderTest } from "../support/site";

// A rich-text field shows its document, read-only in the editor's box, until the lazy editor comes: staff without
// JavaScript can read the body, and the fields under it stay where they are when the editor arrives (a click
// aimed at Status while it loaded used to land elsewhere: the body grew from a one-line note to the article).

const site = siteUnderTest({ admin: true });
const post = blogPosts[0]!;
const heading = post.body.find((block) => block.type === "h2")!.text!;
let editUrl: string;

beforeAll(async () => {
  const page = await site.newPage({ signedIn: true, javaScriptEnabled: false });
  await page.goto(`${site.url}/admin/blog`);
  editUrl = new URL(
    (await page.getByRole("link", { name: `Edit ${post.title}`, exact: true }).getAttribute("href"))!,
    site.url,
  ).href;
  await page.context().close();
});

/** The Status fieldset's top, in px from the top of the page. */
async function statusTop(page: Page): Promise<number> {
  return page
    .locator("fieldset", { has: page.locator("legend", { hasText: /^Status$/ }) })
    .evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
}

const shots = process.env.SCREENSHOTS_DIR;
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByText("Body", { exact: true }).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("a saved post's body before its editor loads", () => {
  it("is shown read-only without JavaScript, and Status barely moves when the editor comes", async () => {
    const noScript = await site.newPage({
      signedIn: true,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    await noScript.goto(editUrl);
    const readOnly = noScript.getByRole("group", { name: "Body", exact: true });
    await readOnly.getByRole("heading", { level: 2, name: heading }).waitFor();
    await readOnly.getByText("The body editor needs JavaScript").waitFor();
    // The Bengali body is shown too, marked as Bengali.
    await expect(
      noScript
        .getByRole("group", { name: "Body (Bengali)", exact: true })
        .locator(".prose-article")
        .getAttribute("lang"),
    ).resolves.toBe("bn");
    const before = await statusTop(noScript);
    await screenshot(noScript, "blog-body-before-scripts");
    await noScript.context().close();

    const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    await page.goto(editUrl);
    await page.getByRole("textbox", { name: "Body", exact: true }).getByRole("heading", { name: heading }).waitFor();
    const after = await statusTop(page);
    await screenshot(page, "blog-body-editor-loaded");
    await page.context().close();
    // Before the fix the note was one line and Status moved from about 2450 px to 8030 px.
    expect(Math.abs(after - before)).toBeLessThan(400);
  });
});
