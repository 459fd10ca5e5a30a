import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { clientLogos } from "~/db/schema";

import { type ImageChoice, resolveImageChoice } from "./media.server";
import { type ImageSaveResult, updateVersionedWithImage } from "./optimistic-version.server";
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
export type ClientLogoSaveResult = ImageSaveResult;

/**
 * Renames and/or points at another logo file (the old file stays in the library), only while the logo is
 * still at `version`, the one the form was loaded at.
 */
export function updateClientLogo(
  db: Db,
  id: string,
  version: number,
  name: string,
  logo: ImageChoice | null,
): Promise<ClientLogoSaveResult> {
  const store = logo && ((tx: Db) => resolveImageChoice(tx, logo));
  return updateVersionedWithImage(db, clientLogos, id, version, { column: "mediaId", store }, { name });
}

/** Returns the deleted client's name, or null when there was none. The logo file stays in the library. */
export async function deleteClientLogo(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(clientLogos).where(eq(clientLogos.id, id)).returning({ name: clientLogos.name });
  return row?.name ?? null;
}

export function moveClientLogo(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, clientLogos, id, direction);
}
