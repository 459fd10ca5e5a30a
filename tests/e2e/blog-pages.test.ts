import path from "node:path";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { createPost, listAdminPosts } from "~/models/blog-posts.server";
import { createBlogTag, setPostTags } from "~/models/blog-tags.server";
import { readingMinutes, type RichTextDoc } from "~/utils/rich-text";
import { wordsFor } from "~/words/words.server";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

// The blog past one page (decision 193) in a browser: a visitor pages through /blog and a category with
// JavaScript off, by the nav's links; the lists are axe clean at 390 and 1280 px in both editions. SHOTS_DIR,
// when set, keeps a screenshot of each.

const words = wordsFor("en").blog;
const body: RichTextDoc = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Words." }] }],
};

describe("the blog's pages", () => {
  const site = siteUnderTest({ database: "postgres", admin: true });

  // Written before the server renders any list, so no cached page predates them: with the six seeded
  // posts, 15 (two pages), ten of them in Cloud.
  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: site.databaseUrl });
    for (let index = 1; index <= 9; index++) {
      await createPost(
        database.db,
        {
          title: `Paged post ${index}`,
          slug: `paged-post-${index}`,
          category: "Cloud",
          author: "Staff",
          excerpt: "A post to fill the pages.",
          metaDescription: "A post to fill the pages.",
          coverMediaId: null,
          coverAlt: "",
          body,
          bodyMediaIds: [],
          readingMinutes: readingMinutes(body),
          status: "published",
          publishAt: new Date(Date.now() - (10 - index) * 60_000),
        },
        null,
      );
    }
    // A tag on three of them (decision 194), named in both languages, and one with an English name only.
    const cloudNative = await createBlogTag(database.db, {
      name: "Cloud native",
      translations: { bn: { name: "ক্লাউড নেটিভ" } },
    });
    await createBlogTag(database.db, { name: "Kubernetes" });
    const posts = await listAdminPosts(database.db, { q: "Paged post", status: "", category: "", page: 1 });
    for (const post of posts.posts.slice(0, 3))
      if (cloudNative.ok) await setPostTags(database.db, post.id, [cloudNative.id]);
    await database.close();
  });

  async function shoot(page: Page, name: string, width: number) {
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }

  const cards = (page: Page) => page.locator("main article h2").allTextContents();

  it("pages through the blog and a category by their links with JavaScript off", async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    await page.goto(`${site.url}/blog`);
    const nav = page.getByRole("navigation", { name: words.pages });
    expect(await cards(page)).toHaveLength(9);
    expect(await cards(page)).toContain("Paged post 9");
    await expect(nav.getByText("Page 1 of 2").isVisible()).resolves.toBe(true);
    await expect(nav.getByRole("link", { name: words.previous }).count()).resolves.toBe(0);
    await nav.getByRole("link", { name: words.next }).click();
    await page.waitForURL(/\/blog\?page=2$/);
    expect(await cards(page)).toHaveLength(6);
    await expect(nav.getByRole("link", { name: words.next }).count()).resolves.toBe(0);
    await nav.getByRole("link", { name: words.previous }).click();
    await page.waitForURL(/\/blog$/);

    // A card's category opens its page, which pages the same way.
    await page.locator("main article").first().getByRole("link", { name: "Cloud", exact: true }).click();
    await page.waitForURL(/\/blog\/category\/cloud$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Cloud");
    await nav.getByRole("link", { name: words.next }).click();
    await page.waitForURL(/\/blog\/category\/cloud\?page=2$/);
    expect(await cards(page)).toHaveLength(1);
    await page.context().close();
  });

  for (const width of [390, 1280]) {
    it(`is axe clean at ${width} px: the blog's pages and a category, in both editions`, async () => {
      const page = await site.newPage({ viewport: { width, height: 900 } });
      for (const [name, pathname] of [
        ["blog", "/blog"],
        ["blog-page-2", "/blog?page=2"],
        ["blog-category", "/blog/category/cloud"],
        ["bn-blog", "/bn/blog"],
        ["bn-blog-category", "/bn/blog/category/cloud?page=2"],
        ["blog-tag", "/blog/tag/cloud-native"],
        ["bn-blog-tag", "/bn/blog/tag/cloud-native"],
        ["article-tags", "/blog/paged-post-9"],
      ] as const) {
        await page.goto(`${site.url}${pathname}`);
        expect(await axeViolations(page), pathname).toEqual([]);
        await shoot(page, name, width);
      }
      await page.context().close();
    });
  }

  for (const width of [390, 1280]) {
    it(`keeps the tags on axe-clean admin screens at ${width} px, each named in both languages`, async () => {
      const page = await site.newPage({ viewport: { width, height: 900 }, signedIn: true });
      await page.goto(`${site.url}/admin/blog-tags`);
      await expect(page.getByRole("link", { name: "Edit Cloud native" }).count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, "admin-blog-tags", width);
      await page.getByRole("link", { name: "Edit Cloud native" }).click();
      await page.waitForURL(/\/admin\/blog-tags\/[0-9a-f-]+$/);
      await expect(page.getByLabel("Name (Bengali)").inputValue()).resolves.toBe("ক্লাউড নেটিভ");
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, "admin-blog-tag-edit", width);
      await page.context().close();
    });
  }
});
