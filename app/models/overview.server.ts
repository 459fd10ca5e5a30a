import { and, count, eq, gte, lt, sql, sum } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { clientLogos, contactMessages, pageViews, projects } from "~/db/schema";

import { listRecentAudit } from "./audit-log.server";
import { countUnreadMessages, listNewestMessages } from "./inbox.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const OVERVIEW_DAYS = 30;

/** A card's figure and the figure it is compared with (same measure, previous 30 days). */
export type Stat = { value: number; previous: number };

export type DailyPoint = { day: string; messages: number; views: number };

/** UTC day strings (YYYY-MM-DD) of the last `days` days, oldest first, ending today. */
export function lastDays(now: Date, days = OVERVIEW_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

async function countRows(db: Db, table: typeof clientLogos | typeof projects, before?: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(before ? lt(table.createdAt, before) : undefined);
  return row?.n ?? 0;
}

async function sumViews(db: Db, fromDay: string, toDayExclusive?: string) {
  const [row] = await db
    .select({ n: sum(pageViews.count).mapWith(Number) })
    .from(pageViews)
    .where(and(gte(pageViews.day, fromDay), toDayExclusive ? lt(pageViews.day, toDayExclusive) : undefined));
  return row?.n ?? 0;
}

async function countReceived(db: Db, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(eq(contactMessages.spam, false), gte(contactMessages.createdAt, from), lt(contactMessages.createdAt, to)),
    );
  return row?.n ?? 0;
}

/**
 * The overview's figures. Totals (clients, projects) compare with how many existed 30 days ago;
 * New Messages shows the unread count and compares messages received in the last 30 days with the
 * 30 before; Website Views compares the two 30-day sums.
 */
export async function getOverview(db: Db, now = new Date()) {
  const days = lastDays(now);
  const firstDay = days[0]!;
  const previousFirstDay = lastDays(new Date(Date.parse(firstDay) - DAY_MS))[0]!;
  const windowStart = new Date(`${firstDay}T00:00:00Z`);
  const previousStart = new Date(`${previousFirstDay}T00:00:00Z`);
  const monthAgo = new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS);

  const [clients, clientsBefore, activeProjects, projectsBefore, unread, received, receivedBefore, views, viewsBefore] =
    await Promise.all([
      countRows(db, clientLogos),
      countRows(db, clientLogos, monthAgo),
      countRows(db, projects),
      countRows(db, projects, monthAgo),
      countUnreadMessages(db),
      countReceived(db, windowStart, new Date(now.getTime() + DAY_MS)),
      countReceived(db, previousStart, windowStart),
      sumViews(db, firstDay),
      sumViews(db, previousFirstDay, firstDay),
    ]);

  const messagesPerDay = await db
    .select({
      day: sql<string>`to_char(${contactMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      n: count(),
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.spam, false), gte(contactMessages.createdAt, windowStart)))
    .groupBy(sql`1`);
  const viewsPerDay = await db
    .select({ day: pageViews.day, n: sum(pageViews.count).mapWith(Number) })
    .from(pageViews)
    .where(gte(pageViews.day, firstDay))
    .groupBy(pageViews.day);
  const messagesByDay = new Map(messagesPerDay.map((row) => [row.day, row.n]));
  const viewsByDay = new Map(viewsPerDay.map((row) => [row.day, row.n]));
  const daily: DailyPoint[] = days.map((day) => ({
    day,
    messages: messagesByDay.get(day) ?? 0,
    views: viewsByDay.get(day) ?? 0,
  }));

  const [audit, newestMessages] = await Promise.all([listRecentAudit(db, 8), listNewestMessages(db, 5)]);

  return {
    stats: {
      clients: { value: clients, previous: clientsBefore },
      projects: { value: activeProjects, previous: projectsBefore },
      // The card shows what is waiting; the trend is about how many arrive.
      newMessages: { value: unread, previous: receivedBefore, current: received },
      views: { value: views, previous: viewsBefore },
    },
    daily,
    audit,
    newestMessages,
  };
}
