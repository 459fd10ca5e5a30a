import { asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { NewsletterSource } from "~/utils/newsletter-fields";
import { likePattern } from "./inbox.server";

/**
 * Adds a subscriber. The unique index on lower(email) makes a repeat (in any letter case) a no-op:
 * `created` says whether this call added the address.
 */
export async function subscribe(db: Db, email: string, source: NewsletterSource): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}

export type SubscriberRow = { id: string; email: string; source: string; createdAt: Date };

function matching(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  return term ? ilike(newsletterSubscribers.email, likePattern(term)) : undefined;
}

/** A page of the admin list, newest first, with the total for "Showing 1–50 of 120". */
export async function getSubscriberPage(db: Db, { q, page = 1, pageSize = 50 }: { q?: string; page?: number; pageSize?: number }) {
  const where = matching(q);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(where);
  const total = counted?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const subscribers: SubscriberRow[] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, source: newsletterSubscribers.source, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { subscribers, total, page: current, pageCount, pageSize };
}

/** Every subscriber matching the search, newest first, for the CSV export (a list of addresses is small). */
export async function listAllSubscribers(db: Db, q?: string): Promise<SubscriberRow[]> {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, source: newsletterSubscribers.source, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(matching(q))
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

/** Removes a subscriber; returns the address, or null when it was already gone. */
export async function deleteSubscriber(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

export async function countSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscribers);
  return row?.count ?? 0;
}
