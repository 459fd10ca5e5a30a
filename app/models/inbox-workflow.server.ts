import { asc, eq, inArray, or } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  adminUsers,
  contactMessageEvents,
  contactMessageNotes,
  contactMessageReplies,
  contactMessages,
} from "~/db/schema";
import type { MessageStatus } from "~/features/inbox/inbox-workflow";
import { can, ROLE_LABELS, ROLES } from "~/features/roles/roles";

import type { AuditEntry } from "./audit-log.server";

export type Actor = NonNullable<AuditEntry["actor"]>;

export type WorkflowChange = { status?: MessageStatus; assignee?: { id: string; email: string } | null };

export class WorkflowError extends Error {
  override name = "WorkflowError";
}

/** The roles that work the inbox (decision 180): only they can open a message they are assigned. */
const INBOX_ROLES = ROLES.filter((role) => can(role, "inbox"));

export const NOT_INBOX_STAFF_MESSAGE = `Choose someone whose role works the inbox (${INBOX_ROLES.map((role) => ROLE_LABELS[role]).join(" or ")})`;

/**
 * The admins a message can be assigned to, oldest account first; `keep` (a message's current assignee) is
 * listed whatever their role, so saving a new status does not unassign them.
 */
export function listInboxStaff(db: Db, keep?: string | null): Promise<{ id: string; email: string }[]> {
  const inbox = inArray(adminUsers.role, INBOX_ROLES);
  return db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(keep ? or(inbox, eq(adminUsers.id, keep)) : inbox)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
}

/**
 * Sets a message's status and assignee, adding a timeline entry for each that changed. Returns what
 * changed (empty when nothing did), or null when the message no longer exists. Throws WorkflowError
 * when a new assignee's role does not work the inbox, or
 * when the assignee is not an admin (any more).
 */
export async function updateWorkflow(
  db: Db,
  messageId: string,
  wanted: { status: MessageStatus; assigneeId: string | null },
  actor: Actor,
): Promise<WorkflowChange | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contactMessages.status, assigneeId: contactMessages.assigneeId })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for("update");
    if (!current) return null;
    let assignee: { id: string; email: string } | null = null;
    if (wanted.assigneeId) {
      const [found] = await tx
        .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
        .from(adminUsers)
        .where(eq(adminUsers.id, wanted.assigneeId));
      if (!found) throw new WorkflowError("That admin no longer exists");
      // Someone who cannot open the inbox would be emailed a link they cannot follow.
      if (!can(found.role, "inbox") && found.id !== current.assigneeId)
        throw new WorkflowError(NOT_INBOX_STAFF_MESSAGE);
      assignee = { id: found.id, email: found.email };
    }
    const change: WorkflowChange = {};
    if (current.status !== wanted.status) change.status = wanted.status;
    if (current.assigneeId !== (assignee?.id ?? null)) change.assignee = assignee;
    if (Object.keys(change).length === 0) return change;
    await tx
      .update(contactMessages)
      .set({ status: wanted.status, assigneeId: assignee?.id ?? null })
      .where(eq(contactMessages.id, messageId));
    const by = { messageId, actorId: actor.userId, actorEmail: actor.email };
    const events: (typeof contactMessageEvents.$inferInsert)[] = [];
    if (change.status) events.push({ ...by, kind: "status", value: change.status });
    if ("assignee" in change)
      events.push({
        ...by,
        kind: "assigned",
        value: change.assignee?.email ?? null,
        // Assigning yourself needs no email; anyone else is told (see app/jobs/assignment-notices.server.ts).
        noticeStatus: change.assignee && change.assignee.id !== actor.userId ? "owed" : null,
      });
    await tx.insert(contactMessageEvents).values(events);
    return change;
  });
}

/**
 * Unassigns every message assigned to `userId` (their role no longer sees the inbox, decision 180), each with
 * an "unassigned" line in its timeline by `actor`. Returns how many.
 */
export async function unassignMessagesOf(db: Db, userId: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(contactMessages)
      .set({ assigneeId: null })
      .where(eq(contactMessages.assigneeId, userId))
      .returning({ id: contactMessages.id });
    if (rows.length === 0) return 0;
    await tx.insert(contactMessageEvents).values(
      rows.map((row) => ({
        messageId: row.id,
        actorId: actor.userId,
        actorEmail: actor.email,
        kind: "assigned" as const,
        value: null,
      })),
    );
    return rows.length;
  });
}

/**
 * Whether the message still exists, holding a share lock on it until the transaction ends: the lock keeps a
 * delete from slipping in between this check and the insert that follows.
 */
export async function lockMessage(tx: Db, messageId: string): Promise<boolean> {
  const [message] = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId))
    .for("share");
  return Boolean(message);
}

/** Adds an internal note; null when the message no longer exists. */
export async function addNote(db: Db, messageId: string, body: string, actor: Actor) {
  return db.transaction(async (tx) => {
    if (!(await lockMessage(tx, messageId))) return null;
    const [note] = await tx
      .insert(contactMessageNotes)
      .values({ messageId, authorId: actor.userId, authorEmail: actor.email, body })
      .returning();
    return note ?? null;
  });
}

export type TimelineEntry =
  | { kind: "received"; at: Date }
  | { kind: "read" | "unread"; at: Date; actor: string | null }
  | { kind: "status"; at: Date; actor: string | null; status: MessageStatus }
  | { kind: "assigned"; at: Date; actor: string | null; assignee: string | null }
  | { kind: "note"; at: Date; actor: string; body: string }
  | { kind: "reply_retried"; at: Date; attempt: number }
  | {
      kind: "reply";
      at: Date;
      actor: string;
      body: string;
      replyId: string;
      status: "sending" | "sent" | "failed";
      sentAt: Date | null;
      lastError: string | null;
      attempts: number;
    };

/** Everything that happened to a message, oldest first. */
export async function getTimeline(db: Db, messageId: string): Promise<TimelineEntry[]> {
  const [message] = await db
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!message) return [];
  const [events, notes, replies] = await Promise.all([
    db
      .select()
      .from(contactMessageEvents)
      .where(eq(contactMessageEvents.messageId, messageId))
      .orderBy(asc(contactMessageEvents.id)),
    db
      .select()
      .from(contactMessageNotes)
      .where(eq(contactMessageNotes.messageId, messageId))
      .orderBy(asc(contactMessageNotes.createdAt)),
    db
      .select()
      .from(contactMessageReplies)
      .where(eq(contactMessageReplies.messageId, messageId))
      .orderBy(asc(contactMessageReplies.createdAt)),
  ]);
  const entries: TimelineEntry[] = [{ kind: "received", at: message.createdAt }];
  for (const event of events) {
    if (event.kind === "status")
      entries.push({ kind: "status", at: event.at, actor: event.actorEmail, status: event.value as MessageStatus });
    else if (event.kind === "assigned")
      entries.push({ kind: "assigned", at: event.at, actor: event.actorEmail, assignee: event.value });
    else if (event.kind === "reply_retried")
      entries.push({ kind: "reply_retried", at: event.at, attempt: Number(event.value) });
    else entries.push({ kind: event.kind, at: event.at, actor: event.actorEmail });
  }
  for (const note of notes)
    entries.push({ kind: "note", at: note.createdAt, actor: note.authorEmail, body: note.body });
  for (const reply of replies) {
    const { createdAt: at, authorEmail: actor, body, id: replyId, status, sentAt, lastError, attempts } = reply;
    entries.push({ kind: "reply", at, actor, body, replyId, status, sentAt, lastError, attempts });
  }
  // A stable sort keeps same-instant entries in the order they were written.
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
