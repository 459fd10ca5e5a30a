import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { blogPostRedirects, blogPostRevisions, blogPosts, type BlogPostStatus, media } from "~/db/schema";
import { blogPostTranslation } from "~/features/blog/blog-post-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import type { RichTextDoc } from "~/utils/rich-text";
import { needsTranslation } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import {
  createPublishable,
  discardStaged,
  getRevision as getItemRevision,
  listRevisions as listItemRevisions,
  publishDue,
  type Publishing,
  type Revision,
  type RevisionSummary,
  type SaveResult,
  stagedRevision,
  stagePublishable,
  type StageResult,
  updatePublishable,
} from "./publishing.server";

// Blog posts: the admin's list and saves (optimistic versions, a revision per save, a redirect when a published
// post's slug changes) and the scheduler's claim. The public read side is blog-public.server.ts.

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The texts an article is translated in (decision 080): the body in the same rich-text form as the English. */
export const BLOG_POST_TEXT_FIELDS = blogPostTranslation.fields satisfies readonly (keyof BlogPostRow)[];

export type BlogPostTextField = (typeof BLOG_POST_TEXT_FIELDS)[number];

/** The fields staff edit, as saved (and as a revision keeps them). */
export type BlogPostInput = {
  title: string;
  slug: string;
  category: string;
  author: string;
  excerpt: string;
  metaDescription: string;
  coverMediaId: string | null;
  coverAlt: string;
  seoTitle?: string; // optional for callers from before decision 190 (seeds, tests): the columns default to none
  socialMediaId?: string | null;
  socialAlt?: string;
  body: RichTextDoc;
  bodyMediaIds: string[];
  readingMinutes: number;
  status: BlogPostStatus;
  publishAt: Date | null;
  /** The texts in other languages (decision 080); a revision keeps them too. */
  translations?: Translations;
};

// ---- Admin ----

export const ADMIN_PAGE_SIZE = 20;

/** The admin list's orders (issue 30): last change (""), or publish date newest or oldest first. */
export const ADMIN_POST_SORTS = ["", "published", "published-oldest"] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];

export type AdminPostQuery = {
  q: string;
  status: BlogPostStatus | "";
  category: string;
  page: number;
  sort?: AdminPostSort;
  trash?: boolean; // the trash instead of the posts (decision 191)
  review?: boolean; // only the posts waiting for review (decision 182)
};

/** Drafts have no publish date: they come after every dated post, in either direction. */
function adminPostOrder(sort: AdminPostSort | undefined): SQL[] {
  if (sort === "published") return [sql`${blogPosts.publishAt} desc nulls last`, desc(blogPosts.id)];
  if (sort === "published-oldest") return [sql`${blogPosts.publishAt} asc nulls last`, asc(blogPosts.id)];
  return [desc(blogPosts.updatedAt), desc(blogPosts.id)];
}

export type AdminPostSummary = {
  id: string;
  title: string;
  slug: string;
  category: string;
  author: string;
  status: BlogPostStatus;
  publishAt: Date | null;
  updatedAt: Date;
  /** When it went to the trash (decision 191); null for a post that is not there. */
  trashedAt: Date | null;
  /** Who started it (decision 180). */
  createdBy: string | null;
  reviewState: "submitted" | "returned" | null; // in review (decision 182)
  /** Some English text has no translation ("Needs translation"). */
  needsTranslation: boolean;
};

/** The admin list: search in titles, filter by status and category, newest change first, a page at a time. */
export async function listAdminPosts(
  db: Db,
  query: AdminPostQuery,
): Promise<{ posts: AdminPostSummary[]; total: number }> {
  const conditions: SQL[] = [];
  const q = query.q.trim();
  if (q) conditions.push(ilike(blogPosts.title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.status) conditions.push(eq(blogPosts.status, query.status));
  if (query.category) conditions.push(eq(blogPosts.category, query.category));
  if (query.review) conditions.push(eq(blogPosts.reviewState, "submitted"), eq(blogPosts.status, "draft"));
  conditions.push(query.trash ? sql`${blogPosts.trashedAt} is not null` : isNull(blogPosts.trashedAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [posts, [totalRow]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        category: blogPosts.category,
        author: blogPosts.author,
        status: blogPosts.status,
        createdBy: blogPosts.createdBy,
        reviewState: blogPosts.reviewState,
        publishAt: blogPosts.publishAt,
        updatedAt: blogPosts.updatedAt,
        trashedAt: blogPosts.trashedAt,
        excerpt: blogPosts.excerpt,
        metaDescription: blogPosts.metaDescription,
        coverAlt: blogPosts.coverAlt,
        seoTitle: blogPosts.seoTitle,
        socialAlt: blogPosts.socialAlt,
        body: blogPosts.body,
        translations: blogPosts.translations,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(...adminPostOrder(query.sort))
      .limit(ADMIN_PAGE_SIZE)
      .offset((Math.max(1, query.page) - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return {
    posts: posts.map(
      (
        {
          excerpt: _excerpt,
          metaDescription: _meta,
          coverAlt: _alt,
          seoTitle: _seoTitle,
          socialAlt: _socialAlt,
          body: _body,
          translations: _translations,
          ...post
        },
        index,
      ) => ({
        ...post,
        needsTranslation: needsTranslation(posts[index]!, BLOG_POST_TEXT_FIELDS),
      }),
    ),
    total: totalRow?.total ?? 0,
  };
}

/** Every category in use, in English (the admin's filter) or as `locale` writes them (the editor's hints). */
export async function listPostCategories(db: Db, locale: Locale = defaultLocale): Promise<string[]> {
  if (locale === defaultLocale) {
    const rows = await db
      .selectDistinct({ category: blogPosts.category })
      .from(blogPosts)
      .where(ne(blogPosts.category, ""))
      .orderBy(asc(blogPosts.category));
    return rows.map((row) => row.category);
  }
  const translated = sql<string>`${blogPosts.translations} -> ${locale} ->> 'category'`;
  const rows = await db
    .selectDistinct({ category: translated })
    .from(blogPosts)
    .where(sql`${translated} <> ''`);
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, locale));
}

export async function getPost(db: Db, id: string): Promise<BlogPostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** Is `slug` taken by a post other than `exceptId`? */
export async function isSlugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row);
}

export type { RevisionSummary, SaveResult } from "./publishing.server";
export { REVISIONS_KEPT } from "~/features/publishing/publishing";

/** Posts in the shared publishing (decision 172): their table, slug, revisions, and no publishing from the trash. */
export const postPublishing: Publishing = {
  table: blogPosts,
  address: blogPosts.slug,
  revisions: blogPostRevisions,
  owner: "postId",
  scheduleWhere: isNull(blogPosts.trashedAt),
};

export type BlogPostSnapshot = Omit<BlogPostInput, "publishAt"> & { publishAt: string | null };

function snapshotOf(input: BlogPostInput): BlogPostSnapshot {
  return { ...input, publishAt: input.publishAt ? input.publishAt.toISOString() : null };
}

/** `createdBy`: the admin who starts it, whose own draft it is (decision 180). */
export function createPost(
  db: Db,
  input: BlogPostInput,
  actorEmail: string | null,
  createdBy: string | null = null,
): Promise<SaveResult> {
  return createPublishable(db, postPublishing, { ...input, createdBy }, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isSlugTaken(tx, input.slug, null),
    afterSave: async (tx) => {
      await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.slug, input.slug));
    },
  });
}

/**
 * Saves `input` over post `id` if it is still at `expectedVersion` (else "stale": someone saved since).
 * A published post whose slug changes keeps its old URL as a redirect; a slug a post now uses is never a redirect.
 */
export function updatePost(
  db: Db,
  id: string,
  expectedVersion: number,
  input: BlogPostInput,
  actorEmail: string | null,
): Promise<SaveResult> {
  return updatePublishable(db, postPublishing, id, expectedVersion, { ...input }, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isSlugTaken(tx, input.slug, id),
    afterSave: async (tx, before) => {
      if (!before || before.address === input.slug) return;
      if (before.status === "published") {
        await tx
          .insert(blogPostRedirects)
          .values({ slug: before.address, postId: id })
          .onConflictDoUpdate({ target: blogPostRedirects.slug, set: { postId: id, createdAt: new Date() } });
      }
      await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.slug, input.slug));
    },
  });
}

/**
 * Keeps `input` as a staged change of published post `id` at `expectedVersion` (decision 178): the live
 * article, its slug, feeds, search and newsletter stay as they are until the change is published (updatePost).
 */
export function stagePost(
  db: Db,
  id: string,
  expectedVersion: number,
  input: BlogPostInput,
  actorEmail: string | null,
): Promise<StageResult> {
  return stagePublishable(db, postPublishing, id, expectedVersion, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isSlugTaken(tx, input.slug, id),
  });
}

export function discardStagedPost(db: Db, id: string, expectedVersion: number): Promise<SaveResult> {
  return discardStaged(db, postPublishing, id, expectedVersion);
}

/**
 * The post as staff edit and preview it: its staged change over the live row when it has one (status and
 * publish time stay the live ones), with the staged revision; the live row otherwise.
 */
export async function getPostAsEdited(
  db: Db,
  id: string,
): Promise<{ row: BlogPostRow; staged: Revision<BlogPostSnapshot> | null } | null> {
  const post = await getPost(db, id);
  if (!post) return null;
  const staged = await stagedRevision<BlogPostSnapshot>(db, postPublishing, post);
  if (!staged) return { row: post, staged: null };
  const { publishAt: _publishAt, status: _status, ...snapshot } = staged.snapshot;
  return { row: { ...post, ...snapshot, translations: snapshot.translations ?? post.translations }, staged };
}

export function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  return listItemRevisions(db, postPublishing, postId);
}

export function getRevision(db: Db, postId: string, revisionId: number): Promise<Revision<BlogPostSnapshot> | null> {
  return getItemRevision<BlogPostSnapshot>(db, postPublishing, postId, revisionId);
}

/** Restores a revision's content as a new save on `expectedVersion`; status and publish time stay as they are. */
export async function restoreRevision(
  db: Db,
  postId: string,
  revisionId: number,
  expectedVersion: number,
  actorEmail: string | null,
): Promise<SaveResult | { ok: false; reason: "no-revision" }> {
  const [revision, current] = await Promise.all([getRevision(db, postId, revisionId), getPost(db, postId)]);
  if (!current) return { ok: false, reason: "missing" };
  if (!revision) return { ok: false, reason: "no-revision" };
  const { snapshot } = revision;
  return updatePost(
    db,
    postId,
    expectedVersion,
    {
      title: snapshot.title,
      slug: snapshot.slug,
      category: snapshot.category,
      author: snapshot.author,
      excerpt: snapshot.excerpt,
      metaDescription: snapshot.metaDescription,
      coverMediaId: snapshot.coverMediaId,
      coverAlt: snapshot.coverAlt,
      // Revisions saved before decision 190 have no SEO title or social image.
      seoTitle: snapshot.seoTitle ?? "",
      socialMediaId: snapshot.socialMediaId ?? null,
      socialAlt: snapshot.socialAlt ?? "",
      body: snapshot.body,
      bodyMediaIds: snapshot.bodyMediaIds ?? [],
      readingMinutes: snapshot.readingMinutes,
      status: current.status,
      publishAt: current.publishAt,
      // A revision saved before the Bengali edition keeps the post's current translations.
      translations: snapshot.translations ?? current.translations,
    },
    actorEmail,
  );
}

/** Publishes every scheduled post whose time has come (the shared claim, publishDue). */
export async function publishDuePosts(db: Db, now: Date): Promise<{ id: string; slug: string; title: string }[]> {
  return (await publishDue(db, postPublishing, now)).map(({ address, ...post }) => ({ ...post, slug: address }));
}

/** Which of `ids` are media that exist (a cover or body image must point at a library file). */
export async function existingMediaIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  return new Set(rows.map((row) => row.id));
}
