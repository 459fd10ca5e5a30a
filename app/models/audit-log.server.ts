import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { auditLog, contactMessages } from "~/db/schema";

import type { SessionUser } from "./sessions.server";

export type AuditEntry = {
  /** The admin who acted; null for anonymous events such as a failed login. */
  actor: { userId: string; email: string } | null;
  /** Verb in the past tense, e.g. "created", "updated", "deleted", "login", "login_failed". */
  action: string;
  /** What was acted on, e.g. "service", "contact_message", "settings", "admin_user", "session". */
  entity: string;
  entityId?: string | null;
  /**
   * Small, non-secret context (a title, a count). Never passwords, tokens, message bodies, or a visitor's
   * subject or address: an entry about a message or a subscriber keeps only its id (decision 146).
   */
  details?: Record<string, unknown>;
};

/** The audit log's record of who acted, from their session. */
export function auditActor(admin: Pick<SessionUser, "userId" | "email">): AuditEntry["actor"] {
  return { userId: admin.userId, email: admin.email };
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives each entry about a contact message that message's subject while it still exists: the trail stores
 * only the id (decision 146), so a deleted or erased message reads as "a message". One lookup by primary key.
 */
async function withMessageSubjects(db: Db, rows: (typeof auditLog.$inferSelect)[]): Promise<AuditRow[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) =>
        row.entity === "contact_message" && row.entityId && UUID.test(row.entityId) ? [row.entityId] : [],
      ),
    ),
  ];
  const subjects = new Map(
    ids.length
      ? (
          await db
            .select({ id: contactMessages.id, subject: contactMessages.subject })
            .from(contactMessages)
            .where(inArray(contactMessages.id, ids))
        ).map((row) => [row.id, row.subject])
      : [],
  );
  return rows.map((row) => ({
    ...row,
    messageSubject: row.entity === "contact_message" && row.entityId ? (subjects.get(row.entityId) ?? null) : null,
  }));
}

export async function listRecentAudit(db: Db, limit = 10): Promise<AuditRow[]> {
  return withMessageSubjects(
    db,
    await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit),
  );
}

export type AuditRow = typeof auditLog.$inferSelect & { messageSubject: string | null };

/**
 * One page of the trail, newest first, filtered by who acted (an email as recorded, or "none" for entries
 * with no admin), the action and a time range [since, before).
 */
export async function getAuditPage(
  db: Db,
  options: { admin: string; action: string; since: Date | null; before: Date | null; page: number; pageSize: number },
): Promise<{ entries: AuditRow[]; total: number; page: number; pageCount: number; pageSize: number }> {
  const conditions: SQL[] = [];
  if (options.admin === "none") conditions.push(isNull(auditLog.actorEmail));
  else if (options.admin) conditions.push(eq(auditLog.actorEmail, options.admin));
  if (options.action) conditions.push(eq(auditLog.action, options.action));
  if (options.since) conditions.push(gte(auditLog.at, options.since));
  if (options.before) conditions.push(lt(auditLog.at, options.before));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const pageCount = Math.max(1, Math.ceil(total / options.pageSize));
  const page = Math.min(options.page, pageCount);
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.pageSize)
    .offset((page - 1) * options.pageSize);
  return { entries: await withMessageSubjects(db, entries), total, page, pageCount, pageSize: options.pageSize };
}

/** Everyone the trail names as having acted (removed admins too), for the screen's admin filter. */
export async function listAuditActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorEmail))
    .orderBy(auditLog.actorEmail);
  return rows.map((row) => row.email!).filter(Boolean);
}

export type AuditPurgeResult = { deleted: number; cutoff: Date };

/**
 * Deletes entries older than `days` (the retention setting, decision 146). Run hourly by every instance:
 * deleting what is already gone costs nothing, so no daily claim is needed. When something was deleted,
 * one entry says how many (never what they said).
 */
export async function purgeExpiredAudit(
  db: Db,
  { now = new Date(), days }: { now?: Date; days: number },
): Promise<AuditPurgeResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  if (deleted.length > 0) {
    await recordAudit(db, {
      actor: null,
      action: "audit_purged",
      entity: "audit_log",
      details: { deleted: deleted.length, olderThan: cutoff.toISOString(), days },
    });
  }
  return { deleted: deleted.length, cutoff };
}
