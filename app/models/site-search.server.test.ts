import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedDemoContentTypes } from "~/db/demo-seeds.server";
import { blogPosts, faqItems } from "~/db/schema";
import { highlightSegments } from "~/features/search/search-text";
import type { RichTextDoc } from "~/utils/rich-text";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { setPostTrashed } from "./blog-trash.server";
import { searchSite } from "./site-search.server";

function doc(text: string): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

describe.each(testDrivers())("site search on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoContentTypes(database.db, () => {});
  });
  afterAll(() => database.drop());

  it("has the english text search configuration, stemming words", async () => {
    const result = await database.db.execute(sql`select to_tsvector('english', 'Migrating clouds')::text as v`);
    expect((result as unknown as { rows: { v: string }[] }).rows[0]?.v).toBe("'cloud':2 'migrat':1");
  });

  it("finds posts, services, projects, FAQ answers and pages in English, stemmed and ranked", async () => {
    const hits = await searchSite(database.db, { query: "migrating clouds", locale: "en" });
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.map((hit) => hit.key)).toContain("cloud-migration-for-smes");
    expect(hits[0]!.title).toMatch(/cloud|migrat/i);
    const kinds = new Set(hits.map((hit) => hit.kind));
    expect(kinds).toContain("service");
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.rank).toBeLessThanOrEqual(hits[i - 1]!.rank);
    const marked = highlightSegments(hits[0]!.headline).filter((segment) => segment.match);
    expect(marked.length).toBeGreaterThan(0);
    for (const segment of marked) expect(segment.text.toLowerCase()).toMatch(/^(migrat|cloud)/);

    expect(
      (await searchSite(database.db, { query: "privacy", locale: "en" })).some((hit) => hit.kind === "legal"),
    ).toBe(true);
    const faq = await database.db.select().from(faqItems).limit(1);
    const word = faq[0]!.answer.split(/\W+/).find((w) => w.length > 6)!;
    expect((await searchSite(database.db, { query: word, locale: "en" })).some((hit) => hit.kind === "faq")).toBe(true);
  });

  it("searches the Bengali edition with the simple configuration, titles in Bengali", async () => {
    const hits = await searchSite(database.db, { query: "ক্লাউড", locale: "bn" });
    expect(hits.length).toBeGreaterThan(0);
    const post = hits.find((hit) => hit.kind === "post");
    expect(post?.title).toMatch(/ক্লাউড/);
    expect(highlightSegments(post!.headline).some((segment) => segment.match && segment.text === "ক্লাউড")).toBe(true);
    // Bengali is not stemmed, and an English word is not looked up in the Bengali texts by its stem.
    expect(await searchSite(database.db, { query: "migrating", locale: "bn" })).toEqual([]);
  });

  it("never finds drafts, scheduled or trashed posts, or hidden FAQ answers", async () => {
    const word = "zanzibarquux";
    const base = {
      category: "",
      author: "",
      excerpt: `About ${word}`,
      metaDescription: "",
      body: doc(`Text ${word}`),
      bodyMediaIds: [],
      readingMinutes: 1,
    };
    const [draft, scheduled, published] = await database.db
      .insert(blogPosts)
      .values([
        { ...base, slug: "s-draft", title: `Draft ${word}`, status: "draft" },
        {
          ...base,
          slug: "s-scheduled",
          title: `Scheduled ${word}`,
          status: "scheduled",
          publishAt: new Date(Date.now() + 86_400_000),
        },
        { ...base, slug: "s-live", title: `Live ${word}`, status: "published", publishAt: new Date() },
      ])
      .returning({ id: blogPosts.id });
    expect(draft && scheduled).toBeTruthy();
    await database.db.insert(faqItems).values({ question: `Hidden ${word}?`, answer: word, visible: false });
    expect((await searchSite(database.db, { query: word, locale: "en" })).map((hit) => hit.key)).toEqual(["s-live"]);
    // The Bengali edition shows the English text where there is no translation, and finds it there.
    expect((await searchSite(database.db, { query: word, locale: "bn" })).map((hit) => hit.key)).toEqual(["s-live"]);
    await setPostTrashed(database.db, published!.id, true);
    expect(await searchSite(database.db, { query: word, locale: "en" })).toEqual([]);
    await database.db.delete(blogPosts).where(eq(blogPosts.slug, "s-live"));
  });

  it("strips forged markers and finds nothing for an empty or stop-word query", async () => {
    await database.db.insert(blogPosts).values({
      slug: "s-markers",
      title: "Markers",
      excerpt: "",
      body: doc("plainword \u0001forged\u0002 <b>bold</b> plainword"),
      bodyMediaIds: [],
      status: "published",
      publishAt: new Date(),
    });
    const [hit] = await searchSite(database.db, { query: "forged", locale: "en" });
    expect(highlightSegments(hit!.headline).filter((segment) => segment.match)).toEqual([
      { text: "forged", match: true },
    ]);
    expect(await searchSite(database.db, { query: "", locale: "en" })).toEqual([]);
    expect(await searchSite(database.db, { query: "the and of", locale: "en" })).toEqual([]);
    expect(await searchSite(database.db, { query: '"unclosed -', locale: "en" })).toBeInstanceOf(Array);
  });
});
