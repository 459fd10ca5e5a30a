import { asc, eq, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import type {
  aboutFigures,
  blogTags,
  clientLogos,
  coreValues,
  faqItems,
  hostingPackages,
  menuItems,
  processSteps,
  productCategories,
  products,
  projects,
  savedReplies,
  services,
  teamMembers,
  technologies,
  testimonials,
  whyChooseItems,
} from "~/db/schema";

export type OrderedTable =
  | typeof services
  | typeof projects
  | typeof testimonials
  | typeof clientLogos
  | typeof teamMembers
  | typeof faqItems
  | typeof processSteps
  | typeof aboutFigures
  | typeof coreValues
  | typeof products
  | typeof productCategories
  | typeof hostingPackages
  | typeof whyChooseItems
  | typeof technologies
  | typeof savedReplies
  | typeof menuItems
  | typeof blogTags;
export type MoveDirection = "up" | "down";

/** Runs `work` in a transaction; the transaction handle offers the same query API as `Db`. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * The position after the last row, so a new item appears at the end of the list; `scope` narrows the list
 * when one table holds several (a menu's links).
 */
export async function nextPosition(db: Db, table: OrderedTable, scope?: SQL): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(scope);
  return row?.next ?? 0;
}

/**
 * Swaps a row with its neighbour and renumbers the list 0..n-1 (so equal positions left by older
 * data or concurrent inserts never make a move a no-op). Returns false when the row does not exist.
 * `scope` narrows the list as in `nextPosition`.
 */
export async function moveRow(
  db: Db,
  table: OrderedTable,
  id: string,
  direction: MoveDirection,
  scope?: SQL,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(scope)
      .orderBy(asc(table.position), asc(table.createdAt), asc(table.id))
      .for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return false;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return true;
    [rows[index], rows[target]] = [rows[target]!, rows[index]!];
    for (const [position, row] of rows.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, row.id));
    }
    return true;
  });
}
