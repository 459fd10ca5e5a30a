import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkBlocks } from "~/components/blocks/registry";
import { revisionMarks } from "~/features/publishing/publishing";
import { previewPageView } from "~/routes/public/page.server";
import { readingMinutes, type RichTextDoc } from "~/utils/rich-text";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  type BlogPostInput,
  createPost,
  discardStagedPost,
  getPost,
  getPostAsEdited,
  listRevisions,
  stagePost,
  updatePost,
} from "./blog-posts.server";
import { findRedirectedSlug, getPostForPreview, getPublishedPost, listPostsForFeed } from "./blog-public.server";
import {
  createPage,
  getPage,
  getPageAsEdited,
  getPublishedPage,
  listPageRevisions,
  type PageInput,
  stagePage,
  updatePage,
} from "./pages.server";
import { listRedirects } from "./redirects.server";

// Staged changes (decision 178): one implementation in the shared publishing, exercised through posts and pages.

function doc(text: string): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

function post(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  const body = overrides.body ?? doc("Live body");
  return {
    title: "Live title",
    slug: "staged-post",
    category: "Testing",
    author: "Test Author",
    excerpt: "An excerpt.",
    metaDescription: "A description.",
    coverMediaId: null,
    coverAlt: "",
    body,
    bodyMediaIds: [],
    readingMinutes: readingMinutes(body),
    status: "published",
    publishAt: new Date("2026-11-01T09:00:00Z"),
    ...overrides,
  };
}

function page(heading: string, overrides: Partial<PageInput> = {}): PageInput {
  const checked = checkBlocks([{ id: "hero1", type: "hero", data: { heading, intro: "Intro." }, translations: {} }]);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  return {
    address: "staged-page",
    title: heading,
    seoTitle: "",
    metaDescription: "",
    socialMediaId: null,
    socialAlt: "",
    blocks: checked.blocks,
    blockMediaIds: [],
    status: "published",
    publishAt: new Date("2026-11-01T09:00:00Z"),
    translations: {},
    ...overrides,
  };
}

describe.each(testDrivers())("staged changes (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("keeps a post's staged change from visitors until it is published, then replaces the live post in one step", async () => {
    const { db } = database;
    const created = await createPost(db, post(), "editor@example.test");
    if (!created.ok) throw new Error(created.reason);
    const live = await getPost(db, created.id);

    const staged = await stagePost(
      db,
      created.id,
      created.version,
      post({ title: "Staged title", slug: "staged-post-moved", body: doc("Staged body") }),
      "writer@example.test",
    );
    if (!staged.ok) throw new Error(staged.reason);
    // Visitors, the feed and the sitemap's date see the live post; the live columns are untouched.
    expect((await getPublishedPost(db, "staged-post"))?.title).toBe("Live title");
    expect(await getPublishedPost(db, "staged-post-moved")).toBeNull();
    expect((await listPostsForFeed(db)).map((item) => item.title)).toEqual(["Live title"]);
    const after = await getPost(db, created.id);
    expect({ title: after?.title, slug: after?.slug, updatedAt: after?.updatedAt }).toEqual({
      title: "Live title",
      slug: "staged-post",
      updatedAt: live?.updatedAt,
    });
    // Staff edit and preview the staged change.
    const edited = await getPostAsEdited(db, created.id);
    expect([edited?.row.title, edited?.row.status, edited?.staged?.actorEmail]).toEqual([
      "Staged title",
      "published",
      "writer@example.test",
    ]);
    expect((await getPostForPreview(db, created.id))?.title).toBe("Staged title");

    // A second staff member staging (or saving) from the version before is refused; nothing changes.
    expect(await stagePost(db, created.id, created.version, post({ title: "Other" }), null)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await updatePost(db, created.id, created.version, post({ title: "Other" }), null)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect((await getPostAsEdited(db, created.id))?.row.title).toBe("Staged title");

    // The revisions list: the staged change and the live version.
    const marksBefore = revisionMarks(await listRevisions(db, created.id), (await getPost(db, created.id))!);
    expect(marksBefore).toEqual(["staged", "live"]);

    // Publishing the change replaces the live columns, ends the staged change and keeps the old slug redirecting.
    const published = await updatePost(
      db,
      created.id,
      staged.version,
      post({ title: "Staged title", slug: "staged-post-moved", body: doc("Staged body") }),
      "editor@example.test",
    );
    if (!published.ok) throw new Error(published.reason);
    expect((await getPublishedPost(db, "staged-post-moved"))?.title).toBe("Staged title");
    expect(await findRedirectedSlug(db, "staged-post")).toBe("staged-post-moved");
    const now = await getPost(db, created.id);
    expect(now?.stagedRevisionId).toBeNull();
    expect(now?.publishAt).toEqual(live?.publishAt);
    expect(revisionMarks(await listRevisions(db, created.id), now!)).toEqual(["live", "unpublished", null]);
  });

  it("discards a staged change at its version, refuses a stale discard, and stages only a published post", async () => {
    const { db } = database;
    const created = await createPost(db, post({ slug: "discard-me" }), null);
    if (!created.ok) throw new Error(created.reason);
    const staged = await stagePost(db, created.id, created.version, post({ slug: "discard-me", title: "Later" }), null);
    if (!staged.ok) throw new Error(staged.reason);
    expect(await discardStagedPost(db, created.id, created.version)).toEqual({ ok: false, reason: "stale" });
    const discarded = await discardStagedPost(db, created.id, staged.version);
    expect(discarded.ok).toBe(true);
    const edited = await getPostAsEdited(db, created.id);
    expect([edited?.row.title, edited?.staged]).toEqual(["Live title", null]);

    const draft = await createPost(db, post({ slug: "a-draft", status: "draft", publishAt: null }), null);
    if (!draft.ok) throw new Error(draft.reason);
    expect(await stagePost(db, draft.id, draft.version, post({ slug: "a-draft" }), null)).toEqual({
      ok: false,
      reason: "not-live",
    });
    // A staged slug another post holds is refused when it is staged, not only when it is published.
    expect(
      await stagePost(db, created.id, discarded.ok ? discarded.version : 0, post({ slug: "a-draft" }), null),
    ).toEqual({
      ok: false,
      reason: "slug-taken",
    });
  });

  it("keeps a page's staged change from visitors, previews it, and publishes it with a 301 from the old address", async () => {
    const { db } = database;
    const created = await createPage(db, page("Live heading"), "editor@example.test");
    if (!created.ok) throw new Error(created.reason);
    const staged = await stagePage(
      db,
      created.id,
      created.version,
      page("Staged heading", { address: "staged-page-moved" }),
      null,
    );
    if (!staged.ok) throw new Error(staged.reason);
    expect((await getPublishedPage(db, "staged-page"))?.blocks[0]!.data.heading).toBe("Live heading");
    expect(await getPublishedPage(db, "staged-page-moved")).toBeNull();
    expect((await listRedirects(db)).some((row) => row.fromPath === "/staged-page")).toBe(false);
    const preview = await previewPageView(db, created.id);
    expect([preview?.title, preview?.staged]).toEqual(["Staged heading", true]);
    expect((await getPageAsEdited(db, created.id))?.row.address).toBe("staged-page-moved");
    expect(revisionMarks(await listPageRevisions(db, created.id), (await getPage(db, created.id))!)).toEqual([
      "staged",
      "live",
    ]);
    expect(await stagePage(db, created.id, created.version, page("Other"), null)).toEqual({
      ok: false,
      reason: "stale",
    });

    const published = await updatePage(
      db,
      created.id,
      staged.version,
      page("Staged heading", { address: "staged-page-moved" }),
      null,
    );
    expect(published.ok).toBe(true);
    expect((await getPublishedPage(db, "staged-page-moved"))?.title).toBe("Staged heading");
    const redirects = (await listRedirects(db)).map((row) => `${row.fromPath} ${row.status} ${row.toTarget}`);
    expect(redirects).toContain("/staged-page 301 /staged-page-moved");
    expect((await previewPageView(db, created.id))?.staged).toBe(false);
  });
});
