import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";

// The blog's trash (decision 191): moving posts in and out, deleting from it, and the purge after TRASH_DAYS.

/** How long a trashed post can be restored before the hourly upkeep deletes it (decision 191). */
export const TRASH_DAYS = 30;

/**
 * Moves post `id` to the trash (true) or back out of it (false); null when there is no such post or it was
 * already there. The version moves on, so an editor open on it cannot save over the change unknowingly.
 */
export async function setPostTrashed(
  db: Db,
  id: string,
  trashed: boolean,
  now = new Date(),
): Promise<{ id: string; title: string; slug: string } | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ trashedAt: trashed ? now : null, version: sql`${blogPosts.version} + 1` })
    .where(and(eq(blogPosts.id, id), trashed ? isNull(blogPosts.trashedAt) : isNotNull(blogPosts.trashedAt)))
    .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
  return row ?? null;
}

/** Deletes a post that is in the trash (its revisions and old slugs go with it); null when it is not there. */
export async function deleteTrashedPost(db: Db, id: string): Promise<{ id: string; title: string } | null> {
  const [row] = await db
    .delete(blogPosts)
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.trashedAt)))
    .returning({ id: blogPosts.id, title: blogPosts.title });
  return row ?? null;
}

/** Deletes the posts trashed more than TRASH_DAYS before `now`; how many went. */
export async function purgeTrashedPosts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db.delete(blogPosts).where(lte(blogPosts.trashedAt, before)).returning({ id: blogPosts.id });
  return rows.length;
}

/** The posts in the trash, for the redirects screen's report of redirects that lead to one (decision 191). */
export async function listTrashedPosts(db: Db): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(isNotNull(blogPosts.trashedAt));
}
