import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { clientLogos } from "~/db/schema";

import { type ImageChoice, resolveImageChoice } from "./media.server";
import { updateVersioned } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

export type ClientLogo = typeof clientLogos.$inferSelect;

export function listClientLogos(db: Db): Promise<ClientLogo[]> {
  return db
    .select()
    .from(clientLogos)
    .orderBy(asc(clientLogos.position), asc(clientLogos.createdAt), asc(clientLogos.id));
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

/** Why a save was not applied: someone saved since the form was loaded, or the logo is gone. */
export type ClientLogoSaveResult = { ok: true } | { ok: false; reason: "stale" | "missing" };

class RefusedSave extends Error {
  constructor(readonly reason: "stale" | "missing") {
    super(`client logo save refused: ${reason}`);
  }
}

/**
 * Renames and/or points at another logo file (the old file stays in the library), only while the logo is
 * still at `version`, the one the form was loaded at.
 */
export async function updateClientLogo(
  db: Db,
  id: string,
  version: number,
  name: string,
  logo: ImageChoice | null,
): Promise<ClientLogoSaveResult> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select({ mediaId: clientLogos.mediaId })
        .from(clientLogos)
        .where(eq(clientLogos.id, id));
      if (!current) return { ok: false, reason: "missing" } as const;
      const mediaId = logo ? await resolveImageChoice(tx, logo) : current.mediaId;
      const updated = await updateVersioned(tx, clientLogos, id, version, { name, mediaId, updatedAt: new Date() });
      // A refused save must leave nothing behind, not even a new upload made in this transaction.
      if (!updated.ok) throw new RefusedSave(updated.reason);
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof RefusedSave) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Returns the deleted client's name, or null when there was none. The logo file stays in the library. */
export async function deleteClientLogo(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(clientLogos).where(eq(clientLogos.id, id)).returning({ name: clientLogos.name });
  return row?.name ?? null;
}

export function moveClientLogo(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, clientLogos, id, direction);
}
