import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pageViews } from "~/db/schema";

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
