import { createHash } from "node:crypto";

import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { mediaAltTranslation } from "~/features/media/media-library";
import type { PreparedUpload } from "~/features/media/uploads.server";
import { mediaVersion } from "~/utils/media-urls";
import { type Translations, withTranslationSources } from "~/utils/translations";

import { likePattern } from "./inbox.server";
import { describeUsages, findMediaUsages, type MediaUsage } from "./media-usages.server";
import { inTransaction } from "./ordering.server";

// Uploaded files: the library's originals and, for raster images and SVG photos, WebP renditions that point
// at them. A file stays in the library until staff delete it there; content only refers to it (decision 089).

export type NewMedia = {
  bytes: Uint8Array;
  mime: string;
  width?: number | null;
  height?: number | null;
  parentId?: string;
  name?: string;
  alt?: string;
  /** Other locales' alt text, `{"bn": {"alt": …}}` (decision 080). */
  translations?: Record<string, { alt?: string }>;
};

/** The texts a library file is translated in (decision 080). */
export const MEDIA_TEXT_FIELDS = mediaAltTranslation.fields;

/** What the library knows of an uploaded file besides its bytes. */
export type MediaDetails = { name: string; alt: string };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function insertMedia(db: Db, file: NewMedia): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      bytes: file.bytes,
      mime: file.mime,
      byteSize: file.bytes.byteLength,
      sha256: sha256(file.bytes),
      width: file.width ?? null,
      height: file.height ?? null,
      parentId: file.parentId ?? null,
      name: file.name ?? "",
      alt: file.alt ?? "",
      translations: file.translations ?? {},
    })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert returned no row");
  return row.id;
}

/** Inserts a prepared upload into the library, with its renditions; returns the id to reference. */
export async function insertPreparedUpload(db: Db, upload: PreparedUpload, details: MediaDetails): Promise<string> {
  const id = await insertMedia(db, { ...upload.original, ...details });
  for (const rendition of upload.renditions) await insertMedia(db, { ...rendition, parentId: id });
  return id;
}

/**
 * Gives `renditions` to every original with exactly the bytes `original` that has none (a seeded file from
 * before its renditions were committed); returns how many originals got them.
 */
export async function addMissingRenditions(db: Db, original: Uint8Array, renditions: NewMedia[]): Promise<number> {
  if (renditions.length === 0) return 0;
  const originals = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.sha256, sha256(original)), isNull(media.parentId)));
  if (originals.length === 0) return 0;
  const ids = originals.map((row) => row.id);
  const withRenditions = new Set(
    (await db.selectDistinct({ parentId: media.parentId }).from(media).where(inArray(media.parentId, ids))).map(
      (row) => row.parentId,
    ),
  );
  const missing = ids.filter((id) => !withRenditions.has(id));
  for (const parentId of missing) for (const rendition of renditions) await insertMedia(db, { ...rendition, parentId });
  return missing.length;
}

/** An editor's image: a file chosen from the library, or a new upload that joins the library. */
export type ImageChoice = { mediaId: string } | { upload: PreparedUpload; name: string; alt: string };

/** The library id an editor stores for `choice`, inserting a new upload first. */
export function resolveImageChoice(db: Db, choice: ImageChoice): Promise<string> {
  return "mediaId" in choice
    ? Promise.resolve(choice.mediaId)
    : insertPreparedUpload(db, choice.upload, { name: choice.name, alt: choice.alt });
}

export type LibraryItem = {
  id: string;
  name: string;
  alt: string;
  mime: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  /** Changes whenever the bytes do: part of every URL, so a replaced file is fetched afresh. */
  version: string;
  createdAt: Date;
  usages: MediaUsage[];
  /** Other locales' alt text (decision 080). */
  translations: Translations;
};

const libraryColumns = {
  id: media.id,
  name: media.name,
  alt: media.alt,
  mime: media.mime,
  byteSize: media.byteSize,
  width: media.width,
  height: media.height,
  sha256: media.sha256,
  createdAt: media.createdAt,
  translations: media.translations,
};

export type LibraryQuery = { search?: string; mimes?: readonly string[]; page?: number; pageSize?: number };

/** The library's originals, newest first (files seeded together by name, so a page is stable), matching `search` in the name or the alt text. */
export async function listLibrary(db: Db, query: LibraryQuery = {}): Promise<{ items: LibraryItem[]; total: number }> {
  const pageSize = query.pageSize ?? 24;
  const page = Math.max(1, query.page ?? 1);
  const conditions: SQL[] = [isNull(media.parentId)];
  const term = query.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(or(ilike(media.name, pattern), ilike(media.alt, pattern))!);
  }
  if (query.mimes) conditions.push(inArray(media.mime, [...query.mimes]));
  const where = and(...conditions);
  const rows = await db
    .select(libraryColumns)
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), sql`${media.name} collate "C"`, asc(media.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db.select({ total: count() }).from(media).where(where);
  const usages = await findMediaUsages(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toLibraryItem(row, usages.get(row.id) ?? [])), total: totals?.total ?? 0 };
}

function toLibraryItem(
  { sha256: hash, ...row }: { sha256: string } & Omit<LibraryItem, "version" | "usages">,
  usages: MediaUsage[],
): LibraryItem {
  return { ...row, version: mediaVersion(hash), usages };
}

/** One original of the library, with its uses; null for an unknown id or a rendition. */
export async function getLibraryItem(db: Db, id: string): Promise<LibraryItem | null> {
  const [row] = await db
    .select(libraryColumns)
    .from(media)
    .where(and(eq(media.id, id), isNull(media.parentId)))
    .limit(1);
  if (!row) return null;
  const usages = await findMediaUsages(db, [id]);
  return toLibraryItem(row, usages.get(id) ?? []);
}

/**
 * Sets an original's alt text, and with `translations` its other languages' too (replacing them); false
 * when there is no such original. A translation kept while the English changes is marked out of date
 * (decision 197), whichever editor changed the English.
 */
export async function setMediaAlt(db: Db, id: string, alt: string, translations?: Translations): Promise<boolean> {
  const where = and(eq(media.id, id), isNull(media.parentId));
  const [current] = await db.select({ alt: media.alt, translations: media.translations }).from(media).where(where);
  if (!current) return false;
  const stored = withTranslationSources(
    { english: { alt: current.alt }, translations: current.translations },
    { english: { alt }, translations: translations ?? current.translations },
  );
  const rows = await db
    .update(media)
    .set({ alt, translations: stored as Record<string, { alt?: string }>, updatedAt: new Date() })
    .where(where)
    .returning({ id: media.id });
  return rows.length > 0;
}

/**
 * Replaces an original's bytes in place: the id, and so every use and URL, stays; the renditions are made
 * afresh; the library name and alt text are kept. The sha256 (the URLs' version and the ETag) changes, so browsers fetch
 * the new file. False when there is no such original.
 */
export function replaceMediaFile(db: Db, id: string, upload: PreparedUpload): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { bytes, mime, width, height } = upload.original;
    const rows = await tx
      .update(media)
      .set({ bytes, mime, width, height, byteSize: bytes.byteLength, sha256: sha256(bytes), updatedAt: new Date() })
      .where(and(eq(media.id, id), isNull(media.parentId)))
      .returning({ id: media.id });
    if (rows.length === 0) return false;
    await tx.delete(media).where(eq(media.parentId, id));
    for (const rendition of upload.renditions) await insertMedia(tx, { ...rendition, parentId: id });
    return true;
  });
}

export type DeleteMediaResult =
  | { ok: true; name: string }
  | { ok: false; notFound: true }
  | { ok: false; notFound: false; usages: MediaUsage[]; message: string };

/** Deletes an original (its renditions follow by cascade) unless something still shows it. */
export async function deleteLibraryMedia(db: Db, id: string): Promise<DeleteMediaResult> {
  const refused = (usages: MediaUsage[]) => ({
    ok: false as const,
    notFound: false as const,
    usages,
    message: describeUsages(usages),
  });
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .select({ name: media.name })
        .from(media)
        .where(and(eq(media.id, id), isNull(media.parentId)))
        .for("update");
      if (!row) return { ok: false, notFound: true } as const;
      const usages = (await findMediaUsages(tx, [id])).get(id) ?? [];
      if (usages.length > 0) return refused(usages);
      await tx.delete(media).where(eq(media.id, id));
      return { ok: true, name: row.name } as const;
    });
  } catch (error) {
    // A use added between the check and the delete: the foreign key refuses, and the answer names it.
    if (isForeignKeyViolation(error)) {
      const usages = (await findMediaUsages(db, [id])).get(id) ?? [];
      if (usages.length > 0) return refused(usages);
    }
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (
    let cause: unknown = error;
    cause instanceof Error || (cause && typeof cause === "object");
    cause = (cause as { cause?: unknown }).cause
  ) {
    if ((cause as { code?: unknown }).code === "23503") return true;
    if (!(cause as { cause?: unknown }).cause) break;
  }
  return false;
}

export type MediaFile = {
  id: string;
  mime: string;
  sha256: string;
  /** The original's version (see mediaVersion). */ version: string;
};

type Candidate = { id: string; width: number | null; isOriginal: boolean };

/**
 * The smallest rendition at least `width` wide, else the original; the original without `width`. A raster
 * original is the widest file there is; an SVG original draws sharp at any width, where its widest WebP
 * rendition would be stretched.
 */
function pickRendition(candidates: Candidate[], width: number | null): Candidate | undefined {
  const original = candidates.find((candidate) => candidate.isOriginal);
  if (!original || width === null) return original;
  const sized = candidates.filter((candidate) => candidate.width !== null).sort((a, b) => a.width! - b.width!);
  return sized.find((candidate) => candidate.width! >= width) ?? original;
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
  const original = candidates.find((candidate) => candidate.isOriginal);
  return file && original
    ? { id: file.id, mime: file.mime, sha256: file.sha256, version: mediaVersion(original.sha256) }
    : null;
}

/** A file's bytes, read only once a conditional request has been ruled out. */
export async function getMediaBytes(db: Db, id: string): Promise<Uint8Array | null> {
  const [content] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id)).limit(1);
  return content?.bytes ?? null;
}
