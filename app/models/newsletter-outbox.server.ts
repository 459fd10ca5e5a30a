import { and, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import type { Locale } from "~/utils/locale";

// The newsletter outbox (decision 202): one row per issue and subscriber; claimed a few at a time with
// FOR UPDATE SKIP LOCKED so instances never share a row; the subscriber is checked at claim time.

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Queues `issueId` for every confirmed subscriber (or those of `audience`'s language) and marks it sending,
 * in one transaction; only from draft or scheduled, so a second "send" queues nothing. Returns how many.
 */
export async function queueIssue(db: Db, issueId: string, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .update(newsletterIssues)
      .set({ status: "sending", queuedAt: now, updatedAt: now })
      .where(and(eq(newsletterIssues.id, issueId), inArray(newsletterIssues.status, ["draft", "scheduled"])))
      .returning({ audience: newsletterIssues.audience });
    if (!issue) return null;
    const language = issue.audience === "all" ? sql`true` : sql`${newsletterSubscribers.locale} = ${issue.audience}`;
    const inserted = await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, subscriber_id)
      select ${issueId}, ${newsletterSubscribers.id} from ${newsletterSubscribers}
      where ${newsletterSubscribers.confirmedAt} is not null and ${language}
      on conflict do nothing
      returning id`);
    return rowsOf(inserted).length;
  });
}

export type ClaimedDelivery = {
  id: number;
  issueId: string;
  attempts: number;
  subscriberId: string;
  email: string;
  locale: Locale;
};

/**
 * Claims up to `limit` deliveries: queued ones, and ones claimed before `staleBefore` that never finished (a
 * process that died mid-send). Rows whose subscriber is gone (unsubscribed, erased) or no longer confirmed are
 * marked skipped first, so an address removed after the issue was queued is never sent it.
 */
export async function claimDeliveries(
  db: Db,
  { limit, staleBefore }: { limit: number; staleBefore: Date },
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const pending = sql`(${newsletterDeliveries.status} = 'queued' or (${newsletterDeliveries.status} = 'sending' and ${newsletterDeliveries.claimedAt} < ${staleBefore.toISOString()}))`;
  await db.execute(sql`
    update ${newsletterDeliveries} set status = 'skipped', last_error = 'Unsubscribed or erased before it was sent'
    where ${pending} and not exists (
      select 1 from ${newsletterSubscribers} s where s.id = ${newsletterDeliveries.subscriberId} and s.confirmed_at is not null)`);
  const claimed = await db.execute(sql`
    with picked as (
      select d.id from ${newsletterDeliveries} d
      join ${newsletterSubscribers} s on s.id = d.subscriber_id and s.confirmed_at is not null
      join ${newsletterIssues} i on i.id = d.issue_id and i.status = 'sending'
      where (d.status = 'queued' or (d.status = 'sending' and d.claimed_at < ${staleBefore.toISOString()}))
      order by d.id
      limit ${limit}
      for update of d skip locked
    )
    update ${newsletterDeliveries} d set status = 'sending', claimed_at = now(), attempts = d.attempts + 1
    from picked, ${newsletterSubscribers} s
    where d.id = picked.id and s.id = d.subscriber_id
    returning d.id, d.issue_id as "issueId", d.attempts, s.id as "subscriberId", s.email, s.locale`);
  return rowsOf<ClaimedDelivery>(claimed).map((row) => ({ ...row, id: Number(row.id) }));
}

/** Recorded right after the mail server accepted it (see decision 202 on the one message a crash can repeat). */
export async function markDeliverySent(db: Db, id: number): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: "sent", sentAt: new Date(), lastError: null })
    .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.status, "sending")));
}

export async function markDeliveryFailed(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: "failed", lastError: reason })
    .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.status, "sending")));
}

/** Puts claimed rows this process will not send (it is stopping) back in the queue, at once. */
export async function releaseDeliveries(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(newsletterDeliveries)
    .set({ status: "queued", claimedAt: null, attempts: sql`${newsletterDeliveries.attempts} - 1` })
    .where(and(inArray(newsletterDeliveries.id, ids), eq(newsletterDeliveries.status, "sending")));
}

/** Failed deliveries of an issue back in the queue (staff's "Retry"); the issue sends again. */
export async function retryFailedDeliveries(db: Db, issueId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterDeliveries)
      .set({ status: "queued", claimedAt: null })
      .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, "failed")))
      .returning({ id: newsletterDeliveries.id });
    if (rows.length > 0)
      await tx
        .update(newsletterIssues)
        .set({ status: "sending", sentAt: null })
        .where(eq(newsletterIssues.id, issueId));
    return rows.length;
  });
}

/** Emails claimed in the last minute, by every instance: what the per-minute setting is measured against. */
export async function claimedInLastMinute(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from ${newsletterDeliveries} where ${newsletterDeliveries.claimedAt} > ${new Date(now.getTime() - 60_000).toISOString()}`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** Whether anything is waiting to be sent (a cheap look before a pass does more). */
export async function hasPendingDeliveries(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.status} in ('queued', 'sending') limit 1`,
  );
  return rowsOf(result).length > 0;
}

/** Issues being sent with nothing left queued or in flight become sent. */
export async function finishSentIssues(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`
    update ${newsletterIssues} i set status = 'sent', sent_at = ${now.toISOString()}
    where i.status = 'sending' and not exists (
      select 1 from ${newsletterDeliveries} d where d.issue_id = i.id and d.status in ('queued', 'sending'))`);
}

/** Scheduled issues whose time has come, for the job to queue. */
export async function dueIssueIds(db: Db, now = new Date()): Promise<string[]> {
  const result = await db.execute(
    sql`select id from ${newsletterIssues} where status = 'scheduled' and scheduled_at <= ${now.toISOString()} order by scheduled_at limit 10`,
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export type DeliveryCounts = Record<"queued" | "sending" | "sent" | "failed" | "skipped", number>;

export async function deliveryCounts(db: Db, issueId: string): Promise<DeliveryCounts> {
  const rows = await db
    .select({ status: newsletterDeliveries.status, count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId))
    .groupBy(newsletterDeliveries.status);
  const counts: DeliveryCounts = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export type DeliveryRow = {
  id: number;
  email: string | null;
  status: "queued" | "sending" | "sent" | "failed" | "skipped";
  sentAt: Date | null;
  lastError: string | null;
};

/** An issue's recipients with their status, failed first, a page at a time. */
export function listDeliveries(
  db: Db,
  issueId: string,
  { limit, offset, status }: { limit: number; offset: number; status?: DeliveryRow["status"] },
): Promise<DeliveryRow[]> {
  return db
    .select({
      id: newsletterDeliveries.id,
      email: newsletterSubscribers.email,
      status: newsletterDeliveries.status,
      sentAt: newsletterDeliveries.sentAt,
      lastError: newsletterDeliveries.lastError,
    })
    .from(newsletterDeliveries)
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(
      status
        ? and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, status))
        : eq(newsletterDeliveries.issueId, issueId),
    )
    .orderBy(sql`case ${newsletterDeliveries.status} when 'failed' then 0 else 1 end`, newsletterDeliveries.id)
    .limit(limit)
    .offset(offset);
}
