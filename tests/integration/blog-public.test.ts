import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";
import { type Database, openDatabase } from "~/db/client.server";
import { type BlogPostInput, createPost, getPost, updatePost } from "~/models/blog-posts.server";
import { readingMinutes, type RichTextDoc } from "~/utils/rich-text";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

/** Parses XML strictly: malformed XML throws. */
function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: "application/xml" }).window.document;
}

const ATOM = "http://www.w3.org/2005/Atom";
const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";

function body(text: string): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

function post(overrides: Partial<BlogPostInput>): BlogPostInput {
  const doc = overrides.body ?? body("Hidden body text");
  return {
    title: "Hidden",
    slug: "hidden",
    category: "News",
    author: "Staff",
    excerpt: "Not yet.",
    metaDescription: "Not yet.",
    coverMediaId: null,
    coverAlt: "",
    body: doc,
    bodyMediaIds: [],
    readingMinutes: readingMinutes(doc),
    status: "draft",
    publishAt: null,
    ...overrides,
  };
}

describe.each(testDrivers())("the public blog (%s)", (driver) => {
  let server: TestServer;
  let database: Database | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    let url = "";
    if (driver === "postgres") {
      const created = await createPostgresDatabase({ prefix: "blog", template: "site" });
      url = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer({ env: { DATABASE_URL: url } });
    if (url) database = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await dropDatabase?.();
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

  it("lists the six seeded articles, newest first, from the database", async () => {
    const html = await (await get("/blog")).text();
    const titles = [...html.matchAll(/<h2[^>]*><a[^>]*>([^<]+)<\/a><\/h2>/g)].map((match) => match[1]);
    expect(titles).toEqual([...demoPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate)).map((p) => p.title));
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="http:\/\/127\.0\.0\.1:\d+\/blog\/feed\.xml"/,
    );
  });

  it("renders an article on the server, readable without JavaScript", async () => {
    const first = demoPosts[0]!;
    const response = await get(`/blog/${first.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const h2s = first.body.filter((block) => block.type === "h2").map((block) => block.text!);
    for (const heading of h2s) expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain(`<li><p>${first.body.find((block) => block.type === "ul")!.items![0]}</p></li>`);
    expect(html).toContain('rel="alternate" type="application/atom+xml"');
    expect((await get("/blog/no-such-post")).status).toBe(404);
  });

  it("serves an Atom feed of the published posts, valid XML with the required elements", async () => {
    const response = await get("/blog/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const doc = parseXml(await response.text());
    const feed = doc.documentElement;
    expect(feed.localName).toBe("feed");
    expect(feed.namespaceURI).toBe(ATOM);
    const child = (parent: Element, name: string) => [...parent.children].find((element) => element.localName === name);
    for (const name of ["id", "title", "updated"]) expect(child(feed, name)?.textContent).toBeTruthy();
    const self = [...feed.children].find(
      (element) => element.localName === "link" && element.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe(`${server.url}/blog/feed.xml`);
    const entries = [...feed.children].filter((element) => element.localName === "entry");
    expect(entries).toHaveLength(demoPosts.length);
    for (const entry of entries) {
      for (const name of ["id", "title", "updated", "content"]) expect(child(entry, name)?.textContent).toBeTruthy();
      expect(child(entry, "link")?.getAttribute("href")).toMatch(new RegExp(`^${server.url}/blog/[a-z0-9-]+$`));
      expect(child(entry, "author")?.textContent).toBeTruthy();
    }
    const first = demoPosts[0]!;
    const entry = entries.find((element) => child(element, "title")?.textContent === first.title)!;
    expect(child(entry, "content")?.textContent).toContain(first.body.find((block) => block.type === "p")!.text);
  });

  it("lists every published post in the sitemap with its lastmod", async () => {
    const doc = parseXml(await (await get("/sitemap.xml")).text());
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
    const urls = [...doc.getElementsByTagNameNS(SITEMAP, "url")];
    // Posts, not the category pages (blog-pages.test.ts).
    const posts = urls.filter((url) =>
      /\/blog\/(?!category\/)/.test(url.getElementsByTagNameNS(SITEMAP, "loc")[0]!.textContent!),
    );
    expect(posts.map((url) => url.getElementsByTagNameNS(SITEMAP, "loc")[0]!.textContent).sort()).toEqual(
      demoPosts.flatMap((p) => [`${server.url}/blog/${p.slug}`, `${server.url}/bn/blog/${p.slug}`]).sort(),
    );
    for (const url of posts)
      expect(url.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
      );
  });

  it.runIf(driver === "postgres")(
    "shows drafts and scheduled posts nowhere, and 301s a published post's old slug",
    async () => {
      const db = database!.db;
      await createPost(db, post({ title: "Draft Nobody Sees", slug: "draft-nobody-sees" }), null);
      await createPost(
        db,
        post({
          title: "Scheduled Nobody Sees",
          slug: "scheduled-nobody-sees",
          status: "scheduled",
          publishAt: new Date(Date.now() + 86_400_000),
        }),
        null,
      );
      for (const slug of ["draft-nobody-sees", "scheduled-nobody-sees"])
        expect((await get(`/blog/${slug}`)).status).toBe(404);
      for (const path of ["/blog", "/", "/sitemap.xml", "/blog/feed.xml"]) {
        const text = await (await get(path)).text();
        expect(text).not.toContain("Nobody Sees");
        expect(text).not.toContain("nobody-sees");
      }

      const created = await createPost(
        db,
        post({ title: "Moving Post", slug: "moving-post", status: "published", publishAt: new Date() }),
        null,
      );
      if (!created.ok) throw new Error("not created");
      const current = (await getPost(db, created.id))!;
      await updatePost(
        db,
        created.id,
        current.version,
        post({ title: "Moving Post", slug: "moved-post", status: "published", publishAt: current.publishAt }),
        null,
      );
      const moved = await get("/blog/moving-post");
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/blog/moved-post");
      expect((await get("/blog/moved-post")).status).toBe(200);
    },
  );
});
