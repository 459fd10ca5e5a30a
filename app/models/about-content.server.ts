import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { aboutFigures, coreValues } from "~/db/schema";
import {
  type AboutFigureInput,
  aboutFigureTranslation,
  type CoreValueInput,
  coreValueTranslation,
} from "~/features/site-content/about-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import type { TextLangs } from "~/utils/translations";

import { localized } from "./localized-rows.server";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The About page's figures (its counters) and core values as staff edit them (decision 095).

export type AboutFigure = typeof aboutFigures.$inferSelect;
export type CoreValue = typeof coreValues.$inferSelect;

/** The texts a figure and a value are translated in (decision 080). */
export const ABOUT_FIGURE_TEXT_FIELDS = aboutFigureTranslation.fields satisfies readonly (keyof AboutFigure)[];
export const CORE_VALUE_TEXT_FIELDS = coreValueTranslation.fields satisfies readonly (keyof CoreValue)[];

export function listAboutFigures(db: Db): Promise<AboutFigure[]> {
  return db
    .select()
    .from(aboutFigures)
    .orderBy(asc(aboutFigures.position), asc(aboutFigures.createdAt), asc(aboutFigures.id));
}

export async function getAboutFigure(db: Db, id: string): Promise<AboutFigure | null> {
  const [row] = await db.select().from(aboutFigures).where(eq(aboutFigures.id, id)).limit(1);
  return row ?? null;
}

export async function createAboutFigure(db: Db, input: AboutFigureInput): Promise<string> {
  const [row] = await db
    .insert(aboutFigures)
    .values({ ...input, position: await nextPosition(db, aboutFigures) })
    .returning({ id: aboutFigures.id });
  return row!.id;
}

export function updateAboutFigure(
  db: Db,
  id: string,
  version: number,
  input: AboutFigureInput,
): Promise<VersionedUpdate> {
  return updateVersioned(db, aboutFigures, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted figure's label, or null when there was none. */
export async function deleteAboutFigure(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(aboutFigures).where(eq(aboutFigures.id, id)).returning({ label: aboutFigures.label });
  return row?.label ?? null;
}

export function moveAboutFigure(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, aboutFigures, id, direction);
}

export function listCoreValues(db: Db): Promise<CoreValue[]> {
  return db.select().from(coreValues).orderBy(asc(coreValues.position), asc(coreValues.createdAt), asc(coreValues.id));
}

export async function getCoreValue(db: Db, id: string): Promise<CoreValue | null> {
  const [row] = await db.select().from(coreValues).where(eq(coreValues.id, id)).limit(1);
  return row ?? null;
}

export async function createCoreValue(db: Db, input: CoreValueInput): Promise<string> {
  const [row] = await db
    .insert(coreValues)
    .values({ ...input, position: await nextPosition(db, coreValues) })
    .returning({ id: coreValues.id });
  return row!.id;
}

export function updateCoreValue(db: Db, id: string, version: number, input: CoreValueInput): Promise<VersionedUpdate> {
  return updateVersioned(db, coreValues, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted value's title, or null when there was none. */
export async function deleteCoreValue(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(coreValues).where(eq(coreValues.id, id)).returning({ title: coreValues.title });
  return row?.title ?? null;
}

export function moveCoreValue(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, coreValues, id, direction);
}

// ---- Public read ----

export type PublicAboutFigure = {
  id: string;
  label: string;
  value: number;
  suffix: string;
  langs: TextLangs<(typeof ABOUT_FIGURE_TEXT_FIELDS)[number]>;
};
export type PublicCoreValue = {
  id: string;
  title: string;
  description: string;
  icon: string;
  langs: TextLangs<(typeof CORE_VALUE_TEXT_FIELDS)[number]>;
};

/** The About page's counters and core values: two small indexed queries, run side by side. */
export async function getAboutContent(
  db: Db,
  locale: Locale = defaultLocale,
): Promise<{ figures: PublicAboutFigure[]; values: PublicCoreValue[] }> {
  const [figures, values] = await Promise.all([
    db
      .select({
        id: aboutFigures.id,
        label: aboutFigures.label,
        value: aboutFigures.value,
        suffix: aboutFigures.suffix,
        translations: aboutFigures.translations,
      })
      .from(aboutFigures)
      .orderBy(asc(aboutFigures.position), asc(aboutFigures.createdAt)),
    db
      .select({
        id: coreValues.id,
        title: coreValues.title,
        description: coreValues.description,
        icon: coreValues.icon,
        translations: coreValues.translations,
      })
      .from(coreValues)
      .orderBy(asc(coreValues.position), asc(coreValues.createdAt)),
  ]);
  return {
    figures: figures.map((row) => localized(row, locale, ABOUT_FIGURE_TEXT_FIELDS)),
    values: values.map((row) => localized(row, locale, CORE_VALUE_TEXT_FIELDS)),
  };
}
