import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { wordsFor } from "~/words/words.server";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

// The site search page (decision 192) as a visitor without JavaScript gets it: a plain form, results
// rendered on the server with their matches marked, in the page's language.

describe.each(testDrivers())("site search (%s)", (driver) => {
  let server: TestServer;
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl = "";

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase({ prefix: "search", template: "site" });
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    return new JSDOM(await response.text()).window.document;
  };

  it("finds articles, services and projects, ranked, with their matches marked, and is not indexed", async () => {
    const doc = await page("/search?q=cloud+migration");
    const items = [...doc.querySelectorAll("[data-testid=search-results] > li")];
    expect(items.length).toBeGreaterThan(2);
    const links = items.map((item) => item.querySelector("h3 a")!.getAttribute("href"));
    expect(links).toContain("/blog/cloud-migration-for-smes");
    expect(links).toContain("/services");
    expect(links.some((href) => href?.startsWith("/portfolio/"))).toBe(true);
    const marks = [...doc.querySelectorAll("[data-testid=search-results] mark")].map((mark) => mark.textContent!);
    expect(marks.length).toBeGreaterThan(2);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^(cloud|migrat)/);
    expect(doc.querySelector("h2#search-results-heading")?.textContent).toMatch(/results for “cloud migration”/);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/search$/);
    // The form keeps the query, and the page has no script but the site's own (decision 165).
    expect((doc.querySelector("#search-page-q") as HTMLInputElement).value).toBe("cloud migration");
    expect(doc.querySelectorAll("script[src]").length).toBeLessThanOrEqual(1);
    expect(doc.querySelector('script[type="module"]:not([src])')).toBeNull();
  });

  it("the search page itself is indexed and prompts for words", async () => {
    const doc = await page("/search");
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.querySelector("h2#search-results-heading")?.textContent).toBe(wordsFor("en").search.prompt);
  });

  it("searches the Bengali edition in Bengali, linking to Bengali pages", async () => {
    const doc = await page(`/bn/search?q=${encodeURIComponent("ক্লাউড")}`);
    const links = [...doc.querySelectorAll("[data-testid=search-results] h3 a")].map((a) => a.getAttribute("href"));
    expect(links).toContain("/bn/blog/cloud-migration-for-smes");
    expect(links.every((href) => href?.startsWith("/bn"))).toBe(true);
    expect([...doc.querySelectorAll("[data-testid=search-results] mark")].map((mark) => mark.textContent)).toContain(
      "ক্লাউড",
    );
    expect(doc.documentElement.lang).toBe("bn");
  });

  it("says when nothing matched and suggests the contact page, in both languages", async () => {
    for (const [prefix, locale] of [
      ["", "en"],
      ["/bn", "bn"],
    ] as const) {
      const doc = await page(`${prefix}/search?q=zzqxv`);
      expect(doc.querySelector("[data-testid=search-results]")).toBeNull();
      expect(doc.querySelector("h2#search-results-heading")?.textContent).toBe(
        wordsFor(locale).search.noResults.replace("{query}", "zzqxv"),
      );
      const contact = [...doc.querySelectorAll("a")].find((a) => a.textContent === wordsFor(locale).search.contact);
      expect(contact?.getAttribute("href")).toBe(`${prefix}/contact`);
    }
  });

  it("puts a labelled search box in the header and the mobile menu of every public page", async () => {
    for (const [path, locale] of [
      ["/", "en"],
      ["/bn/about", "bn"],
    ] as const) {
      const doc = await page(path);
      const forms = [...doc.querySelectorAll("header form[role=search]")];
      expect(forms).toHaveLength(2);
      for (const form of forms) {
        expect(form.getAttribute("method")).toBe("get");
        expect(form.getAttribute("action")).toBe(locale === "bn" ? "/bn/search" : "/search");
        expect(form.getAttribute("aria-label")).toBe(wordsFor(locale).header.search.label);
        const input = form.querySelector("input[name=q]")!;
        expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(wordsFor(locale).header.search.label);
        expect(form.querySelector("button[type=submit]")?.textContent).toBe(wordsFor(locale).header.search.button);
      }
    }
  });

  it.runIf(driver === "postgres")("shows drafts never, and a title's markup as text", async () => {
    const database = await openDatabase({ databaseUrl });
    try {
      const body = {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "qwertyzap body" }] }],
      };
      await database.db.insert(blogPosts).values([
        {
          slug: "s-html",
          title: "<b>qwertyzap</b> <script>x()</script>",
          body,
          status: "published",
          publishAt: new Date(),
        },
        { slug: "s-draft", title: "qwertyzap draft", body, status: "draft" },
      ]);
    } finally {
      await database.close();
    }
    const response = await fetch(`${server.url}/search?q=qwertyzap`);
    const html = await response.text();
    expect(html).not.toContain("<script>x()");
    expect(html).toContain("&lt;b&gt;qwertyzap&lt;/b&gt;");
    const doc = new JSDOM(html).window.document;
    const links = [...doc.querySelectorAll("[data-testid=search-results] h3 a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/blog/s-html"]);
  });
});
