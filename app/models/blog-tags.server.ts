import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { blogPosts, blogPostTags, blogTags } from "~/db/schema";
import { slugify } from "~/features/blog/blog-post-schema";
import { type BlogTagInput, blogTagTranslation } from "~/features/blog/blog-tag-schema";
import type { Locale } from "~/utils/locale";
import { localizeRow } from "~/utils/translations";

import { isPublished } from "./blog-public.server";
import { isUniqueViolation, type RenameResult, renameVersioned } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The blog's tags (decision 194): the list staff keep, which posts have which, and the public reads of a
// tag's page. A tag's slug is made from its English name when it is added and never changes.

export type BlogTag = typeof blogTags.$inferSelect;

/** The texts a tag is translated in (decision 080). */
export const BLOG_TAG_TEXT_FIELDS = blogTagTranslation.fields satisfies readonly (keyof BlogTag)[];

export type TagSaveResult = RenameResult;

export function listBlogTags(db: Db): Promise<BlogTag[]> {
  return db.select().from(blogTags).orderBy(asc(blogTags.position), asc(blogTags.createdAt), asc(blogTags.id));
}

export async function getBlogTag(db: Db, id: string): Promise<BlogTag | null> {
  const [row] = await db.select().from(blogTags).where(eq(blogTags.id, id)).limit(1);
  return row ?? null;
}

export async function createBlogTag(db: Db, input: BlogTagInput): Promise<TagSaveResult> {
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(blogTags)
        .values({
          name: input.name,
          slug: slugify(input.name),
          translations: input.translations,
          position: await nextPosition(tx, blogTags),
        })
        .returning({ id: blogTags.id });
      return { ok: true, id: row!.id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
    throw error;
  }
}

/** Renames a tag only while it is still at `version`; its slug (its page's URL) stays. */
export function updateBlogTag(db: Db, id: string, version: number, input: BlogTagInput): Promise<TagSaveResult> {
  return renameVersioned(db, blogTags, id, version, input);
}

/** Deletes a tag (its posts simply lose it); the deleted tag's name, or null when there was none. */
export async function deleteBlogTag(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(blogTags).where(eq(blogTags.id, id)).returning({ name: blogTags.name });
  return row?.name ?? null;
}

export function moveBlogTag(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, blogTags, id, direction);
}

/** The ids of a post's tags. */
export async function listPostTagIds(db: Db, postId: string): Promise<string[]> {
  const rows = await db.select({ id: blogPostTags.tagId }).from(blogPostTags).where(eq(blogPostTags.postId, postId));
  return rows.map((row) => row.id);
}

/** Gives a post exactly these tags (ids that name no tag are left out); run it in the post's save transaction. */
export async function setPostTags(db: Db, postId: string, tagIds: readonly string[]): Promise<void> {
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (tagIds.length === 0) return;
  const known = await db
    .select({ id: blogTags.id })
    .from(blogTags)
    .where(inArray(blogTags.id, [...tagIds]));
  if (known.length > 0) await db.insert(blogPostTags).values(known.map((tag) => ({ postId, tagId: tag.id })));
}

/** A tag's name as written in `locale`; "" where it has none (the editor shows the English one alone). */
export function tagNameIn(tag: Pick<BlogTag, "name" | "translations">, locale: Locale): string {
  const localized = localizeRow(tag, locale, ["name"]);
  return localized.langs.name === locale ? localized.name : "";
}

/** A tag as a public page names it: its slug and its name in the page's language. */
export type PublicTag = { slug: string; name: string; lang: Locale };

function publicTag(row: Pick<BlogTag, "slug" | "name" | "translations">, locale: Locale): PublicTag {
  const localized = localizeRow(row, locale, ["name"]);
  return { slug: row.slug, name: localized.name, lang: localized.langs.name };
}

/** Tags that at least one published post has: the only ones with a page. */
const hasPublishedPost = sql`exists (
  select 1 from ${blogPostTags} inner join ${blogPosts} on ${blogPosts.id} = ${blogPostTags.postId}
  where ${blogPostTags.tagId} = ${blogTags.id} and ${isPublished}
)`;

/** The tag at `slug` in `locale` with its id, or null when there is none or no published post has it. */
export async function getPublishedTag(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<(PublicTag & { id: string }) | null> {
  const [row] = await db
    .select()
    .from(blogTags)
    .where(and(eq(blogTags.slug, slug), hasPublishedPost))
    .limit(1);
  return row ? { id: row.id, ...publicTag(row, locale) } : null;
}

/** The slugs of the tags with a page, for the sitemap. */
export async function listPublishedTagSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: blogTags.slug })
    .from(blogTags)
    .where(hasPublishedPost)
    .orderBy(asc(blogTags.position), asc(blogTags.id));
  return rows.map((row) => row.slug);
}

/** A post's tags in the list's order, in `locale`, for its article. */
export async function listTagsOfPost(db: Db, postId: string, locale: Locale): Promise<PublicTag[]> {
  const rows = await db
    .select({ slug: blogTags.slug, name: blogTags.name, translations: blogTags.translations })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(eq(blogPostTags.postId, postId))
    .orderBy(asc(blogTags.position), asc(blogTags.id));
  return rows.map((row) => publicTag(row, locale));
}
