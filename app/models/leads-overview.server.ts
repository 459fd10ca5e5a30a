import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";

import { countSubscribers } from "./newsletter.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Genuine messages still New or In progress that arrived more than 24 hours before `now`. */
function unansweredWhere(now: Date) {
  return and(
    eq(contactMessages.spam, false),
    inArray(contactMessages.status, ["new", "in_progress"]),
    lt(contactMessages.createdAt, new Date(now.getTime() - DAY_MS)),
  );
}

/** How many messages the overview counts as unanswered at `now`. */
export async function countUnanswered(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(unansweredWhere(now));
  return row?.n ?? 0;
}

/**
 * Every message the overview counts as unanswered, oldest first, up to `limit` (the daily digest's list,
 * decision 107).
 */
export async function listUnanswered(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(unansweredWhere(now))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(limit);
}

/**
 * The overview's lead figures: "Unanswered for more than 24 h" (count and the five oldest), "Leads by
 * source, last 30 days" (UTM source, else the referring site, else Direct) and the newsletter count.
 */
export async function getLeadsOverview(db: Db, now = new Date()) {
  const source = sql<string>`coalesce(${contactMessages.utmSource}, ${contactMessages.referrerHost}, 'Direct')`;
  const [unansweredCount, oldestUnanswered, bySource, subscribers] = await Promise.all([
    countUnanswered(db, now),
    listUnanswered(db, now, 5),
    db
      .select({ source, n: count() })
      .from(contactMessages)
      .where(
        and(eq(contactMessages.spam, false), gte(contactMessages.createdAt, new Date(now.getTime() - 30 * DAY_MS))),
      )
      .groupBy(sql`1`)
      .orderBy(desc(count()), sql`1`)
      .limit(10),
    countSubscribers(db),
  ]);
  return {
    unanswered: { count: unansweredCount, oldest: oldestUnanswered },
    leadsBySource: bySource.map((row) => ({ source: row.source, count: row.n })),
    subscribers,
  };
}
