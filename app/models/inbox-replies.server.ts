import { randomUUID } from "node:crypto";

import { and, asc, eq, lt, ne, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contactMessageEvents, contactMessageReplies, contactMessages } from "~/db/schema";
import { replyMessageId } from "~/features/inbox/inbox-reply";

import { type Actor, lockMessage } from "./inbox-workflow.server";

export type ReplyRow = typeof contactMessageReplies.$inferSelect;

/** Stores a reply as "sending" before any attempt; null when the message no longer exists. */
export async function createReply(
  db: Db,
  messageId: string,
  body: string,
  author: Actor,
  host: string,
): Promise<ReplyRow | null> {
  return db.transaction(async (tx) => {
    if (!(await lockMessage(tx, messageId))) return null;
    const id = randomUUID();
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({
        id,
        messageId,
        authorId: author.userId,
        authorEmail: author.email,
        body,
        emailMessageId: replyMessageId(id, host),
      })
      .returning();
    return reply ?? null;
  });
}

export type OutgoingReply = {
  reply: ReplyRow;
  message: { id: string; name: string; email: string; subject: string; message: string; createdAt: Date };
  /** Message-IDs of this message's earlier sent replies, oldest first (for References). */
  earlierReplyIds: string[];
};

/**
 * Claims one send attempt: adds 1 to `attempts` only if nobody else has since (`expectedAttempts`) and
 * it is not sent yet, so two instances never send the same attempt. Returns what the email needs.
 */
export async function claimReplyAttempt(
  db: Db,
  replyId: string,
  expectedAttempts: number,
): Promise<OutgoingReply | null> {
  const [reply] = await db
    .update(contactMessageReplies)
    .set({ attempts: sql`${contactMessageReplies.attempts} + 1`, status: "sending" })
    .where(
      and(
        eq(contactMessageReplies.id, replyId),
        eq(contactMessageReplies.attempts, expectedAttempts),
        ne(contactMessageReplies.status, "sent"),
      ),
    )
    .returning();
  if (!reply) return null;
  const [message] = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, reply.messageId));
  if (!message) return null;
  const earlier = await db
    .select({ emailMessageId: contactMessageReplies.emailMessageId })
    .from(contactMessageReplies)
    .where(
      and(
        eq(contactMessageReplies.messageId, reply.messageId),
        eq(contactMessageReplies.status, "sent"),
        lt(contactMessageReplies.createdAt, reply.createdAt),
      ),
    )
    .orderBy(asc(contactMessageReplies.createdAt));
  return { reply, message, earlierReplyIds: earlier.map((row) => row.emailMessageId) };
}

/**
 * Marks a reply delivered and, if the message is not Replied yet, sets it so (on the timeline, by the
 * reply's author).
 */
export async function markReplySent(
  db: Db,
  replyId: string,
  at = new Date(),
  { automaticAttempt = null }: { automaticAttempt?: number | null } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [reply] = await tx
      .update(contactMessageReplies)
      .set({ status: "sent", sentAt: at, lastError: null })
      .where(eq(contactMessageReplies.id, replyId))
      .returning();
    if (!reply) return;
    // An automatic retry that worked is on the timeline, with the attempt that did it (nobody retried it by hand).
    if (automaticAttempt !== null)
      await tx.insert(contactMessageEvents).values({
        messageId: reply.messageId,
        kind: "reply_retried",
        value: String(automaticAttempt),
        at,
      });
    const moved = await tx
      .update(contactMessages)
      .set({ status: "replied" })
      .where(and(eq(contactMessages.id, reply.messageId), ne(contactMessages.status, "replied")))
      .returning({ id: contactMessages.id });
    if (moved.length > 0) {
      await tx.insert(contactMessageEvents).values({
        messageId: reply.messageId,
        actorId: reply.authorId,
        actorEmail: reply.authorEmail,
        kind: "status",
        value: "replied",
        at,
      });
    }
  });
}

export async function markReplyFailed(db: Db, replyId: string, reason: string): Promise<void> {
  await db
    .update(contactMessageReplies)
    .set({ status: "failed", lastError: reason.slice(0, 500) })
    .where(and(eq(contactMessageReplies.id, replyId), ne(contactMessageReplies.status, "sent")));
}

export async function getReply(db: Db, replyId: string): Promise<ReplyRow | null> {
  const [row] = await db.select().from(contactMessageReplies).where(eq(contactMessageReplies.id, replyId));
  return row ?? null;
}

/**
 * Replies still to deliver: failed ones, and "sending" ones older than `stuckBefore` (the process
 * sending them stopped). Oldest first.
 */
export async function listUndelivered(
  db: Db,
  { maxAttempts, stuckBefore, limit }: { maxAttempts: number; stuckBefore: Date; limit: number },
) {
  return db
    .select({
      id: contactMessageReplies.id,
      attempts: contactMessageReplies.attempts,
      createdAt: contactMessageReplies.createdAt,
    })
    .from(contactMessageReplies)
    .where(
      and(
        lt(contactMessageReplies.attempts, maxAttempts),
        or(
          eq(contactMessageReplies.status, "failed"),
          and(eq(contactMessageReplies.status, "sending"), lt(contactMessageReplies.createdAt, stuckBefore)),
        ),
      ),
    )
    .orderBy(asc(contactMessageReplies.createdAt))
    .limit(limit);
}

export async function listReplies(db: Db, messageId: string): Promise<ReplyRow[]> {
  return db
    .select()
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.createdAt));
}
