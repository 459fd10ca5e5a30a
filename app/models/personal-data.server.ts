import { asc, inArray, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  contactMessageEvents,
  contactMessageNotes,
  contactMessageReplies,
  contactMessages,
  newsletterSubscribers,
} from "~/db/schema";

/** The address as typed and as stored compare without letter case (name@Example.com is the same person). */
const sameAddress = (column: typeof contactMessages.email | typeof newsletterSubscribers.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

/**
 * Everything stored about one email address (a data-subject access request): the contact messages it sent
 * with their lead source, internal notes, replies and timeline, and its newsletter subscription.
 */
export async function collectPersonalData(db: Db, email: string) {
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
  const ids = messages.map((message) => message.id);
  const [notes, replies, events, subscriptions] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(contactMessageNotes)
          .where(inArray(contactMessageNotes.messageId, ids))
          .orderBy(asc(contactMessageNotes.createdAt))
      : [],
    ids.length
      ? db
          .select()
          .from(contactMessageReplies)
          .where(inArray(contactMessageReplies.messageId, ids))
          .orderBy(asc(contactMessageReplies.createdAt))
      : [],
    ids.length
      ? db
          .select()
          .from(contactMessageEvents)
          .where(inArray(contactMessageEvents.messageId, ids))
          .orderBy(asc(contactMessageEvents.at))
      : [],
    db.select().from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
  ]);
  return {
    email,
    contactMessages: messages.map((message) => ({
      id: message.id,
      receivedAt: message.createdAt.toISOString(),
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      read: message.read,
      status: message.status,
      spam: message.spam,
      language: message.locale,
      leadSource: {
        landingPage: message.landingPage,
        utmSource: message.utmSource,
        utmMedium: message.utmMedium,
        utmCampaign: message.utmCampaign,
        utmTerm: message.utmTerm,
        utmContent: message.utmContent,
        referrerHost: message.referrerHost,
        sourcePage: message.sourcePage,
      },
      notes: notes
        .filter((note) => note.messageId === message.id)
        .map((note) => ({ writtenAt: note.createdAt.toISOString(), author: note.authorEmail, body: note.body })),
      replies: replies
        .filter((reply) => reply.messageId === message.id)
        .map((reply) => ({
          writtenAt: reply.createdAt.toISOString(),
          author: reply.authorEmail,
          body: reply.body,
          status: reply.status,
          sentAt: reply.sentAt?.toISOString() ?? null,
        })),
      timeline: events
        .filter((event) => event.messageId === message.id)
        .map((event) => ({ at: event.at.toISOString(), by: event.actorEmail, kind: event.kind, value: event.value })),
    })),
    newsletterSubscriptions: subscriptions.map((row) => ({
      email: row.email,
      source: row.source,
      subscribedAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

export type PersonalDataCounts = { messages: number; notes: number; replies: number; subscriptions: number };

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  return {
    messages: data.contactMessages.length,
    notes: data.contactMessages.reduce((sum, message) => sum + message.notes.length, 0),
    replies: data.contactMessages.reduce((sum, message) => sum + message.replies.length, 0),
    subscriptions: data.newsletterSubscriptions.length,
  };
}

export function isNothingStored(counts: PersonalDataCounts): boolean {
  return counts.messages + counts.subscriptions === 0;
}

/**
 * Deletes everything stored about an address, in one transaction: its messages with their notes, replies
 * and timeline (the timeline by ON DELETE CASCADE) and its newsletter subscription. Returns the counts.
 */
export async function erasePersonalData(db: Db, email: string): Promise<PersonalDataCounts> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sameAddress(contactMessages.email, email));
    const ids = found.map((message) => message.id);
    // Notes and replies are deleted here rather than by the cascade, so that the audit can say how many.
    const notes = ids.length
      ? await tx
          .delete(contactMessageNotes)
          .where(inArray(contactMessageNotes.messageId, ids))
          .returning({ id: contactMessageNotes.id })
      : [];
    const replies = ids.length
      ? await tx
          .delete(contactMessageReplies)
          .where(inArray(contactMessageReplies.messageId, ids))
          .returning({ id: contactMessageReplies.id })
      : [];
    const messages = ids.length
      ? await tx.delete(contactMessages).where(inArray(contactMessages.id, ids)).returning({ id: contactMessages.id })
      : [];
    const subscriptions = await tx
      .delete(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    return {
      messages: messages.length,
      notes: notes.length,
      replies: replies.length,
      subscriptions: subscriptions.length,
    };
  });
}

/** The tables an erasure deletes from: rewritten afterwards so the erased rows leave their files. */
const ERASED_TABLES = [
  contactMessages,
  contactMessageNotes,
  contactMessageReplies,
  contactMessageEvents,
  newsletterSubscribers,
] as const;

export type FlushStep = "rewrite tables" | "switch write-ahead log" | "checkpoint";

export type FlushResult = { done: FlushStep[]; refused: { step: FlushStep; reason: string }[] };

/**
 * After an erasure has committed, pushes the erased text out of the database's files as far as PostgreSQL
 * allows (decision 146): VACUUM FULL rewrites the erased tables and their indexes (deleted rows otherwise
 * stay in the files until their space is reused), pg_switch_wal() closes the write-ahead log segment that
 * recorded them, and CHECKPOINT lets PostgreSQL remove it. Each step needs a privilege a hosted PostgreSQL
 * may withhold (the tables' owner; pg_switch_wal's EXECUTE; superuser or pg_checkpoint): a refusal is
 * logged and the next step still runs, and nothing is undone: the erasure itself stands.
 */
export async function flushErasedData(db: Db, log: (message: string) => void): Promise<FlushResult> {
  const steps: [FlushStep, SQL][] = [
    [
      "rewrite tables",
      sql`VACUUM (FULL) ${sql.join(
        ERASED_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )}`,
    ],
    ["switch write-ahead log", sql`select pg_switch_wal()`],
    ["checkpoint", sql`CHECKPOINT`],
  ];
  const result: FlushResult = { done: [], refused: [] };
  for (const [step, statement] of steps) {
    try {
      await db.execute(statement);
      result.done.push(step);
    } catch (error) {
      // Drizzle wraps the database's answer ("Failed query: …"); the reason is the cause's.
      const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
      result.refused.push({ step, reason });
      log(`after an erasure, the database refused to ${step}: ${reason}`);
    }
  }
  return result;
}
