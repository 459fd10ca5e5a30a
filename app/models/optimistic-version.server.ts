import { and, eq, type InferSelectModel, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { type Translations, withTranslationSources } from "~/utils/translations";

import { inTransaction } from "./ordering.server";

// The one optimistic-concurrency helper (decision 080): every editable content row has `version integer`;
// a form carries the version it was loaded at, and a save only updates the row if nobody saved since.

/** What staff see when their save was based on an older version; the form keeps what they typed. */
export const STALE_VERSION_MESSAGE =
  "Someone else saved this since you opened it, so your save was not applied. Your changes are still in the form: copy what you need, reload the page to see the latest version, then save again.";

export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

export type VersionedUpdate =
  | { ok: true; version: number }
  | { ok: false; reason: "stale"; currentVersion: number }
  | { ok: false; reason: "missing" };

/**
 * Updates row `id` of `table` with `values` only while its version is still `expectedVersion`, and
 * increments the version in the same statement, so two saves of the same version cannot both apply.
 * Run it inside the caller's transaction when other writes depend on it.
 */
export async function updateVersioned(
  db: Db,
  table: VersionedTable,
  id: string,
  expectedVersion: number,
  values: Record<string, unknown>,
): Promise<VersionedUpdate> {
  const set = { ...(await withStaleMarks(db, table, id, values)), version: sql`${table.version} + 1` } as Record<
    string,
    unknown
  >;
  const updated = (await db
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)) as SQL)
    .returning({ version: table.version })) as { version: number }[];
  if (updated[0]) return { ok: true, version: updated[0].version };
  const [current] = (await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as { version: number }[];
  return current ? { ok: false, reason: "stale", currentVersion: current.version } : { ok: false, reason: "missing" };
}

/** A row's English texts by field name: its columns, and a page copy's `content` fields beside them. */
function englishTexts(row: Record<string, unknown>): Record<string, unknown> {
  const content = row.content;
  return content && typeof content === "object" && !Array.isArray(content)
    ? { ...row, ...(content as Record<string, unknown>) }
    : row;
}

/**
 * `values` with their `translations` fingerprinted against the English they were written for (decision 197),
 * read from the row as it is before this save, so every versioned editor marks stale translations alike.
 */
async function withStaleMarks(
  db: Db,
  table: VersionedTable,
  id: string,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!("translations" in values) || !values.translations) return values;
  const [current] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as Record<string, unknown>[];
  if (!current) return values;
  const english = englishTexts(current);
  const translations = withTranslationSources(
    { english, translations: current.translations as Translations },
    { english: { ...english, ...englishTexts(values) }, translations: values.translations as Translations },
  );
  return { ...values, translations };
}

/** A form's version field: a positive integer, else null (a tampered or missing field is a bad request). */
export function parseVersion(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

/**
 * Why a save with an image was not applied: someone saved since the form was loaded, the row is gone, or a
 * check of the type's own refused it (`R`, such as a case study address another project has).
 */
export type ImageSaveResult<R extends string = never> = { ok: true } | { ok: false; reason: "stale" | "missing" | R };

/** What a type's save with an image does besides the row: checks before it, writes after it, in its transaction. */
export type ImageSaveSteps<T extends VersionedTable, R extends string> = {
  /** Run once the row is found, before anything is written: a reason refuses the save. */
  check?(tx: Db, current: InferSelectModel<T>): Promise<R | null>;
  /**
   * Run after the row was saved (`mediaId`: the image it now has; `current`: the row as it was before), such as
   * the chosen image's alt text or an old address kept as a redirect. A throw rolls the whole save back.
   */
  after?(tx: Db, saved: { mediaId: string; current: InferSelectModel<T> }): Promise<unknown>;
};

class RefusedSave extends Error {
  constructor(readonly reason: string) {
    super(`save refused: ${reason}`);
  }
}

/**
 * The versioned save of an editor with an image: in one transaction, `values` and the image column
 * `image.column` (the id `image.store` returns for a newly chosen image, else the current one; the old file
 * stays in the library), only while row `id` is still at `expectedVersion`, with the type's own `steps`
 * around it. A refused save rolls the transaction back, so it leaves nothing behind, not even a new upload
 * made in it.
 */
export async function updateVersionedWithImage<T extends VersionedTable, R extends string = never>(
  db: Db,
  table: T,
  id: string,
  expectedVersion: number,
  image: { column: keyof T & string; store: ((tx: Db) => Promise<string>) | null },
  values: Record<string, unknown>,
  steps: ImageSaveSteps<T, R> = {},
): Promise<ImageSaveResult<R>> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = (await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))) as InferSelectModel<T>[];
      if (!current) return { ok: false, reason: "missing" } as const;
      const refused = steps.check ? await steps.check(tx, current) : null;
      if (refused !== null) throw new RefusedSave(refused);
      // Image columns are NOT NULL: every row of a type with an image has one.
      const mediaId = image.store ? await image.store(tx) : (current[image.column as keyof typeof current] as string);
      const updated = await updateVersioned(tx, table, id, expectedVersion, {
        ...values,
        [image.column]: mediaId,
        updatedAt: new Date(),
      });
      if (!updated.ok) throw new RefusedSave(updated.reason);
      await steps.after?.(tx, { mediaId, current });
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof RefusedSave) return { ok: false, reason: error.reason as "stale" | "missing" | R };
    throw error;
  }
}

/** A name (or, made from it, a slug) another row has, refused by a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
}

export type RenameResult = { ok: true; id: string } | { ok: false; reason: "stale" | "missing" | "name-taken" };

/**
 * Renames row `id` (a blog tag, a product category) and saves its translations, only while it is still at
 * `expectedVersion`; a name another row has is refused as "name-taken".
 */
export async function renameVersioned(
  db: Db,
  table: VersionedTable,
  id: string,
  expectedVersion: number,
  input: { name: string; translations?: Translations },
): Promise<RenameResult> {
  try {
    const updated = await updateVersioned(db, table, id, expectedVersion, {
      name: input.name,
      translations: input.translations,
      updatedAt: new Date(),
    });
    return updated.ok ? { ok: true, id } : { ok: false, reason: updated.reason };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
    throw error;
  }
}
