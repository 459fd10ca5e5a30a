import { lt } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contactMessageNotes, contactMessageReplies, contactMessages, jobRuns } from "~/db/schema";

import { recordAudit } from "./audit-log.server";

export const RETENTION_JOB = "contact-retention";

/** The moment `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export type RetentionResult =
  { ran: false } | { ran: true; cutoff: Date; messages: number; replies: number; notes: number };

/**
 * Deletes contact messages (with their notes, replies and timeline), and any note or reply, older than
 * `months`, at most once per UTC day across all instances: the day's row in job_runs is claimed in the
 * same transaction, so a second instance (or a second tick) that day does nothing. What was deleted is
 * audited (counts only, never content).
 */
export async function purgeExpiredContactData(
  db: Db,
  { now = new Date(), months }: { now?: Date; months: number },
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now, months);
  const result = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ name: RETENTION_JOB, day: now.toISOString().slice(0, 10), ranAt: now })
      .onConflictDoNothing()
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) return null;
    const replies = await tx
      .delete(contactMessageReplies)
      .where(lt(contactMessageReplies.createdAt, cutoff))
      .returning({ id: contactMessageReplies.id });
    const notes = await tx
      .delete(contactMessageNotes)
      .where(lt(contactMessageNotes.createdAt, cutoff))
      .returning({ id: contactMessageNotes.id });
    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id });
    return { messages: messages.length, replies: replies.length, notes: notes.length };
  });
  if (!result) return { ran: false };
  if (result.messages + result.replies + result.notes > 0) {
    await recordAudit(db, {
      actor: null,
      action: "retention_purged",
      entity: "contact_message",
      details: { ...result, olderThan: cutoff.toISOString(), months },
    });
  }
  return { ran: true, cutoff, ...result };
}
