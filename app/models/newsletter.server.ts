import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { jobRuns, newsletterSubscribers } from "~/db/schema";
import { type NewsletterSource, UNCONFIRMED_DAYS } from "~/features/newsletter/newsletter-fields";
import { defaultLocale, type Locale } from "~/utils/locale";

import { recordAudit } from "./audit-log.server";
import { likePattern } from "./inbox.server";

/** A repeated sign-up of an unconfirmed address sends the confirmation again, at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** Unconfirmed sign-ups are deleted this long after the (last) request. */
export const UNCONFIRMED_MAX_AGE_MS = UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000;
/** Attempts at sending one confirmation before giving up (a later sign-up starts again). */
export const CONFIRMATION_MAX_ATTEMPTS = 5;
export const UNCONFIRMED_PURGE_JOB = "newsletter-unconfirmed";

/**
 * Records a sign-up for double opt-in. A new address is stored unconfirmed with a confirmation owed. A
 * repeat of an unconfirmed address owes the confirmation again (unless one went out in the last
 * CONFIRMATION_RESEND_MS, so the form cannot flood someone's inbox) and restarts its 7 days. A confirmed
 * address is left alone. The unique index on lower(email) matches repeats in any letter case.
 * `confirmationOwed` says whether a confirmation email should now be sent.
 */
export async function subscribe(
  db: Db,
  email: string,
  source: NewsletterSource,
  now = new Date(),
  locale: Locale = defaultLocale,
): Promise<{ created: boolean; confirmationOwed: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source, createdAt: now, locale })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (rows.length > 0) return { created: true, confirmationOwed: true };
  const renewed = await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: null, confirmationAttempts: 0, createdAt: now })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
        isNull(newsletterSubscribers.confirmedAt),
        or(
          isNull(newsletterSubscribers.confirmationSentAt),
          lt(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_MS)),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return { created: false, confirmationOwed: renewed.length > 0 };
}

/** Unconfirmed subscribers whose confirmation email is owed (oldest first), for the mailer. */
export async function listOwedConfirmations(db: Db, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.confirmationSentAt),
        lt(newsletterSubscribers.confirmationAttempts, CONFIRMATION_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(newsletterSubscribers.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims the sending of one owed confirmation (so two instances never both send it): null when it is
 * not owed any more (sent, confirmed, removed, or out of attempts).
 */
export async function claimConfirmation(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ id: string; email: string; locale: Locale } | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: now, confirmationAttempts: sql`${newsletterSubscribers.confirmationAttempts} + 1` })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.confirmationSentAt),
        lt(newsletterSubscribers.confirmationAttempts, CONFIRMATION_MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
    });
  return row ?? null;
}

/** A claimed confirmation that could not be sent is owed again (the next sweep retries it). */
export async function releaseConfirmation(db: Db, id: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: null })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)));
}

export type SubscriberState = { id: string; email: string; confirmedAt: Date | null };

export async function getSubscriber(db: Db, id: string): Promise<SubscriberState | null> {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** Marks a subscriber confirmed (once: a second confirmation keeps the first time). Null when it is gone. */
export async function confirmSubscriber(db: Db, id: string, now = new Date()): Promise<SubscriberState | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(newsletterSubscribers.id, id))
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
    });
  return row ?? null;
}

export type UnconfirmedPurgeResult = { ran: false } | { ran: true; deleted: number };

/**
 * Deletes sign-ups left unconfirmed for UNCONFIRMED_MAX_AGE_MS, at most once per UTC day across all
 * instances (the day's job_runs row is claimed in the same transaction, as for contact retention).
 * Audited with the count only.
 */
export async function purgeUnconfirmedSubscribers(
  db: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<UnconfirmedPurgeResult> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_MAX_AGE_MS);
  const deleted = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ name: UNCONFIRMED_PURGE_JOB, day: now.toISOString().slice(0, 10), ranAt: now })
      .onConflictDoNothing()
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) return null;
    const rows = await tx
      .delete(newsletterSubscribers)
      .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.createdAt, cutoff)))
      .returning({ id: newsletterSubscribers.id });
    return rows.length;
  });
  if (deleted === null) return { ran: false };
  if (deleted > 0) {
    await recordAudit(db, {
      actor: null,
      action: "unconfirmed_purged",
      entity: "newsletter_subscriber",
      details: { deleted, olderThan: cutoff.toISOString() },
    });
  }
  return { ran: true, deleted };
}

export type SubscriberStatus = "confirmed" | "pending";
export type SubscriberRow = { id: string; email: string; source: string; createdAt: Date; confirmedAt: Date | null };

function matching(q: string | undefined, status?: SubscriberStatus | "all"): SQL | undefined {
  const term = q?.trim();
  return and(
    term ? ilike(newsletterSubscribers.email, likePattern(term)) : undefined,
    status === "confirmed"
      ? isNotNull(newsletterSubscribers.confirmedAt)
      : status === "pending"
        ? isNull(newsletterSubscribers.confirmedAt)
        : undefined,
  );
}

const rowColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
};

type ListFilter = { q?: string; status?: SubscriberStatus | "all" };

/** A page of the admin list, newest first, with the total for "Showing 1–50 of 120". */
export async function getSubscriberPage(
  db: Db,
  { q, status, page = 1, pageSize = 50 }: ListFilter & { page?: number; pageSize?: number },
) {
  const where = matching(q, status);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(where);
  const total = counted?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const subscribers: SubscriberRow[] = await db
    .select(rowColumns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { subscribers, total, page: current, pageCount, pageSize };
}

/** Every subscriber matching the search, newest first, for the CSV export (a list of addresses is small). */
export async function listAllSubscribers(db: Db, filter: ListFilter = {}): Promise<SubscriberRow[]> {
  return db
    .select(rowColumns)
    .from(newsletterSubscribers)
    .where(matching(filter.q, filter.status))
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

/** Removes a subscriber (staff, or the subscriber's own unsubscribe link); returns the address, or null when it was already gone. */
export async function deleteSubscriber(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

export async function countSubscribers(db: Db): Promise<{ confirmed: number; pending: number }> {
  const [row] = await db
    .select({
      confirmed: sql<number>`count(${newsletterSubscribers.confirmedAt})::int`,
      pending: sql<number>`(count(*) - count(${newsletterSubscribers.confirmedAt}))::int`,
    })
    .from(newsletterSubscribers);
  return { confirmed: row?.confirmed ?? 0, pending: row?.pending ?? 0 };
}
