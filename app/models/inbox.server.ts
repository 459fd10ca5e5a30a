import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  adminUsers,
  contactMessageEvents,
  contactMessageNotes,
  contactMessageReplies,
  contactMessages,
} from "~/db/schema";
import { INBOX_PAGE_SIZE, type InboxFilter, OPEN_STATUSES, type StatusFilter } from "~/features/inbox/inbox";
import type { MessageStatus } from "~/features/inbox/inbox-workflow";
import type { LeadSource } from "~/utils/lead-source";
import type { Locale } from "~/utils/locale";

export type MessageListQuery = {
  q?: string;
  filter?: InboxFilter;
  status?: StatusFilter;
  /** Undefined: anyone's; null: nobody's; else that admin's. */
  assigneeId?: string | null;
  page?: number;
  pageSize?: number;
};

type ViewQuery = Pick<MessageListQuery, "q" | "filter" | "status" | "assigneeId">;

export type MessageSummary = {
  id: string;
  name: string;
  email: string;
  subject: string;
  read: boolean;
  spam: boolean;
  createdAt: Date;
  status: MessageStatus;
  assigneeEmail: string | null;
  locale: Locale;
};

/**
 * Counting every match is linear in the matches (50+ ms for 100,000 rows on PGlite), so a view counts
 * at most this many (and at least ten pages past the one shown): "Showing 1–25 of 10,000+".
 */
export const LIST_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

/** Shorter terms have no trigram, so only "starts with" can use the index (see decision 041). */
export const MIN_CONTAINS_LENGTH = 3;

/**
 * `term` as a literal inside an ILIKE pattern (the user's % and _ and the escape character match
 * themselves): anywhere in the text, or at its start for terms shorter than MIN_CONTAINS_LENGTH.
 */
export function likePattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return term.length < MIN_CONTAINS_LENGTH ? `${literal}%` : `%${literal}%`;
}

/**
 * The WHERE clause of a view. Spam stays out of All, Unread and Read; each filter matches a prefix of
 * one of the inbox indexes (spam, created_at) or (spam, read, created_at), and the search is an OR of
 * ILIKEs that the pg_trgm GIN index on each column can answer.
 */
function whereFor({ q, filter = "all", status = "any", assigneeId }: ViewQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contactMessages.spam, filter === "spam")];
  if (filter === "unread") conditions.push(eq(contactMessages.read, false));
  if (filter === "read") conditions.push(eq(contactMessages.read, true));
  if (status === "open") conditions.push(inArray(contactMessages.status, [...OPEN_STATUSES]));
  else if (status !== "any") conditions.push(eq(contactMessages.status, status));
  // A person's messages are few: the assignee index finds them, then they are sorted.
  if (assigneeId === null) conditions.push(isNull(contactMessages.assigneeId));
  else if (assigneeId !== undefined) conditions.push(eq(contactMessages.assigneeId, assigneeId));
  // Stored text is NFC (the form's schema normalises it), so the term is too: Bengali typed as
  // "ে" + "া" must find the "ো" a message was stored with.
  const term = q?.normalize("NFC").trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Newest first, in exactly the inbox index's order (created_at DESC NULLS LAST, id): a plain DESC
 * means NULLS FIRST, which the planner cannot serve from that index.
 */
const newestFirst = [sql`${contactMessages.createdAt} desc nulls last`, asc(contactMessages.id)] as const;

const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  read: contactMessages.read,
  spam: contactMessages.spam,
  createdAt: contactMessages.createdAt,
  status: contactMessages.status,
  assigneeEmail: adminUsers.email,
  locale: contactMessages.locale,
};

export async function listMessages(db: Db, query: MessageListQuery): Promise<MessageSummary[]> {
  const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  // Deferred join: the OFFSET walks only the index (an index-only scan of spam, created_at, id), and
  // the heap is read for the 25 rows shown, which keeps deep pages fast.
  const pageIds = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(whereFor(query))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_ids");
  return db
    .select(summaryColumns)
    .from(contactMessages)
    .innerJoin(pageIds, eq(contactMessages.id, pageIds.id))
    .leftJoin(adminUsers, eq(adminUsers.id, contactMessages.assigneeId))
    .orderBy(...newestFirst);
}

/** Matches of a view; with `limit`, counting stops there (a cheap "at least" for big views). */
export async function countMessages(db: Db, query: ViewQuery, limit?: number): Promise<number> {
  const where = whereFor(query);
  if (limit === undefined) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where);
    return row?.count ?? 0;
  }
  // MATERIALIZED keeps a search on the trigram bitmap scan: told about the LIMIT, the planner would
  // pick a sequential scan hoping to meet enough matches early, which is slow when they are few or
  // clustered. Without a search the subquery is an index-only scan that stops at the limit.
  const result = query.q?.trim()
    ? await db.execute(sql`
        with matches as materialized (select 1 from ${contactMessages} where ${where})
        select count(*)::int as count from (select 1 from matches limit ${limit}) as capped`)
    : await db.execute(sql`
        select count(*)::int as count from (select 1 from ${contactMessages} where ${where} limit ${limit}) as capped`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/**
 * The page a list view shows, with the total for "Showing 1–25 of 1,234" and the page links.
 * `totalIsCapped` means there are more than `total` (see LIST_COUNT_CAP): show "1,000+" and a Next link.
 */
export async function getInboxPage(db: Db, query: MessageListQuery) {
  const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
  const requested = Math.max(1, query.page ?? 1);
  const cap = Math.max(query.q?.trim() ? SEARCH_COUNT_CAP : LIST_COUNT_CAP, (requested + 10) * pageSize);
  const counted = await countMessages(db, query, cap + 1);
  const totalIsCapped = counted > cap;
  const total = Math.min(counted, cap);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  const messages = total === 0 ? [] : await listMessages(db, { ...query, page, pageSize });
  return { messages, total, totalIsCapped, page, pageCount, pageSize };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  return countMessages(db, { filter: "unread" });
}

export async function getMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets the read flag and adds "read"/"unread" to the timeline of each message whose flag changed, by
 * `actor` (null: nobody in particular). Returns the ids that exist, so a caller can tell "gone" from
 * "already so".
 */
export async function setMessagesRead(
  db: Db,
  ids: string[],
  read: boolean,
  actor: { userId: string; email: string } | null = null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(contactMessages)
      .set({ read })
      .where(and(inArray(contactMessages.id, ids), ne(contactMessages.read, read)))
      .returning({ id: contactMessages.id });
    if (changed.length > 0) {
      const kind = read ? ("read" as const) : ("unread" as const);
      await tx.insert(contactMessageEvents).values(
        changed.map(({ id }) => ({
          messageId: id,
          actorId: actor?.userId ?? null,
          actorEmail: actor?.email ?? null,
          kind,
        })),
      );
    }
    const existing = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids));
    return existing.map((row) => row.id);
  });
}

/** Moves messages the spam defence flagged back into the inbox, keeping their read state. */
export async function markMessagesNotSpam(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(contactMessages)
    .set({ spam: false, spamReason: null })
    .where(and(inArray(contactMessages.id, ids), eq(contactMessages.spam, true)))
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

export async function deleteMessages(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

export type ExportRow = LeadSource & {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  spam: boolean;
  locale: Locale;
  status: MessageStatus;
  assigneeEmail: string | null;
  noteCount: number;
  /** Replies that reached the mail server; one still sending or failed has not reached the visitor. */
  replyCount: number;
  lastReplyAt: Date | null;
};

const sentReplies = sql`${contactMessageReplies.messageId} = ${contactMessages.id} and ${contactMessageReplies.status} = 'sent'`;

/** An export row's workflow columns: counted per row of a batch through the notes' and replies' message indexes. */
const workflowColumns = {
  status: contactMessages.status,
  assigneeEmail: adminUsers.email,
  landingPage: contactMessages.landingPage,
  utmSource: contactMessages.utmSource,
  utmMedium: contactMessages.utmMedium,
  utmCampaign: contactMessages.utmCampaign,
  utmTerm: contactMessages.utmTerm,
  utmContent: contactMessages.utmContent,
  referrerHost: contactMessages.referrerHost,
  sourcePage: contactMessages.sourcePage,
  noteCount: sql<number>`(select count(*)::int from ${contactMessageNotes} where ${contactMessageNotes.messageId} = ${contactMessages.id})`,
  replyCount: sql<number>`(select count(*)::int from ${contactMessageReplies} where ${sentReplies})`,
  lastReplyAt:
    sql<Date | null>`(select max(${contactMessageReplies.sentAt}) from ${contactMessageReplies} where ${sentReplies})`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
};

/**
 * Every message of a view, newest first, in batches (keyset on created_at, id), so an export of
 * years of messages never holds them all in memory. The cursor keeps created_at as text because
 * PostgreSQL stores microseconds and a JavaScript Date only milliseconds.
 */
export async function* exportMessages(db: Db, query: ViewQuery, batchSize = 1000): AsyncGenerator<ExportRow> {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${contactMessages.createdAt} < ${cursor.at}::timestamptz or (${contactMessages.createdAt} = ${cursor.at}::timestamptz and ${contactMessages.id} > ${cursor.id}))`
      : undefined;
    const rows = await db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        cursorAt: sql<string>`${contactMessages.createdAt}::text`,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        read: contactMessages.read,
        spam: contactMessages.spam,
        locale: contactMessages.locale,
        ...workflowColumns,
      })
      .from(contactMessages)
      .leftJoin(adminUsers, eq(adminUsers.id, contactMessages.assigneeId))
      .where(and(whereFor(query), after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    for (const { cursorAt: _cursorAt, ...row } of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** The newest messages outside spam, for the overview's Recent Activity. */
export async function listNewestMessages(db: Db, limit = 5): Promise<MessageSummary[]> {
  return listMessages(db, { filter: "all", page: 1, pageSize: limit });
}

/** The overview's "Your open messages": the count and the newest few, New or In progress, assigned to `adminId`. */
export async function getAssignedOpenMessages(db: Db, adminId: string, limit = 5) {
  const query = { filter: "all", status: "open", assigneeId: adminId } as const;
  const [count, messages] = await Promise.all([
    countMessages(db, query),
    listMessages(db, { ...query, page: 1, pageSize: limit }),
  ]);
  return { count, messages };
}
