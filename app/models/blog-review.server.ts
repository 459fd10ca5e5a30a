import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, blogPosts } from "~/db/schema";

// A writer's post in review (decision 182). The post row holds its review state and is the outbox of the
// one review email owed about it (`review_notice`): a newer step replaces an unsent older one.

export type ReviewStep = "submitted" | "returned" | "published";

const open = and(eq(blogPosts.status, "draft"), isNull(blogPosts.trashedAt));

/** A writer's own draft (or any draft, for `anyone`) goes to review; returns its title, or null when it cannot. */
export async function submitPost(
  db: Db,
  id: string,
  by: { userId: string; email: string; anyone: boolean },
  now = new Date(),
): Promise<{ title: string } | null> {
  const [row] = await db
    .update(blogPosts)
    .set({
      reviewState: "submitted",
      reviewNote: "",
      reviewByEmail: by.email,
      reviewAt: now,
      reviewNotice: "submitted",
      reviewNoticeAttempts: 0,
    })
    .where(and(eq(blogPosts.id, id), open, by.anyone ? undefined : eq(blogPosts.createdBy, by.userId)))
    .returning({ title: blogPosts.title });
  return row ?? null;
}

/** An editor sends a submitted post back with a note; null when it is not waiting for review. */
export async function sendPostBack(
  db: Db,
  id: string,
  note: string,
  by: { email: string },
  now = new Date(),
): Promise<{ title: string } | null> {
  const [row] = await db
    .update(blogPosts)
    .set({
      reviewState: "returned",
      reviewNote: note,
      reviewByEmail: by.email,
      reviewAt: now,
      reviewNotice: "returned",
      reviewNoticeAttempts: 0,
    })
    .where(and(eq(blogPosts.id, id), open, eq(blogPosts.reviewState, "submitted")))
    .returning({ title: blogPosts.title });
  return row ?? null;
}

/**
 * A post in review was published or scheduled by an editor's save: its review ends, and its writer is owed
 * an email. Nothing for a post that was never in review. Runs in the save's transaction.
 */
export async function endReviewOnPublish(db: Db, id: string, by: { email: string }, now = new Date()): Promise<void> {
  await db
    .update(blogPosts)
    .set({
      reviewState: null,
      reviewNote: "",
      reviewByEmail: by.email,
      reviewAt: now,
      reviewNotice: "published",
      reviewNoticeAttempts: 0,
    })
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.reviewState)));
}

/** How many posts wait for an editor (the overview's card, the list's filter). */
export async function countWaitingForReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(and(open, eq(blogPosts.reviewState, "submitted")));
  return row?.count ?? 0;
}

export type OwedReviewNotice = {
  postId: string;
  title: string;
  slug: string;
  step: ReviewStep;
  attempts: number;
  at: Date;
  byEmail: string;
  note: string;
  writerEmail: string | null;
  /** Set when the post is scheduled rather than live: the writer's email says when it goes live. */
  scheduledFor: Date | null;
};

/** Review emails owed, oldest first, fewer than `maxAttempts` tries. */
export async function listOwedReviewNotices(db: Db, maxAttempts: number): Promise<OwedReviewNotice[]> {
  const rows = await db
    .select({
      postId: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      step: blogPosts.reviewNotice,
      attempts: blogPosts.reviewNoticeAttempts,
      at: blogPosts.reviewAt,
      byEmail: blogPosts.reviewByEmail,
      note: blogPosts.reviewNote,
      writerEmail: adminUsers.email,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .leftJoin(adminUsers, eq(adminUsers.id, blogPosts.createdBy))
    .where(and(isNotNull(blogPosts.reviewNotice), lt(blogPosts.reviewNoticeAttempts, maxAttempts)))
    .orderBy(blogPosts.reviewAt)
    .limit(100);
  return rows.map(({ status, publishAt, ...row }) => ({
    ...row,
    step: row.step!,
    at: row.at ?? new Date(0),
    byEmail: row.byEmail ?? "",
    scheduledFor: status === "scheduled" ? publishAt : null,
  }));
}

/** Claims one try of a notice: only if nobody else has since, and it is still this step. */
export async function claimReviewNotice(db: Db, notice: OwedReviewNotice): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ reviewNoticeAttempts: sql`${blogPosts.reviewNoticeAttempts} + 1` })
    .where(
      and(
        eq(blogPosts.id, notice.postId),
        eq(blogPosts.reviewNotice, notice.step),
        eq(blogPosts.reviewNoticeAttempts, notice.attempts),
      ),
    )
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function markReviewNoticeSent(db: Db, notice: OwedReviewNotice): Promise<void> {
  await db
    .update(blogPosts)
    .set({ reviewNotice: null })
    .where(and(eq(blogPosts.id, notice.postId), eq(blogPosts.reviewNotice, notice.step)));
}

/** The addresses told that a post waits for review: every owner and editor but the one who submitted it. */
export async function reviewerEmails(db: Db, except: string): Promise<string[]> {
  const rows = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.role, ["owner", "editor"]));
  return rows.map((row) => row.email).filter((email) => email !== except);
}
