import "~/utils/zod-config";

import { z } from "zod";

import { type AuditAction, isAuditAction } from "./audit-sentences";

/** The audit trail screen's view (`?admin=&action=&from=&to=&page=`). */
export const AUDIT_PAGE_SIZE = 50;

/** The admin filter's value for entries with no admin behind them (the site itself, a failed login, the CLI). */
export const NO_ADMIN = "none";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  )
  .catch("");

export const auditQuerySchema = z.object({
  /** An admin's email as the trail recorded it, NO_ADMIN, or "" for everyone. */
  admin: z
    .string()
    .transform((value) => value.trim().slice(0, 254))
    .catch(""),
  action: z
    .string()
    .transform((value): AuditAction | "" => (isAuditAction(value) ? value : ""))
    .catch(""),
  /** First and last UTC day shown, inclusive ("" for open). */
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const query = auditQuerySchema.parse({
    admin: params.get("admin") ?? undefined,
    action: params.get("action") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  // A range given backwards is read the way it was meant.
  if (query.from && query.to && query.from > query.to) return { ...query, from: query.to, to: query.from };
  return query;
}

/** The screen's query string for a view ("" for the default). */
export function auditSearch(view: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (view.admin) params.set("admin", view.admin);
  if (view.action) params.set("action", view.action);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The UTC instants a day range covers: [start of `from`, start of the day after `to`). */
export function auditRange(query: Pick<AuditQuery, "from" | "to">): { since: Date | null; before: Date | null } {
  const since = query.from ? new Date(`${query.from}T00:00:00Z`) : null;
  const before = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : null;
  return { since, before };
}
