import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { newsletterIssues } from "~/db/schema";
import { NEWSLETTER_SUCCESS } from "~/features/newsletter/newsletter-fields";

import { flashToastOf } from "../support/contact";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

// The newsletter's public archive (decision 204): sent issues (and one still sending) at /newsletter/<slug>
// and listed at /newsletter/archive, in both editions, with the emails' language rule; drafts and
// scheduled issues nowhere.

const doc = (...paragraphs: string[]) => ({
  type: "doc",
  content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

const issues: (typeof newsletterIssues.$inferInsert)[] = [
  {
    slug: "december-news",
    subject: "December news",
    body: doc("Our December news, in English."),
    translations: { bn: { subject: "ডিসেম্বরের খবর", body: doc("আমাদের ডিসেম্বরের খবর, বাংলায়।") } },
    status: "sent",
    queuedAt: new Date("2026-11-15T04:00:00Z"),
    sentAt: new Date("2026-11-15T06:00:00Z"),
  },
  {
    slug: "only-english",
    subject: "Only in English",
    body: doc("Nobody translated this one."),
    translations: {},
    status: "sent",
    queuedAt: new Date("2026-10-01T04:00:00Z"),
  },
  {
    slug: "going-out-now",
    subject: "Going out now",
    body: doc("Half the list has it already."),
    translations: {},
    status: "sending",
    queuedAt: new Date("2026-11-20T04:00:00Z"),
  },
  { slug: "a-draft", subject: "Draft nobody sees", body: doc("Draft body"), translations: {}, status: "draft" },
  {
    slug: "a-scheduled",
    subject: "Scheduled nobody sees",
    body: doc("Scheduled body"),
    translations: {},
    status: "scheduled",
    scheduledAt: new Date(Date.now() + 86_400_000),
  },
];

const parse = (html: string) => new JSDOM(html).window.document;
const langOf = (element: Element | null | undefined) => element?.closest("[lang]")?.getAttribute("lang");

describe.each(testDrivers())("the newsletter archive (%s)", (driver) => {
  let server: TestServer;
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "newsletter-archive-"));
    let databaseUrl = "";
    if (driver === "postgres") {
      const created = await createPostgresDatabase({ prefix: "archive", template: "site" });
      databaseUrl = created.url;
      dropDatabase = created.drop;
    } else {
      await copySiteDataDir(dataDir);
    }
    // PGlite's folder belongs to one process: the issues are written before the server starts.
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir, lockPurpose: "test seed" });
    try {
      await database.db.insert(newsletterIssues).values(issues);
    } finally {
      await database.close();
    }
    server = await startServer({ env: { DATABASE_URL: databaseUrl }, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: "manual" });
  const page = async (pathname: string) => {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    return parse(await response.text());
  };
  const links = (document: Document, rel: string) =>
    [...document.querySelectorAll(`head link[rel="${rel}"]`)].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);

  it("lists sent issues newest first, each dated, without the runtime, and keeps drafts and scheduled ones out", async () => {
    const document = await page("/newsletter/archive");
    expect([...document.querySelectorAll("main li h2 a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Going out now", "/newsletter/going-out-now"],
      ["December news", "/newsletter/december-news"],
      ["Only in English", "/newsletter/only-english"],
    ]);
    expect(document.querySelector('main time[datetime="2026-11-15"]')?.parentElement?.textContent).toBe(
      "Sent on November 15, 2026",
    );
    expect(document.body.textContent).not.toContain("nobody sees");
    expect(links(document, "canonical")).toEqual([[null, `${server.url}/newsletter/archive`]]);
    expect(links(document, "alternate").filter(([lang]) => lang)).toEqual([
      ["en", `${server.url}/newsletter/archive`],
      ["bn", `${server.url}/bn/newsletter/archive`],
      ["x-default", `${server.url}/newsletter/archive`],
    ]);
    // A content page (decision 165): no framework runtime, no loader data.
    expect(document.querySelector('script[type="module"]:not([src])')).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain("__reactRouterContext");
    // The sign-up at its foot posts to the same action as everywhere, and does not link to itself.
    expect(document.querySelector('form[action="/newsletter"] input[name="source"]')?.getAttribute("value")).toBe(
      "archive",
    );
    expect(document.querySelector('main a[href="/newsletter/archive"]')).toBeNull();
  });

  it("lists them in Bengali under /bn, the untranslated subject in English marked lang=en", async () => {
    const document = await page("/bn/newsletter/archive");
    expect(document.documentElement.lang).toBe("bn");
    const titles = [...document.querySelectorAll("main li h2 a")];
    expect(titles.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Going out now", "/bn/newsletter/going-out-now"],
      ["ডিসেম্বরের খবর", "/bn/newsletter/december-news"],
      ["Only in English", "/bn/newsletter/only-english"],
    ]);
    expect(langOf(titles[1]!.querySelector("*") ?? titles[1])).toBe("bn");
    expect(titles[2]!.querySelector("span")?.getAttribute("lang")).toBe("en");
    expect(document.querySelector("main h1")?.textContent).toBe("নিউজলেটার আর্কাইভ");
    expect(document.querySelector('main time[datetime="2026-11-15"]')?.textContent).toBe("১৫ নভেম্বর, ২০২৬");
  });

  it("shows an issue in each edition, Bengali where written and English where not, with canonical and alternates", async () => {
    const english = await page("/newsletter/december-news");
    expect(english.querySelector("main h1")?.textContent).toBe("December news");
    expect(english.querySelector("main .prose-article")?.textContent).toBe("Our December news, in English.");
    expect(english.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Our December news, in English.",
    );
    expect(links(english, "canonical")).toEqual([[null, `${server.url}/newsletter/december-news`]]);
    expect(links(english, "alternate").filter(([lang]) => lang)).toEqual([
      ["en", `${server.url}/newsletter/december-news`],
      ["bn", `${server.url}/bn/newsletter/december-news`],
      ["x-default", `${server.url}/newsletter/december-news`],
    ]);
    expect(english.querySelector('main a[href="/newsletter/archive"]')?.textContent).toBe("All issues");

    const bengali = await page("/bn/newsletter/december-news");
    expect(bengali.querySelector("main h1")?.textContent).toBe("ডিসেম্বরের খবর");
    const body = bengali.querySelector("main .prose-article")!;
    expect(body.textContent).toBe("আমাদের ডিসেম্বরের খবর, বাংলায়।");
    expect(langOf(body)).toBe("bn");
    expect(links(bengali, "canonical")).toEqual([[null, `${server.url}/bn/newsletter/december-news`]]);

    const fallback = await page("/bn/newsletter/only-english");
    expect(fallback.querySelector("main .prose-article")?.getAttribute("lang")).toBe("en");
    expect(fallback.querySelector("main h1 span")?.getAttribute("lang")).toBe("en");
    expect(fallback.querySelector("main .prose-article")?.textContent).toBe("Nobody translated this one.");
    expect((await get("/newsletter/going-out-now")).status).toBe(200);
  });

  it("answers 404 for a draft, a scheduled issue and an unknown slug, in both editions", async () => {
    for (const slug of ["a-draft", "a-scheduled", "no-such-issue"])
      for (const prefix of ["", "/bn"]) {
        const response = await get(`${prefix}/newsletter/${slug}`);
        expect(response.status, `${prefix}/newsletter/${slug}`).toBe(404);
        expect(await response.text()).not.toContain("nobody sees");
      }
  });

  it("puts the archive and each sent issue in the sitemap with its alternates, and nothing unsent", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const slug of ["archive", "december-news", "only-english", "going-out-now"]) {
      expect(xml).toContain(`<loc>${server.url}/newsletter/${slug}</loc>`);
      expect(xml).toContain(`<loc>${server.url}/bn/newsletter/${slug}</loc>`);
    }
    expect(xml).toContain(
      `<loc>${server.url}/bn/newsletter/december-news</loc><lastmod>2026-11-15T04:00:00Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="${server.url}/newsletter/december-news"/>`,
    );
    expect(xml).not.toContain("a-draft");
    expect(xml).not.toContain("a-scheduled");
  });

  it("is linked from the sign-up on the blog in each edition, and the sign-up's action still answers", async () => {
    const blog = await page("/blog");
    expect(blog.querySelector('#blog-newsletter-heading ~ p a[href="/newsletter/archive"]')?.textContent).toBe(
      "Read past issues",
    );
    const bnBlog = await page("/bn/blog");
    expect(bnBlog.querySelector('main a[href="/bn/newsletter/archive"]')?.textContent).toBe("আগের সংখ্যাগুলো পড়ুন");
    const signUp = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        Referer: `${server.url}/newsletter/archive`,
      },
      body: new URLSearchParams({ email: "reader@example.test", source: "archive", website: "" }),
    });
    expect(signUp.status).toBe(302);
    expect(signUp.headers.get("location")).toBe("/newsletter/archive");
    expect(flashToastOf(signUp)).toMatchObject({ type: "success", message: NEWSLETTER_SUCCESS });
    expect((await get("/newsletter")).status).toBe(302);
  });
});
