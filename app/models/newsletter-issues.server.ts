import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { newsletterIssues, newsletterSubscribers } from "~/db/schema";
import type { Translations } from "~/utils/translations";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// Newsletter issues (decision 202): written as drafts, scheduled or sent; the outbox is newsletter-outbox.

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

export type IssueInput = {
  subject: string;
  slug: string;
  body: Record<string, unknown>;
  translations: Translations;
  audience: "all" | "en" | "bn";
};

export async function createIssue(db: Db, input: IssueInput): Promise<string | { ok: false; reason: "slug" }> {
  const [row] = await db
    .insert(newsletterIssues)
    .values(input)
    .onConflictDoNothing({ target: newsletterIssues.slug })
    .returning({ id: newsletterIssues.id });
  return row ? row.id : { ok: false, reason: "slug" };
}

/** Saves a draft or scheduled issue at `version`; one being sent or sent is not changed any more. */
export async function updateIssue(db: Db, id: string, version: number, input: IssueInput): Promise<VersionedUpdate> {
  const [current] = await db
    .select({ status: newsletterIssues.status })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  if (!current) return { ok: false, reason: "missing" };
  if (current.status === "sending" || current.status === "sent")
    return { ok: false, reason: "stale", currentVersion: 0 };
  return updateVersioned(db, newsletterIssues, id, version, { ...input, updatedAt: new Date() });
}

export async function getIssue(db: Db, id: string): Promise<NewsletterIssue | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
  return row ?? null;
}

export function listIssues(db: Db): Promise<NewsletterIssue[]> {
  return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(200);
}

/** Sets or clears a draft's time to send (null: back to a draft). */
export async function scheduleIssue(db: Db, id: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: at ? "scheduled" : "draft", scheduledAt: at, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, ["draft", "scheduled"])))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

export async function deleteDraftIssue(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, ["draft", "scheduled"])))
    .returning({ subject: newsletterIssues.subject });
  return row?.subject ?? null;
}

/** Issues whose sending has begun or ended, newest first: the public archive. */
export function listPublishedIssues(db: Db, limit = 100) {
  return db
    .select({
      slug: newsletterIssues.slug,
      subject: newsletterIssues.subject,
      translations: newsletterIssues.translations,
      queuedAt: newsletterIssues.queuedAt,
    })
    .from(newsletterIssues)
    .where(inArray(newsletterIssues.status, ["sending", "sent"]))
    .orderBy(desc(newsletterIssues.queuedAt))
    .limit(limit);
}

export async function getPublishedIssue(db: Db, slug: string): Promise<NewsletterIssue | null> {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), inArray(newsletterIssues.status, ["sending", "sent"])))
    .limit(1);
  return row ?? null;
}

/** How many confirmed subscribers an issue for `audience` would go to now. */
export async function audienceSize(db: Db, audience: NewsletterIssue["audience"]): Promise<number> {
  const confirmed = isNotNull(newsletterSubscribers.confirmedAt);
  const [row] = await db
    .select({ count: count() })
    .from(newsletterSubscribers)
    .where(audience === "all" ? confirmed : and(confirmed, eq(newsletterSubscribers.locale, audience)));
  return Number(row?.count ?? 0);
}
