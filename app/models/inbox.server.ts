import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { INBOX_PAGE_SIZE, type InboxFilter } from "~/utils/inbox";

export type MessageListQuery = { q?: string; filter?: InboxFilter; page?: number; pageSize?: number };

export type MessageSummary = {
  id: string;
  name: string;
  email: string;
  subject: string;
  read: boolean;
  spam: boolean;
  createdAt: Date;
};

/** `term` as a literal inside an ILIKE pattern: the user's % and _ (and the escape character) match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause of a view. Spam stays out of All, Unread and Read; each filter matches a prefix of
 * one of the inbox indexes (spam, created_at) or (spam, read, created_at), and the search is an OR of
 * ILIKEs that the pg_trgm GIN index on each column can answer.
 */
function whereFor({ q, filter = "all" }: Pick<MessageListQuery, "q" | "filter">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contactMessages.spam, filter === "spam")];
  if (filter === "unread") conditions.push(eq(contactMessages.read, false));
  if (filter === "read") conditions.push(eq(contactMessages.read, true));
  const term = q?.trim();
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

/** Newest first; the id tie-break follows the inbox index's order, so no extra sort is needed. */
const newestFirst = [desc(contactMessages.createdAt), asc(contactMessages.id)] as const;

const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  read: contactMessages.read,
  spam: contactMessages.spam,
  createdAt: contactMessages.createdAt,
};

export async function listMessages(db: Db, query: MessageListQuery): Promise<MessageSummary[]> {
  const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  return db
    .select(summaryColumns)
    .from(contactMessages)
    .where(whereFor(query))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countMessages(db: Db, query: Pick<MessageListQuery, "q" | "filter">): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(whereFor(query));
  return row?.count ?? 0;
}

/** The page a list view shows, with the total for "Showing 1–25 of 1,234" and the page links. */
export async function getInboxPage(db: Db, query: MessageListQuery) {
  const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
  const total = await countMessages(db, query);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const messages = total === 0 ? [] : await listMessages(db, { ...query, page, pageSize });
  return { messages, total, page, pageCount, pageSize };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  return countMessages(db, { filter: "unread" });
}

export async function getMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** Sets the read flag; returns the ids that exist (and so were updated). */
export async function setMessagesRead(db: Db, ids: string[], read: boolean): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(contactMessages)
    .set({ read })
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

/** Moves messages the spam defence flagged back into the inbox (unread, so staff notice them). */
export async function markMessagesNotSpam(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(contactMessages)
    .set({ spam: false, spamReason: null, read: false })
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

export type ExportRow = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  spam: boolean;
};

/**
 * Every message of a view, newest first, in batches (keyset on created_at, id), so an export of
 * years of messages never holds them all in memory. The cursor keeps created_at as text because
 * PostgreSQL stores microseconds and a JavaScript Date only milliseconds.
 */
export async function* exportMessages(
  db: Db,
  query: Pick<MessageListQuery, "q" | "filter">,
  batchSize = 1000,
): AsyncGenerator<ExportRow> {
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
      })
      .from(contactMessages)
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
