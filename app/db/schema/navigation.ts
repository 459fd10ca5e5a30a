import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

/**
 * Redirects staff keep (decision 170): an old path answered with 301 or 302 to a path on this site or an
 * https:// address. `fromPath` is stored as the visitor's path without the locale prefix or a trailing slash,
 * so one row serves every edition; the server holds them all in memory and asks again only after a change.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull().unique(),
    toTarget: text("to_target").notNull(),
    status: smallint("status").notNull().default(301),
    createdAt: createdAt(),
  },
  (table) => [check("redirects_status", sql`${table.status} in (301, 302)`)],
);
