import { and, desc, gte, lte, sql, sum } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { pageViewReferrers, pageViews } from "~/db/schema";

import { lastDays } from "./overview.server";

export type PageViewCount = { day: string; path: string; count: number };

/** Adds a batch of counts in one upsert (server/page-views.ts buffers them; see decision 040). */
export async function addPageViews(db: Db, rows: PageViewCount[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pageViews)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { count: sql`${pageViews.count} + excluded.count` },
    });
}

export type ReferrerCount = { day: string; host: string; count: number };

/** Adds a batch of referring-host counts in one upsert, like addPageViews. */
export async function addReferrerViews(db: Db, rows: ReferrerCount[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pageViewReferrers)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageViewReferrers.day, pageViewReferrers.host],
      set: { count: sql`${pageViewReferrers.count} + excluded.count` },
    });
}

export const TOP_REFERRERS = 10;

/**
 * The hosts that sent the most page views in the overview's window (the last 30 UTC days up to `now`,
 * today included), most first, ties by name.
 */
export async function topReferringHosts(
  db: Db,
  now = new Date(),
  limit = TOP_REFERRERS,
): Promise<{ host: string; views: number }[]> {
  const views = sum(pageViewReferrers.count).mapWith(Number);
  const days = lastDays(now);
  return db
    .select({ host: pageViewReferrers.host, views })
    .from(pageViewReferrers)
    .where(and(gte(pageViewReferrers.day, days[0]!), lte(pageViewReferrers.day, days.at(-1)!)))
    .groupBy(pageViewReferrers.host)
    .orderBy(desc(views), pageViewReferrers.host)
    .limit(limit);
}
