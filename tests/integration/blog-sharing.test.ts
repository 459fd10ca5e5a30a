import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Database, openDatabase } from "~/db/client.server";
import { prepareUpload } from "~/features/media/uploads.server";
import { type BlogPostInput, createPost } from "~/models/blog-posts.server";
import { insertPreparedUpload } from "~/models/media.server";
import { readingMinutes, type RichTextDoc } from "~/utils/rich-text";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { schemaOrgProblems } from "../support/schema-org/validate";
import { startServer, type TestServer } from "../support/server";

// Issue 30, sharing and search engines (decision 190): a post's SEO title, its social image falling back to
// the cover and then the site's card, served as a 1200 × 630 JPEG, and BlogPosting JSON-LD checked against
// schema.org's vocabulary, in English and Bengali. The posts are written while the server runs, so PostgreSQL.

const doc: RichTextDoc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Body." }] }] };

function post(overrides: Partial<BlogPostInput>): BlogPostInput {
  return {
    title: "A post",
    slug: "a-post",
    category: "Cloud",
    author: "Nadia Rahman",
    excerpt: "An excerpt.",
    metaDescription: "A description.",
    coverMediaId: null,
    coverAlt: "",
    body: doc,
    bodyMediaIds: [],
    readingMinutes: readingMinutes(doc),
    status: "published",
    publishAt: new Date("2026-11-02T09:30:00Z"),
    ...overrides,
  };
}

async function uploadPng(db: Database["db"], name: string, width: number, height: number, background: string) {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const prepared = await prepareUpload(new File([new Uint8Array(bytes)], name, { type: "image/png" }), "blog-image");
  if (!prepared.ok) throw new Error(prepared.error);
  return insertPreparedUpload(db, prepared.upload, { name, alt: `${name} alt` });
}

describe.runIf(testDrivers().includes("postgres"))("a post's search and sharing tags", () => {
  let server: TestServer;
  let database: Database;
  let drop: () => Promise<void>;
  const ids = { cover: "", social: "" };

  beforeAll(async () => {
    const created = await createPostgresDatabase({ prefix: "sharing", template: "site" });
    drop = created.drop;
    server = await startServer({ env: { DATABASE_URL: created.url } });
    database = await openDatabase({ databaseUrl: created.url });
    const db = database.db;
    ids.cover = await uploadPng(db, "cover.png", 1600, 1000, "#336699");
    ids.social = await uploadPng(db, "social.png", 1400, 1400, "#993333");
    await createPost(
      db,
      post({
        title: "Cover only",
        slug: "cover-only",
        seoTitle: "Cloud costs, explained",
        coverMediaId: ids.cover,
        coverAlt: "A cloud diagram",
        translations: { bn: { title: "শুধু প্রচ্ছদ", seoTitle: "ক্লাউডের খরচ" } },
      }),
      null,
    );
    await createPost(
      db,
      post({
        title: "With a social image",
        slug: "with-social",
        coverMediaId: ids.cover,
        coverAlt: "A cloud diagram",
        socialMediaId: ids.social,
        socialAlt: "Our team at work",
      }),
      null,
    );
    await createPost(db, post({ title: "No images", slug: "no-images", author: "" }), null);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
  });

  async function page(path: string) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    const { document } = new JSDOM(await response.text()).window;
    const meta = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    return { title: document.title, meta, posting: blocks.find((block) => block["@type"] === "BlogPosting") };
  }

  it("uses the SEO title, and the cover's 1200 × 630 rendition when there is no social image", async () => {
    const { title, meta } = await page("/blog/cover-only");
    expect(title).toMatch(/^Cloud costs, explained \| /);
    expect(meta("og:title")).toMatch(/^Cloud costs, explained \| /);
    const image = meta("og:image")!;
    expect(image).toMatch(new RegExp(`^${server.url}/media/${ids.cover}/share\\?v=[0-9a-f]{16}$`));
    expect(meta("twitter:image")).toBe(image);
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
    expect(meta("og:image:alt")).toBe("A cloud diagram");

    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const size = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("prefers the social image, and falls back to the site's card without any image", async () => {
    const social = await page("/blog/with-social");
    expect(social.title).toMatch(/^With a social image \| /);
    expect(social.meta("og:image")).toContain(`/media/${ids.social}/share?v=`);
    expect(social.meta("twitter:image:alt")).toBe("Our team at work");
    const square = await sharp(new Uint8Array(await (await fetch(social.meta("og:image")!)).arrayBuffer())).metadata();
    expect([square.width, square.height]).toEqual([1200, 630]);

    const plain = await page("/blog/no-images");
    expect(plain.meta("og:image")).toBe(`${server.url}/images/og-default.png`);
    expect([plain.meta("og:image:width"), plain.meta("og:image:height")]).toEqual(["1200", "630"]);
    const defaultCard = await sharp(
      new Uint8Array(await (await fetch(plain.meta("og:image")!)).arrayBuffer()),
    ).metadata();
    expect([defaultCard.width, defaultCard.height]).toEqual([1200, 630]);
  });

  it("carries BlogPosting JSON-LD that schema.org's vocabulary accepts, in each language", async () => {
    const english = await page("/blog/cover-only");
    const posting = english.posting!;
    expect(schemaOrgProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: "Cover only",
      datePublished: "2026-11-02T09:30:00.000Z",
      author: { "@type": "Person", name: "Nadia Rahman" },
      image: { "@type": "ImageObject", url: english.meta("og:image") },
      inLanguage: "en",
      mainEntityOfPage: { "@id": `${server.url}/blog/cover-only` },
    });
    expect(Date.parse(String(posting.dateModified))).toBeGreaterThanOrEqual(Date.parse("2026-11-02T09:30:00Z"));

    const bengali = await page("/bn/blog/cover-only");
    expect(bengali.title).toMatch(/^ক্লাউডের খরচ \| /);
    expect(schemaOrgProblems(bengali.posting)).toEqual([]);
    expect(bengali.posting).toMatchObject({
      headline: "শুধু প্রচ্ছদ",
      inLanguage: "bn",
      mainEntityOfPage: { "@id": `${server.url}/bn/blog/cover-only` },
    });

    // A post without an author is the company's; the check also catches a property schema.org does not have.
    const unsigned = (await page("/blog/no-images")).posting!;
    expect(schemaOrgProblems(unsigned)).toEqual([]);
    expect(unsigned.author).toMatchObject({ "@type": "Organization" });
    expect(schemaOrgProblems({ ...unsigned, readingTime: 3 })).toEqual([
      "$.readingTime: BlogPosting has no property readingTime",
    ]);
  });
});
