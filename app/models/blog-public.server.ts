import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { blogPostRedirects, blogPosts, blogPostTags, media } from "~/db/schema";
import { BLOG_PAGE_SIZE } from "~/features/blog/blog-pages";
import { slugify } from "~/features/blog/blog-post-schema";
import { companyIsoDate } from "~/utils/company-time";
import { defaultLocale, type Locale } from "~/utils/locale";
import { formatDate } from "~/utils/locale-format";
import { mediaSrc, mediaSrcSet, mediaVersion } from "~/utils/media-urls";
import type { RichTextDoc } from "~/utils/rich-text";
import { localizeRow, type TextLangs, type Translations } from "~/utils/translations";

import { BLOG_POST_TEXT_FIELDS, type BlogPostTextField, getPostAsEdited } from "./blog-posts.server";

// The blog's public read side: published posts only (and the staff preview), as teasers, articles, the feed
// and the sitemap's list. Reads take the page's locale: each text comes in its translation where one is
// written, else in English, and `langs` names the language each is in (a Bengali page marks English
// fallbacks, decision 080). Saves, revisions and the scheduler's claim are in blog-posts.server.ts.

/** The texts a teaser card shows (the article adds the meta description and the body). */
const TEASER_TEXT_FIELDS = ["title", "category", "excerpt", "coverAlt"] as const satisfies readonly BlogPostTextField[];

/** What a teaser card shows; the body stays on the server until the article is opened. */
export type BlogTeaser = {
  slug: string;
  title: string;
  category: string;
  /** Where the category's page is, /blog/category/<this> (decision 193); "" without a category. */
  categorySlug: string;
  author: string;
  /** "March 15, 2024" / "১৫ মার্চ, ২০২৪" in the company's time zone. */
  date: string;
  /** "2024-03-15", for `<time dateTime>`. */
  isoDate: string;
  imageUrl: string | null;
  /** Renditions of a raster cover, for `srcset` ("" for an SVG). */
  imageSrcSet: string;
  imageAlt: string;
  excerpt: string;
  readingMinutes: number;
  /** The language each text is in (`coverAlt` is `imageAlt`'s). */
  langs: TextLangs<(typeof TEASER_TEXT_FIELDS)[number]>;
};

export type PublicBlogPost = Omit<BlogTeaser, "langs"> & {
  id: string;
  metaDescription: string;
  /** The title search engines and shared links show: the SEO title, else the title (decision 190). */
  seoTitle: string;
  body: RichTextDoc;
  publishedAt: Date;
  updatedAt: Date;
  /**
   * The 1200 × 630 share image (site-relative path) of the social image, else of the cover; null when neither
   * is a raster (networks refuse SVG), so the page shows the site's default card (decision 190).
   */
  shareImage: { path: string; alt: string } | null;
  langs: TextLangs<BlogPostTextField>;
};

const teaserColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  category: blogPosts.category,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
  coverMediaId: blogPosts.coverMediaId,
  coverAlt: blogPosts.coverAlt,
  coverMime: media.mime,
  coverSha256: media.sha256,
  readingMinutes: blogPosts.readingMinutes,
  publishAt: blogPosts.publishAt,
  translations: blogPosts.translations,
};

type TeaserRow = {
  id: string;
  slug: string;
  title: string;
  category: string;
  author: string;
  excerpt: string;
  coverMediaId: string | null;
  coverAlt: string;
  coverMime: string | null;
  coverSha256: string | null;
  readingMinutes: number;
  publishAt: Date | null;
  translations: Translations;
};

/**
 * A teaser from a row already read for `locale` (its texts chosen by localizeRow), dated in that locale;
 * `englishCategory` names the category's page whatever language the row is read in.
 */
function toTeaser(
  row: Omit<TeaserRow, "translations">,
  locale: Locale,
  englishCategory: string,
): Omit<BlogTeaser, "langs"> {
  const published = row.publishAt ?? new Date(0);
  const raster = row.coverMediaId && row.coverMime && row.coverMime !== "image/svg+xml";
  // The version makes the URL immutable, yet new when the file is replaced in the library (decision 089).
  const cover =
    row.coverMediaId && row.coverSha256 ? { id: row.coverMediaId, version: mediaVersion(row.coverSha256) } : null;
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    categorySlug: slugify(englishCategory),
    author: row.author,
    date: formatDate(published, locale),
    isoDate: companyIsoDate(published),
    imageUrl: cover ? mediaSrc(cover, 800) : null,
    imageSrcSet: raster && cover ? mediaSrcSet(cover) : "",
    imageAlt: row.coverAlt,
    excerpt: row.excerpt,
    readingMinutes: row.readingMinutes,
  };
}

/** Live: published and not in the trash (a trashed post's URL is 404, decision 191). */
export const isPublished = and(eq(blogPosts.status, "published"), isNull(blogPosts.trashedAt))!;

/** Published posts, newest first, in `options.locale` (English by default). */
export async function listPublishedPosts(
  db: Db,
  options: { limit?: number; locale?: Locale } = {},
): Promise<BlogTeaser[]> {
  const query = db
    .select(teaserColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(isPublished)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return teasersOf(rows, options.locale ?? defaultLocale);
}

/** The published ones of posts `ids` as teasers by id, in `locale`: one query (a page's cards block, decision 176). */
export async function publishedTeasersById(
  db: Db,
  ids: readonly string[],
  locale: Locale,
): Promise<Map<string, BlogTeaser>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(teaserColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(and(isPublished, inArray(blogPosts.id, [...ids])));
  const teasers = teasersOf(rows, locale);
  return new Map(rows.map((row, index) => [row.id, teasers[index]!]));
}

function teasersOf(rows: TeaserRow[], locale: Locale): BlogTeaser[] {
  return rows.map((row) => {
    const { translations: _translations, langs, ...texts } = localizeRow(row, locale, TEASER_TEXT_FIELDS);
    return { ...toTeaser(texts, locale, row.category), langs };
  });
}

/**
 * Which published posts a blog list shows: all of them, those in one category (by its English names), or those
 * with one tag.
 */
export type BlogListFilter = { categoryNames?: readonly string[]; tagId?: string };

function listCondition(filter: BlogListFilter): SQL {
  if (filter.categoryNames) return and(isPublished, inArray(blogPosts.category, [...filter.categoryNames]))!;
  if (filter.tagId)
    return and(
      isPublished,
      sql`exists (select 1 from ${blogPostTags} where ${blogPostTags.postId} = ${blogPosts.id} and ${blogPostTags.tagId} = ${filter.tagId})`,
    )!;
  return isPublished;
}

/** Page `page` (from 1) of the published posts `filter` picks, newest first, in `locale`, and how many there are. */
export async function listPublishedPage(
  db: Db,
  options: { page: number; locale: Locale; filter?: BlogListFilter },
): Promise<{ posts: BlogTeaser[]; total: number }> {
  const where = listCondition(options.filter ?? {});
  const [rows, [counted]] = await Promise.all([
    db
      .select(teaserColumns)
      .from(blogPosts)
      .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
      .where(where)
      .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((options.page - 1) * BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: teasersOf(rows, options.locale), total: counted?.total ?? 0 };
}

/**
 * The categories of published posts, each with its slug (its English name's, decision 193) and the English
 * names that share it ("Web development" and "Web Development" are one category), by name.
 */
export async function listPublishedCategories(db: Db): Promise<{ slug: string; names: string[] }[]> {
  const rows = await db
    .selectDistinct({ name: blogPosts.category })
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.category, "")))
    .orderBy(blogPosts.category);
  const bySlug = new Map<string, string[]>();
  for (const { name } of rows) {
    const slug = slugify(name);
    if (slug) bySlug.set(slug, [...(bySlug.get(slug) ?? []), name]);
  }
  return [...bySlug].map(([slug, names]) => ({ slug, names }));
}

/**
 * The category at `slug` with its name in `locale`, as its newest post with one has it (a Bengali name is
 * written per post, decision 080), or null when no published post is in it.
 */
export async function getPublishedCategory(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<{ slug: string; names: string[]; name: string; lang: Locale } | null> {
  const category = (await listPublishedCategories(db)).find((found) => found.slug === slug);
  if (!category) return null;
  const [newest] = await db
    .select({ category: blogPosts.category, translations: blogPosts.translations })
    .from(blogPosts)
    .where(listCondition({ categoryNames: category.names }))
    // The newest post with the category written in `locale`, else the newest post (its English name).
    .orderBy(
      desc(sql`coalesce(trim(${blogPosts.translations} -> ${locale} ->> 'category'), '') <> ''`),
      desc(blogPosts.publishAt),
      desc(blogPosts.id),
    )
    .limit(1);
  if (!newest) return null;
  const localized = localizeRow(newest, locale, ["category"]);
  return { ...category, name: localized.category, lang: localized.langs.category };
}

/** A published post by its slug, in `locale`; null for a draft, a scheduled post or no post. */
export async function getPublishedPost(
  db: Db,
  slug: string,
  locale: Locale = defaultLocale,
): Promise<PublicBlogPost | null> {
  const [row] = await db
    .select(articleColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .leftJoin(socialMedia, eq(socialMedia.id, blogPosts.socialMediaId))
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return row ? toPublicPost(row, locale) : null;
}

const socialMedia = alias(media, "social_media");

/** What an article page shows beyond its teaser. */
const articleColumns = {
  ...teaserColumns,
  metaDescription: blogPosts.metaDescription,
  seoTitle: blogPosts.seoTitle,
  socialMediaId: blogPosts.socialMediaId,
  socialAlt: blogPosts.socialAlt,
  socialMime: socialMedia.mime,
  socialSha256: socialMedia.sha256,
  body: blogPosts.body,
  updatedAt: blogPosts.updatedAt,
};

type ArticleRow = TeaserRow & {
  metaDescription: string;
  seoTitle: string;
  socialMediaId: string | null;
  socialAlt: string;
  socialMime: string | null;
  socialSha256: string | null;
  body: Record<string, unknown>;
  updatedAt: Date;
};

/** A library file's share rendition, if it is a raster image (networks refuse SVG). */
function shareImageOf(id: string | null, mime: string | null, sha256: string | null, alt: string) {
  if (!id || !mime || !sha256 || mime === "image/svg+xml") return null;
  return { path: `/media/${id}/share?v=${mediaVersion(sha256)}`, alt };
}

function toPublicPost(row: ArticleRow, locale: Locale): PublicBlogPost {
  const { translations: _translations, langs, ...post } = localizeRow(row, locale, BLOG_POST_TEXT_FIELDS);
  return {
    ...toTeaser(post, locale, row.category),
    id: post.id,
    metaDescription: post.metaDescription,
    seoTitle: post.seoTitle || post.title,
    body: post.body as RichTextDoc,
    publishedAt: post.publishAt ?? new Date(0),
    updatedAt: post.updatedAt,
    shareImage:
      shareImageOf(post.socialMediaId, post.socialMime, post.socialSha256, post.socialAlt) ??
      shareImageOf(post.coverMediaId, post.coverMime, post.coverSha256, post.coverAlt),
    langs,
  };
}

/**
 * Any post by id with its cover's type, as the English page would show it, its staged change if it has one
 * (decision 178, `staged` then true): the staff preview, under /admin.
 */
export async function getPostForPreview(db: Db, id: string): Promise<(PublicBlogPost & { staged: boolean }) | null> {
  const edited = await getPostAsEdited(db, id);
  if (!edited) return null;
  const { row } = edited;
  const ids = [row.coverMediaId, row.socialMediaId].filter((mediaId): mediaId is string => mediaId !== null);
  const files = ids.length
    ? await db
        .select({ id: media.id, mime: media.mime, sha256: media.sha256 })
        .from(media)
        .where(inArray(media.id, ids))
    : [];
  const file = (mediaId: string | null) => files.find((candidate) => candidate.id === mediaId);
  const post = toPublicPost(
    {
      ...row,
      seoTitle: row.seoTitle ?? "",
      socialAlt: row.socialAlt ?? "",
      socialMediaId: row.socialMediaId ?? null,
      coverMime: file(row.coverMediaId)?.mime ?? null,
      coverSha256: file(row.coverMediaId)?.sha256 ?? null,
      socialMime: file(row.socialMediaId)?.mime ?? null,
      socialSha256: file(row.socialMediaId)?.sha256 ?? null,
      publishAt: row.publishAt ?? new Date(),
    },
    defaultLocale,
  );
  return { ...post, staged: edited.staged !== null };
}

/** The current slug of the published post that once lived at `slug`, or null. */
export async function findRedirectedSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(and(eq(blogPostRedirects.slug, slug), isPublished))
    .limit(1);
  return row?.slug ?? null;
}

/** Published posts for the sitemap: slug and when each last changed. */
export function listPublishedSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
}

/** The newest published posts with their bodies, for the feed (which is English). */
export async function listPostsForFeed(db: Db, locale: Locale = defaultLocale, limit = 20): Promise<PublicBlogPost[]> {
  const rows = await db
    .select(articleColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .leftJoin(socialMedia, eq(socialMedia.id, blogPosts.socialMediaId))
    .where(isPublished)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map((row) => toPublicPost(row, locale));
}
