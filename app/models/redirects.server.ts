import { asc, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { redirects } from "~/db/schema";
import type { Redirect, RedirectStatus } from "~/features/redirects/redirect-rules";

import { inTransaction } from "./ordering.server";

export type RedirectRow = Redirect & { id: string; createdAt: Date };

const asRow = (row: typeof redirects.$inferSelect): RedirectRow => ({ ...row, status: row.status as RedirectStatus });

/** Every redirect, by old path: the admin's list and the server's table (decision 170). */
export async function listRedirects(db: Db): Promise<RedirectRow[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.fromPath))).map(asRow);
}

/**
 * Adds the redirects `check` accepts, given the ones kept, as one step: the table is locked while it is
 * read, checked and written, so two staff adding at once cannot make a chain between them.
 */
export function addRedirects<Result extends { accepted: Redirect[] }>(
  db: Db,
  check: (existing: Redirect[]) => Result,
): Promise<Result> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
    const result = check(await listRedirects(tx));
    if (result.accepted.length > 0) await tx.insert(redirects).values(result.accepted);
    return result;
  });
}

/** Deletes one redirect; null when it was already gone. */
export async function deleteRedirect(db: Db, id: string): Promise<RedirectRow | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ? asRow(row) : null;
}

/**
 * A page moved (decision 173): `to` is its new address, so a redirect from it would hide it and is removed;
 * with `from` (a published page's old address), redirects that led to `from` now lead to `to` (no chain), and
 * `from` answers 301 to `to`. One step with the table locked, as addRedirects.
 */
export function redirectMovedPage(db: Db, from: string | null, to: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
    await tx.delete(redirects).where(eq(redirects.fromPath, to));
    if (from === null) return;
    await tx.update(redirects).set({ toTarget: to }).where(eq(redirects.toTarget, from));
    await tx
      .insert(redirects)
      .values({ fromPath: from, toTarget: to, status: 301 })
      .onConflictDoUpdate({ target: redirects.fromPath, set: { toTarget: to, status: 301 } });
  });
}
