import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";
import { openDatabase } from "~/db/client.server";
import { blogPostRevisions, blogPosts } from "~/db/schema";
import { seedDemoBlog } from "~/db/seed.server";
import { cleanRichText, EMPTY_DOC, readingMinutes, type RichTextDoc } from "~/utils/rich-text";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  type BlogPostInput,
  createPost,
  getPost,
  listAdminPosts,
  listPostCategories,
  listRevisions,
  publishDuePosts,
  restoreRevision,
  REVISIONS_KEPT,
  updatePost,
} from "./blog-posts.server";
import { findRedirectedSlug, getPublishedPost, listPublishedPosts, listPublishedSlugs } from "./blog-public.server";

function doc(text: string): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

function input(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  const body = overrides.body ?? doc("Body text");
  return {
    title: "A test post",
    slug: `test-${Math.random().toString(36).slice(2, 10)}`,
    category: "Testing",
    author: "Test Author",
    excerpt: "An excerpt.",
    metaDescription: "A description.",
    coverMediaId: null,
    coverAlt: "",
    body,
    bodyMediaIds: [],
    readingMinutes: readingMinutes(body),
    status: "draft",
    publishAt: null,
    ...overrides,
  };
}

describe.each(testDrivers())("blog posts on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoBlog(database.db);
  });
  afterAll(() => database.drop());

  it("seeds the six demo articles once, published with their titles, dates, covers and bodies", async () => {
    expect(await seedDemoBlog(database.db)).toBe(false);
    const listed = await listPublishedPosts(database.db);
    const byDate = [...demoPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
    expect(listed.map((post) => [post.title, post.date, post.isoDate, post.imageAlt])).toEqual(
      byDate.map((post) => [post.title, post.date, post.isoDate, post.imageAlt]),
    );
    expect(listed.every((post) => post.imageUrl?.startsWith("/media/"))).toBe(true);
    const first = demoPosts[0]!;
    const stored = await getPublishedPost(database.db, first.slug);
    const paragraphs = stored!.body.content
      .filter((node) => node.type === "paragraph")
      .map((node) => node.content?.[0]?.text);
    expect(paragraphs).toEqual(first.body.filter((block) => block.type === "p").map((block) => block.text));
    // Reading time is computed from the body at 200 words a minute (the old hand-set figures were estimates).
    expect(stored!.readingMinutes).toBe(readingMinutes(stored!.body));
    expect(stored!.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it("lists the categories in use in English, for the admin's filter, and in Bengali, for the editor's suggestions", async () => {
    const fresh = await createTestDatabase(driver);
    try {
      await seedDemoBlog(fresh.db);
      const withoutCategory = await createPost(
        fresh.db,
        input({ category: "", translations: { bn: { title: "শিরোনাম" } } }),
        null,
      );
      expect(withoutCategory.ok).toBe(true);
      expect(await listPostCategories(fresh.db)).toEqual(demoPosts.map((post) => post.category).sort());
      const bengali = await listPostCategories(fresh.db, "bn");
      expect(bengali).toEqual(
        demoPosts.map((post) => blogPostsBn[post.slug]!.category).sort((a, b) => a.localeCompare(b, "bn")),
      );
      expect(bengali).toHaveLength(demoPosts.length);
    } finally {
      await fresh.drop();
    }
  });

  it("keeps drafts and scheduled posts out of every public read", async () => {
    const draft = input({ title: "Secret draft" });
    const scheduled = input({
      title: "Secret scheduled",
      status: "scheduled",
      publishAt: new Date(Date.now() + 3_600_000),
    });
    expect((await createPost(database.db, draft, null)).ok).toBe(true);
    expect((await createPost(database.db, scheduled, null)).ok).toBe(true);
    for (const post of [draft, scheduled]) {
      expect(await getPublishedPost(database.db, post.slug)).toBeNull();
      expect((await listPublishedPosts(database.db)).map((p) => p.slug)).not.toContain(post.slug);
      expect((await listPublishedSlugs(database.db)).map((p) => p.slug)).not.toContain(post.slug);
    }
    const admin = await listAdminPosts(database.db, { q: "secret", status: "", category: "", page: 1 });
    expect(admin.posts.map((post) => post.title).sort()).toEqual(["Secret draft", "Secret scheduled"]);
    const drafts = await listAdminPosts(database.db, { q: "", status: "draft", category: "Testing", page: 1 });
    expect(drafts.posts.map((post) => post.title)).toContain("Secret draft");
    expect(drafts.posts.map((post) => post.title)).not.toContain("Secret scheduled");
  });

  it("refuses a slug another post has", async () => {
    const first = input();
    expect((await createPost(database.db, first, null)).ok).toBe(true);
    expect(await createPost(database.db, input({ slug: first.slug }), null)).toEqual({
      ok: false,
      reason: "slug-taken",
    });
  });

  it("refuses a save based on an older version and keeps the newer one", async () => {
    const created = await createPost(database.db, input({ title: "Version 1" }), null);
    if (!created.ok) throw new Error("not created");
    const post = (await getPost(database.db, created.id))!;
    const alice = await updatePost(
      database.db,
      post.id,
      post.version,
      input({ slug: post.slug, title: "Alice's title" }),
      "alice@example.test",
    );
    expect(alice).toMatchObject({ ok: true, version: post.version + 1 });
    const bob = await updatePost(
      database.db,
      post.id,
      post.version,
      input({ slug: post.slug, title: "Bob's title" }),
      "bob@example.test",
    );
    expect(bob).toEqual({ ok: false, reason: "stale" });
    expect((await getPost(database.db, post.id))!.title).toBe("Alice's title");
  });

  it("lets two saves of the same version race: exactly one applies", async () => {
    const created = await createPost(database.db, input(), null);
    if (!created.ok) throw new Error("not created");
    const { slug, version } = (await getPost(database.db, created.id))!;
    const results = await Promise.all(
      ["One", "Two", "Three"].map((title) =>
        updatePost(database.db, created.id, version, input({ slug, title }), null),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "stale")).toHaveLength(2);
  });

  it("keeps a published post's old URL as a redirect when its slug changes", async () => {
    const created = await createPost(database.db, input({ status: "published", publishAt: new Date() }), null);
    if (!created.ok) throw new Error("not created");
    const before = (await getPost(database.db, created.id))!;
    const renamed = `${before.slug}-renamed`;
    expect(
      (
        await updatePost(
          database.db,
          before.id,
          before.version,
          input({ slug: renamed, status: "published", publishAt: before.publishAt }),
          null,
        )
      ).ok,
    ).toBe(true);
    expect(await findRedirectedSlug(database.db, before.slug)).toBe(renamed);
    expect(await getPublishedPost(database.db, renamed)).not.toBeNull();
    // Taking the slug back removes the redirect: the post lives there again.
    const after = (await getPost(database.db, created.id))!;
    expect(
      (
        await updatePost(
          database.db,
          after.id,
          after.version,
          input({ slug: before.slug, status: "published", publishAt: before.publishAt }),
          null,
        )
      ).ok,
    ).toBe(true);
    expect(await findRedirectedSlug(database.db, before.slug)).toBeNull();
    expect(await findRedirectedSlug(database.db, renamed)).toBe(before.slug);
  });

  it("does not redirect from a draft's old slug", async () => {
    const created = await createPost(database.db, input(), null);
    if (!created.ok) throw new Error("not created");
    const before = (await getPost(database.db, created.id))!;
    await updatePost(database.db, before.id, before.version, input({ slug: `${before.slug}-2` }), null);
    expect(await findRedirectedSlug(database.db, before.slug)).toBeNull();
  });

  it("keeps a revision per save (the last 50) and restores one only from the current version", async () => {
    const created = await createPost(database.db, input({ title: "Revision 0" }), null);
    if (!created.ok) throw new Error("not created");
    let version = created.version;
    const slug = (await getPost(database.db, created.id))!.slug;
    for (let index = 1; index <= REVISIONS_KEPT + 2; index++) {
      const saved = await updatePost(
        database.db,
        created.id,
        version,
        input({ slug, title: `Revision ${index}` }),
        "editor@example.test",
      );
      if (!saved.ok) throw new Error("not saved");
      version = saved.version;
    }
    const revisions = await listRevisions(database.db, created.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.title).toBe(`Revision ${REVISIONS_KEPT + 2}`);
    const older = revisions[10]!;
    expect(await restoreRevision(database.db, created.id, older.id, version - 1, null)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect((await getPost(database.db, created.id))!.title).toBe(`Revision ${REVISIONS_KEPT + 2}`);
    const restored = await restoreRevision(database.db, created.id, older.id, version, "editor@example.test");
    expect(restored.ok).toBe(true);
    expect((await getPost(database.db, created.id))!.title).toBe(older.title);
    expect((await listRevisions(database.db, created.id))[0]!.title).toBe(older.title);
  });

  it("holds a Bengali version beside the English one", async () => {
    const created = await createPost(database.db, input({ title: "English title" }), null);
    if (!created.ok) throw new Error("not created");
    const bn = { title: "বাংলা শিরোনাম", excerpt: "সারাংশ", body: doc("বাংলা লেখা") };
    await database.db.update(blogPosts).set({ translations: { bn } }).where(eq(blogPosts.id, created.id));
    const row = (await getPost(database.db, created.id))!;
    expect(row.title).toBe("English title");
    expect(row.translations).toEqual({ bn });
  });

  it("reads a published post for a locale: each text in Bengali where written, else English, named in `langs`", async () => {
    const publishAt = new Date("2024-03-15T09:00:00+06:00");
    const english = input({
      title: "English title",
      excerpt: "English excerpt.",
      metaDescription: "English description.",
      status: "published",
      publishAt,
    });
    const created = await createPost(database.db, english, null);
    if (!created.ok) throw new Error("not created");
    // An empty Bengali excerpt and a body without text count as untranslated (decision 080).
    const bn = {
      title: "বাংলা শিরোনাম",
      category: "পরীক্ষা",
      excerpt: " ",
      metaDescription: "বাংলা বিবরণ।",
      body: doc(""),
    };
    await database.db.update(blogPosts).set({ translations: { bn } }).where(eq(blogPosts.id, created.id));

    const post = (await getPublishedPost(database.db, english.slug, "bn"))!;
    expect(post).toMatchObject({
      title: "বাংলা শিরোনাম",
      category: "পরীক্ষা",
      excerpt: "English excerpt.",
      metaDescription: "বাংলা বিবরণ।",
      date: "১৫ মার্চ, ২০২৪",
      isoDate: "2024-03-15",
    });
    expect(post.body).toEqual(english.body);
    expect(post.langs).toEqual({
      title: "bn",
      category: "bn",
      excerpt: "en",
      metaDescription: "bn",
      coverAlt: "en",
      seoTitle: "en",
      socialAlt: "en",
      body: "en",
    });
    const teaser = (await listPublishedPosts(database.db, { locale: "bn" })).find(
      (listed) => listed.slug === english.slug,
    )!;
    expect(teaser).toMatchObject({
      title: "বাংলা শিরোনাম",
      category: "পরীক্ষা",
      excerpt: "English excerpt.",
      date: "১৫ মার্চ, ২০২৪",
      langs: { title: "bn", category: "bn", excerpt: "en", coverAlt: "en" },
    });
    // The admin's list and its filter stay on the English category (the row's column).
    const filtered = await listAdminPosts(database.db, { q: "", status: "published", category: "Testing", page: 1 });
    expect(filtered.posts.find((listed) => listed.slug === english.slug)?.category).toBe("Testing");
    expect((await listAdminPosts(database.db, { q: "", status: "", category: "পরীক্ষা", page: 1 })).total).toBe(0);

    // English reads are as before, every text in English.
    const englishPost = (await getPublishedPost(database.db, english.slug))!;
    expect(englishPost).toMatchObject({
      title: "English title",
      category: "Testing",
      excerpt: "English excerpt.",
      metaDescription: "English description.",
      date: "March 15, 2024",
    });
    expect(englishPost.langs).toEqual({
      title: "en",
      category: "en",
      excerpt: "en",
      metaDescription: "en",
      coverAlt: "en",
      seoTitle: "en",
      socialAlt: "en",
      body: "en",
    });
    expect((await listPublishedPosts(database.db)).find((listed) => listed.slug === english.slug)?.title).toBe(
      "English title",
    );
  });

  it("sorts the admin list by publish date either way, drafts last, as well as by last change", async () => {
    const category = `Sorting ${driver}`;
    const save = async (title: string, status: "draft" | "published", publishAt: string | null) =>
      createPost(
        database.db,
        input({ title, category, status, publishAt: publishAt ? new Date(publishAt) : null }),
        null,
      );
    // Saved in an order that is neither publish order: the last change sorts them differently.
    await save("Middle", "published", "2025-06-01T00:00:00Z");
    await save("Draft", "draft", null);
    await save("Oldest", "published", "2024-01-01T00:00:00Z");
    await save("Newest", "published", "2026-03-01T00:00:00Z");
    const titles = async (sort: "" | "published" | "published-oldest") =>
      (await listAdminPosts(database.db, { q: "", status: "", category, page: 1, sort })).posts.map((p) => p.title);
    expect(await titles("published")).toEqual(["Newest", "Middle", "Oldest", "Draft"]);
    expect(await titles("published-oldest")).toEqual(["Oldest", "Middle", "Newest", "Draft"]);
    expect(await titles("")).toEqual(["Newest", "Oldest", "Draft", "Middle"]);
  });

  it("publishes due scheduled posts once, by a clock passed in", async () => {
    const due = input({ status: "scheduled", publishAt: new Date("2030-01-01T00:00:00Z") });
    const later = input({ status: "scheduled", publishAt: new Date("2030-01-02T00:00:00Z") });
    await createPost(database.db, due, null);
    await createPost(database.db, later, null);
    const clock = new Date("2030-01-01T00:00:30Z");
    const published = (await publishDuePosts(database.db, clock)).map((post) => post.slug);
    expect(published).toContain(due.slug);
    expect(published).not.toContain(later.slug);
    expect(await publishDuePosts(database.db, clock)).toEqual([]);
    expect(await getPublishedPost(database.db, due.slug)).not.toBeNull();
    expect(await getPublishedPost(database.db, later.slug)).toBeNull();
  });

  it.runIf(driver === "postgres")("publishes exactly once when two instances claim at the same moment", async () => {
    const others = await Promise.all([
      openDatabase({ databaseUrl: database.url! }),
      openDatabase({ databaseUrl: database.url! }),
    ]);
    try {
      const posts = Array.from({ length: 20 }, () =>
        input({ status: "scheduled", publishAt: new Date("2031-01-01T00:00:00Z") }),
      );
      for (const post of posts) await createPost(database.db, post, null);
      const clock = new Date("2031-01-01T00:01:00Z");
      const claims = await Promise.all([...others, ...others].map((other) => publishDuePosts(other.db, clock)));
      const claimed = claims.flat().map((post) => post.slug);
      // Each of these posts is claimed by exactly one of the four concurrent claims (earlier tests' posts may join them).
      for (const post of posts) expect(claimed.filter((slug) => slug === post.slug)).toHaveLength(1);
      expect(new Set(claimed).size).toBe(claimed.length);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it("stores revisions with who saved them", async () => {
    const created = await createPost(database.db, input(), "author@example.test");
    if (!created.ok) throw new Error("not created");
    const rows = await database.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, created.id));
    expect(rows.map((row) => row.actorEmail)).toEqual(["author@example.test"]);
  });
});

describe("rich text cleaning", () => {
  it("keeps the allowed structure and drops everything else", () => {
    const result = cleanRichText({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1, onclick: "x" }, content: [{ type: "text", text: "Title" }] },
        { type: "iframe", attrs: { src: "https://evil.test" } },
        { type: "svg", content: [{ type: "text", text: "<svg onload=alert(1)>" }] },
        {
          type: "paragraph",
          attrs: { style: "color:red" },
          content: [
            { type: "text", text: "js", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            {
              type: "text",
              text: "data",
              marks: [{ type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } }],
            },
            {
              type: "text",
              text: "ok",
              marks: [
                { type: "link", attrs: { href: "https://example.com", target: "_top" } },
                { type: "bold" },
                { type: "underline" },
              ],
            },
          ],
        },
        { type: "image", attrs: { src: "https://evil.test/x.png", alt: "no media id" } },
      ],
    });
    expect(result).toEqual({
      ok: true,
      imageMediaIds: [],
      doc: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Title" }] },
          {
            type: "paragraph",
            content: [
              { type: "text", text: "js" },
              { type: "text", text: "data" },
              {
                type: "text",
                text: "ok",
                marks: [{ type: "link", attrs: { href: "https://example.com" } }, { type: "bold" }],
              },
            ],
          },
        ],
      },
    });
  });

  it("requires alt text on images and refuses a body over 200 KB", () => {
    const image = { type: "image", attrs: { mediaId: "11111111-1111-4111-8111-111111111111", alt: " " } };
    expect(cleanRichText({ type: "doc", content: [image] })).toMatchObject({
      ok: false,
      message: expect.stringContaining("alt text"),
    });
    const big = doc("x".repeat(210 * 1024));
    expect(cleanRichText(big)).toMatchObject({ ok: false, message: expect.stringContaining("too long") });
    expect(cleanRichText("not json")).toMatchObject({ ok: false });
    expect(cleanRichText(EMPTY_DOC)).toMatchObject({ ok: true });
  });
});
