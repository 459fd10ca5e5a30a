import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";

import type { MenuName } from "../../features/menus/menu-schema";
import type { MenuTarget } from "../../features/menus/menu-target";
import { createdAt, updatedAt } from "./columns";

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

/**
 * The site's menus as staff edit them (decision 171): the header's (which the mobile menu shows too), the
 * footer's quick links and its legal links, one row per link in its menu's order. `target` is where the link
 * leads, a `MenuTarget` (a spec page by its path, a post by its id, or an https:// address); the Bengali
 * label is in `translations`, empty meaning the English one shows.
 */
export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    menu: text("menu").$type<MenuName>().notNull(),
    label: text("label").notNull(),
    target: jsonb("target").$type<MenuTarget>().notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("menu_items_menu", sql`${table.menu} in ('header', 'footer', 'legal')`),
    index("menu_items_menu_position_idx").on(table.menu, table.position),
  ],
);
