import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { media, technologies } from "~/db/schema";
import type { TechnologyInput } from "~/features/site-content/technology-schema";
import { mediaSrc, mediaVersion } from "~/utils/media-urls";

import { type ImageChoice, resolveImageChoice } from "./media.server";
import { type ImageSaveResult, updateVersionedWithImage } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The home page's technology logos as staff edit them (decision 093); the public read is
// listTechnologies in public-content.

export type Technology = typeof technologies.$inferSelect;

export function listTechnologyRows(db: Db): Promise<Technology[]> {
  return db
    .select()
    .from(technologies)
    .orderBy(asc(technologies.position), asc(technologies.createdAt), asc(technologies.id));
}

export async function getTechnology(db: Db, id: string): Promise<Technology | null> {
  const [row] = await db.select().from(technologies).where(eq(technologies.id, id)).limit(1);
  return row ?? null;
}

/** Adds the technology at the end of the row; a new file joins the media library. */
export function createTechnology(db: Db, input: TechnologyInput, logo: ImageChoice): Promise<string> {
  return inTransaction(db, async (tx) => {
    const logoMediaId = await resolveImageChoice(tx, logo);
    const [row] = await tx
      .insert(technologies)
      .values({ ...input, logoMediaId, position: await nextPosition(tx, technologies) })
      .returning({ id: technologies.id });
    return row!.id;
  });
}

/** Why a save was not applied: someone saved since the form was loaded, or the technology is gone. */
export type TechnologySaveResult = ImageSaveResult;

/**
 * Updates the name and visibility, and the logo when another is chosen (the old file stays in the
 * library), only while the technology is still at `version`, the one the form was loaded at.
 */
export function updateTechnology(
  db: Db,
  id: string,
  version: number,
  input: TechnologyInput,
  logo: ImageChoice | null,
): Promise<TechnologySaveResult> {
  const store = logo && ((tx: Db) => resolveImageChoice(tx, logo));
  return updateVersionedWithImage(db, technologies, id, version, { column: "logoMediaId", store }, input);
}

/** Returns the deleted technology's name, or null when there was none. The logo stays in the library. */
export async function deleteTechnology(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(technologies).where(eq(technologies.id, id)).returning({ name: technologies.name });
  return row?.name ?? null;
}

export function moveTechnology(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, technologies, id, direction);
}

// ---- Public read ----

export type PublicTechnology = { id: string; name: string; logoUrl: string };

/** The technology logos on the home page: the visible ones, in the order staff set. */
export async function listTechnologies(db: Db): Promise<PublicTechnology[]> {
  const rows = await db
    .select({ id: technologies.id, name: technologies.name, mediaId: technologies.logoMediaId, sha256: media.sha256 })
    .from(technologies)
    .innerJoin(media, eq(media.id, technologies.logoMediaId))
    .where(eq(technologies.visible, true))
    .orderBy(asc(technologies.position), asc(technologies.createdAt));
  return rows.map(({ mediaId, sha256, ...technology }) => ({
    ...technology,
    logoUrl: mediaSrc({ id: mediaId, version: mediaVersion(sha256) }),
  }));
}
