import { eq, inArray, or } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import type { PreparedUpload } from "~/utils/uploads.server";

// Uploaded files: an original and, for raster images, narrower WebP renditions that point at it.

export type NewMedia = { bytes: Uint8Array; mime: string; width?: number | null; height?: number | null; parentId?: string };

export async function insertMedia(db: Db, file: NewMedia): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      bytes: file.bytes,
      mime: file.mime,
      byteSize: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      width: file.width ?? null,
      height: file.height ?? null,
      parentId: file.parentId ?? null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert returned no row");
  return row.id;
}

/** Inserts a prepared upload and its renditions; returns the id to reference. */
export async function insertPreparedUpload(db: Db, upload: PreparedUpload): Promise<string> {
  const id = await insertMedia(db, upload.original);
  for (const rendition of upload.renditions) await insertMedia(db, { ...rendition, parentId: id });
  return id;
}

/** Removes media rows no longer referenced (their renditions go with them by cascade). */
export async function deleteMedia(db: Db, ids: (string | null | undefined)[]): Promise<void> {
  const present = ids.filter((id): id is string => Boolean(id));
  if (present.length > 0) await db.delete(media).where(inArray(media.id, present));
}

export type MediaFile = { id: string; mime: string; sha256: string };

type Candidate = { id: string; width: number | null; isOriginal: boolean };

/** The smallest rendition at least `width` wide, else the widest there is; the original without `width`. */
function pickRendition(candidates: Candidate[], width: number | null): Candidate | undefined {
  const original = candidates.find((candidate) => candidate.isOriginal);
  if (!original || width === null) return original;
  const sized = candidates.filter((candidate) => candidate.width !== null).sort((a, b) => a.width! - b.width!);
  return sized.find((candidate) => candidate.width! >= width) ?? sized.at(-1) ?? original;
}

/** The file to send for original `id` at `width` (see pickRendition), without its bytes; null when there is none. */
export async function findMediaFile(db: Db, id: string, width: number | null): Promise<MediaFile | null> {
  const rows = await db
    .select({ id: media.id, parentId: media.parentId, width: media.width, mime: media.mime, sha256: media.sha256 })
    .from(media)
    .where(or(eq(media.id, id), eq(media.parentId, id)));
  const candidates = rows.map((row) => ({ ...row, isOriginal: row.id === id && row.parentId === null }));
  const chosen = pickRendition(candidates, width);
  const file = chosen && rows.find((row) => row.id === chosen.id);
  return file ? { id: file.id, mime: file.mime, sha256: file.sha256 } : null;
}

/** A file's bytes, read only once a conditional request has been ruled out. */
export async function getMediaBytes(db: Db, id: string): Promise<Uint8Array | null> {
  const [content] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id)).limit(1);
  return content?.bytes ?? null;
}
