import { and, eq, gte, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, contactMessageEvents, contactMessages } from "~/db/schema";

/** An owed "assigned to you" email, with what it says about the message. */
export type AssignmentNotice = {
  eventId: number;
  attempts: number;
  at: Date;
  assigneeEmail: string;
  assignedBy: string | null;
  messageId: string;
  name: string;
  email: string;
  subject: string;
  receivedAt: Date;
};

const noticeColumns = {
  eventId: contactMessageEvents.id,
  attempts: contactMessageEvents.noticeAttempts,
  at: contactMessageEvents.at,
  assigneeEmail: adminUsers.email,
  assignedBy: contactMessageEvents.actorEmail,
  messageId: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  receivedAt: contactMessages.createdAt,
};

/**
 * Owed notices still worth sending, oldest first: the message is still assigned to the person the
 * event named (one reassigned since is the new assignee's notice), and not older than `since`.
 */
export async function listOwedNotices(
  db: Db,
  { since, maxAttempts, limit }: { since: Date; maxAttempts: number; limit: number },
): Promise<AssignmentNotice[]> {
  return db
    .select(noticeColumns)
    .from(contactMessageEvents)
    .innerJoin(contactMessages, eq(contactMessages.id, contactMessageEvents.messageId))
    .innerJoin(adminUsers, eq(adminUsers.id, contactMessages.assigneeId))
    .where(
      and(
        eq(contactMessageEvents.noticeStatus, "owed"),
        eq(adminUsers.email, contactMessageEvents.value),
        lt(contactMessageEvents.noticeAttempts, maxAttempts),
        gte(contactMessageEvents.at, since),
      ),
    )
    .orderBy(contactMessageEvents.at)
    .limit(limit);
}

/** Claims one attempt: adds 1 to the attempts only if nobody else has since, so two instances never both send. */
export async function claimNotice(db: Db, eventId: number, expectedAttempts: number): Promise<boolean> {
  const rows = await db
    .update(contactMessageEvents)
    .set({ noticeAttempts: sql`${contactMessageEvents.noticeAttempts} + 1` })
    .where(
      and(
        eq(contactMessageEvents.id, eventId),
        eq(contactMessageEvents.noticeStatus, "owed"),
        eq(contactMessageEvents.noticeAttempts, expectedAttempts),
      ),
    )
    .returning({ id: contactMessageEvents.id });
  return rows.length > 0;
}

export async function markNoticeSent(db: Db, eventId: number): Promise<void> {
  await db.update(contactMessageEvents).set({ noticeStatus: "sent" }).where(eq(contactMessageEvents.id, eventId));
}
