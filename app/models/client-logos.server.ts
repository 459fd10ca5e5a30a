import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clientLogos } from "~/db/schema";
import { resolveImageChoice, type ImageChoice } from "./media.server";
import { inTransaction, moveRow, nextPosition, type MoveDirection } from "./ordering.server";

export type ClientLogo = typeof clientLogos.$inferSelect;

export function listClientLogos(db: Db): Promise<ClientLogo[]> {
  return db.select().from(clientLogos).orderBy(asc(clientLogos.position), asc(clientLogos.createdAt), asc(clientLogos.id));
}

export function createClientLogo(db: Db, name: string, logo: ImageChoice): Promise<string> {
  return inTransaction(db, async (tx) => {
    const mediaId = await resolveImageChoice(tx, logo);
    const [row] = await tx
      .insert(clientLogos)
      .values({ name, mediaId, position: await nextPosition(tx, clientLogos) })
      .returning({ id: clientLogos.id });
    return row!.id;
  });
}

/** Renames and/or points at another logo file (the old file stays in the library). */
export function updateClientLogo(db: Db, id: string, name: string, logo: ImageChoice | null): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ mediaId: clientLogos.mediaId }).from(clientLogos).where(eq(clientLogos.id, id)).for("update");
    if (!current) return false;
    const mediaId = logo ? await resolveImageChoice(tx, logo) : current.mediaId;
    await tx.update(clientLogos).set({ name, mediaId, updatedAt: new Date() }).where(eq(clientLogos.id, id));
    return true;
  });
}

/** Returns the deleted client's name, or null when there was none. The logo file stays in the library. */
export async function deleteClientLogo(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(clientLogos).where(eq(clientLogos.id, id)).returning({ name: clientLogos.name });
  return row?.name ?? null;
}

export function moveClientLogo(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, clientLogos, id, direction);
}
