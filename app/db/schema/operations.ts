import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { adminUsers } from "./accounts";
import { createdAt } from "./columns";

// Counters and upkeep: page views and referrers, the audit log, rate limits, server secrets, content seeds and job runs.

export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Page views per day by the host name of the site the visitor came from (no port, path or query; decision
 * 108). Only document loads with another site's Referer count, and nothing about the visitor is kept.
 */
export const pageViewReferrers = pgTable(
  "page_view_referrers",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as text so the trail still names who acted after the admin is removed. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  // The audit trail screen filters by who acted and by action, newest first (decision 106).
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_at_idx").on(t.actorEmail, t.at.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
  ],
);

/** Fixed-window counters shared by every server instance (login throttling, form rate limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * Random secrets the app generates for itself (e.g. the contact form's timing-token key): kept here
 * so every instance, and the same instance after a restart, agrees on them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Demo content seeded once per name, so content staff delete later is not re-created on a restart. */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily jobs that must run once across every instance (the retention purge): the first instance to
 * insert (name, day) runs it; the others find the row and skip.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
