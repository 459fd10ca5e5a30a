import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";

// The blog past one page (issue 30, decision 193): nine posts a page at ?page=N with rel prev/next, a 404
// past the last page, ?page=1 sent to the bare path; category pages at /blog/category/<slug> in both
// editions, in the sitemap with their alternates; the old ?category= filter moves there.

const cloud = demoPosts.find((post) => post.category === "Cloud")!;
/**
 * Nine new posts in "Cloud" (the four oldest spelt "cloud"): with the six seeded ones, 15 posts; "Cloud" has 10
 * and is named as its newest post spells it.
 */
const added = Array.from({ length: 9 }, (_, index) => ({
  title: `Paged post ${index + 1}`,
  slug: `paged-post-${index + 1}`,
  category: index < 4 ? "cloud" : "Cloud",
}));
const newestFirst = [
  ...added.map((post) => post.slug).reverse(),
  ...[...demoPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate)).map((post) => post.slug),
];

const parse = (html: string) => new JSDOM(html).window.document;
const cardSlugs = (doc: Document) =>
  [...doc.querySelectorAll("main article h2 a")].map((link) => link.getAttribute("href")!.split("/").at(-1));
const linkHref = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("href") ?? null;
const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  );

describe.each(testDrivers())("the blog's pages (%s)", (driver) => {
  const site = adminEditorServer(driver);
  const visit = (path: string) => site.visit(path);
  let SITE = "";

  beforeAll(async () => {
    SITE = site.origin();
    for (const post of added) {
      const response = await site.post(
        "/admin/blog/new",
        multipartForm({
          ...post,
          author: "Staff",
          excerpt: "A post to fill the pages.",
          metaDescription: "A post to fill the pages.",
          coverAlt: "",
          status: "published",
          publishAt: "",
          body: JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] }),
          version: "1",
        }),
      );
      expect(response.status, post.slug).toBe(302);
    }
  }, 60_000);

  it("shows nine posts a page, newest first, linked by rel prev/next in the head and the page's nav", async () => {
    const first = parse(await site.publicPage("/blog"));
    const second = parse(await site.publicPage("/blog?page=2"));
    expect(cardSlugs(first)).toEqual(newestFirst.slice(0, 9));
    expect(cardSlugs(second)).toEqual(newestFirst.slice(9));

    expect(linkHref(first, 'link[rel="canonical"]')).toBe(`${SITE}/blog`);
    expect(linkHref(first, 'link[rel="next"]')).toBe(`${SITE}/blog?page=2`);
    expect(first.querySelector('link[rel="prev"]')).toBeNull();
    const firstNav = first.querySelector('nav[aria-label="Blog pages"]')!;
    expect(firstNav.textContent).toContain("Page 1 of 2");
    expect(linkHref(first, 'nav a[rel="next"]')).toBe("/blog?page=2");
    expect(firstNav.querySelector('a[rel="prev"]')).toBeNull();
    expect(first.title).toBe("Our Blog | Codexa Technologies");

    expect(linkHref(second, 'link[rel="canonical"]')).toBe(`${SITE}/blog?page=2`);
    expect(linkHref(second, 'link[rel="prev"]')).toBe(`${SITE}/blog`);
    expect(second.querySelector('link[rel="next"]')).toBeNull();
    expect(linkHref(second, 'nav a[rel="prev"]')).toBe("/blog");
    expect(second.querySelector('nav a[rel="next"]')).toBeNull();
    expect(second.title).toBe("Our Blog, Page 2 of 2 | Codexa Technologies");
    expect(alternates(second)).toEqual({
      en: `${SITE}/blog?page=2`,
      bn: `${SITE}/bn/blog?page=2`,
      "x-default": `${SITE}/blog?page=2`,
    });
  });

  it("pages the Bengali edition the same way, in Bengali words and digits", async () => {
    const second = parse(await site.publicPage("/bn/blog?page=2"));
    expect(cardSlugs(second)).toEqual(newestFirst.slice(9));
    expect(linkHref(second, 'link[rel="canonical"]')).toBe(`${SITE}/bn/blog?page=2`);
    expect(linkHref(second, 'link[rel="prev"]')).toBe(`${SITE}/bn/blog`);
    const nav = second.querySelector('nav[aria-label="ব্লগের পৃষ্ঠাগুলো"]')!;
    expect(nav.textContent).toContain("পৃষ্ঠা ২ (মোট ২)");
    expect(nav.textContent).toContain("আগের পৃষ্ঠা");
    expect(linkHref(second, 'nav a[rel="prev"]')).toBe("/bn/blog");
    expect(linkHref(parse(await site.publicPage("/bn/blog")), 'nav a[rel="next"]')).toBe("/bn/blog?page=2");
  });

  it("answers 404 past the last page and for what is not a page number, and sends ?page=1 to the bare path", async () => {
    for (const path of ["/blog?page=3", "/blog?page=0", "/blog?page=x", "/blog?page=02", "/bn/blog?page=3"])
      expect((await visit(path)).status, path).toBe(404);
    for (const [path, to] of [
      ["/blog?page=1", "/blog"],
      ["/bn/blog?page=1", "/bn/blog"],
      ["/blog/category/cloud?page=1", "/blog/category/cloud"],
    ] as const) {
      const response = await visit(path);
      expect(response.status, path).toBe(301);
      const location = new URL(response.headers.get("location")!, SITE);
      expect(location.pathname + location.search).toBe(to);
    }
  });

  it("lists a category's posts at /blog/category/<slug>, whatever the English spelling's case, paginated", async () => {
    const first = parse(await site.publicPage("/blog/category/cloud"));
    const cloudSlugs = newestFirst.filter((slug) => slug.startsWith("paged-post-") || slug === cloud.slug);
    expect(cloudSlugs).toHaveLength(10);
    expect(first.querySelector("h1")?.textContent).toBe("Cloud");
    expect(first.querySelector("main")?.textContent).toContain("Every article on Cloud, newest first.");
    expect(cardSlugs(first)).toEqual(cloudSlugs.slice(0, 9));
    expect(first.title).toBe("Cloud: articles | Codexa Technologies");
    expect(linkHref(first, 'link[rel="canonical"]')).toBe(`${SITE}/blog/category/cloud`);
    expect(linkHref(first, 'link[rel="next"]')).toBe(`${SITE}/blog/category/cloud?page=2`);
    expect(alternates(first)).toEqual({
      en: `${SITE}/blog/category/cloud`,
      bn: `${SITE}/bn/blog/category/cloud`,
      "x-default": `${SITE}/blog/category/cloud`,
    });
    const second = parse(await site.publicPage("/blog/category/cloud?page=2"));
    expect(cardSlugs(second)).toEqual(cloudSlugs.slice(9));
    expect(linkHref(second, 'link[rel="prev"]')).toBe(`${SITE}/blog/category/cloud`);
    expect((await visit("/blog/category/cloud?page=3")).status).toBe(404);

    // In Bengali: the name the seeded post gives it (the newer posts have none), in Bengali words.
    const bengali = parse(await site.publicPage("/bn/blog/category/cloud"));
    expect(bengali.querySelector("h1")?.textContent).toBe(blogPostsBn[cloud.slug]!.category);
    expect(bengali.querySelector("main")?.textContent).toContain("বিষয়ের সব লেখা");
    expect(linkHref(bengali, 'link[rel="canonical"]')).toBe(`${SITE}/bn/blog/category/cloud`);
  });

  it("answers 404 for a category no published post is in, in both editions", async () => {
    for (const path of ["/blog/category/no-such-thing", "/bn/blog/category/no-such-thing", "/blog/category/Cloud"])
      expect((await visit(path)).status, path).toBe(404);
  });

  it("moves the old ?category= filter to the category's page with a 301", async () => {
    for (const [path, to] of [
      ["/blog?category=Cloud", "/blog/category/cloud"],
      ["/blog?category=Web%20Development", "/blog/category/web-development"],
      ["/bn/blog?category=Cloud", "/bn/blog/category/cloud"],
    ] as const) {
      const response = await visit(path);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("location")!, SITE).pathname).toBe(to);
    }
  });

  it("links each card's and article's category to its page", async () => {
    const list = parse(await site.publicPage("/blog?page=2"));
    const card = [...list.querySelectorAll("main article")].find((article) =>
      article.querySelector(`a[href="/blog/${cloud.slug}"]`),
    )!;
    expect(linkHref(card as unknown as Document, 'a[href^="/blog/category/"]')).toBe("/blog/category/cloud");
    const article = parse(await site.publicPage(`/bn/blog/${cloud.slug}`));
    const link = article.querySelector('main article header a[href^="/bn/blog/category/"]');
    expect(link?.getAttribute("href")).toBe("/bn/blog/category/cloud");
    expect(link?.textContent).toBe(blogPostsBn[cloud.slug]!.category);
  });

  it("puts every category with a published post in the sitemap, in both editions with alternates", async () => {
    const sitemap = await site.publicPage("/sitemap.xml");
    const categories = [...new Set(demoPosts.map((post) => post.category))];
    for (const slug of ["cloud", "web-development", "cybersecurity", "software-development", "design"]) {
      expect(sitemap).toContain(`<loc>${SITE}/blog/category/${slug}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE}/bn/blog/category/${slug}</loc>`);
      expect(sitemap).toContain(`hreflang="bn" href="${SITE}/bn/blog/category/${slug}"`);
    }
    expect(sitemap.match(/<loc>[^<]*\/blog\/category\/[^<]*<\/loc>/g)).toHaveLength(categories.length * 2);
  });
});
