import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { SessionUser } from "./sessions.server";

export type AuditEntry = {
  /** The admin who acted; null for anonymous events such as a failed login. */
  actor: { userId: string; email: string } | null;
  /** Verb in the past tense, e.g. "created", "updated", "deleted", "login", "login_failed". */
  action: string;
  /** What was acted on, e.g. "service", "contact_message", "settings", "admin_user", "session". */
  entity: string;
  entityId?: string | null;
  /** Small, non-secret context (a title, a count). Never passwords, tokens or message bodies. */
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

export async function listRecentAudit(db: Db, limit = 10) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
