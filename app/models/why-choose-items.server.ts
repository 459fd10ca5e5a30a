import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { whyChooseItems } from "~/db/schema";
import { type WhyChooseItemInput, whyChooseItemTranslation } from "~/features/site-content/why-choose-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import type { TextLangs } from "~/utils/translations";

import { localized } from "./localized-rows.server";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The home page's "why choose us" items as staff edit them; the public read is listWhyChoose in public-content.

export type WhyChooseItem = typeof whyChooseItems.$inferSelect;

/** The texts an item is translated in (decision 080); the icon and visibility are shared by every language. */
export const WHY_CHOOSE_TEXT_FIELDS = whyChooseItemTranslation.fields satisfies readonly (keyof WhyChooseItem)[];

export function listWhyChooseItems(db: Db): Promise<WhyChooseItem[]> {
  return db
    .select()
    .from(whyChooseItems)
    .orderBy(asc(whyChooseItems.position), asc(whyChooseItems.createdAt), asc(whyChooseItems.id));
}

export async function getWhyChooseItem(db: Db, id: string): Promise<WhyChooseItem | null> {
  const [row] = await db.select().from(whyChooseItems).where(eq(whyChooseItems.id, id)).limit(1);
  return row ?? null;
}

/** Adds the item at the end of the list. */
export async function createWhyChooseItem(db: Db, input: WhyChooseItemInput): Promise<string> {
  const [row] = await db
    .insert(whyChooseItems)
    .values({ ...input, position: await nextPosition(db, whyChooseItems) })
    .returning({ id: whyChooseItems.id });
  return row!.id;
}

/** Saves only while the item is still at `version`, the one the form was loaded at (decision 080). */
export function updateWhyChooseItem(
  db: Db,
  id: string,
  version: number,
  input: WhyChooseItemInput,
): Promise<VersionedUpdate> {
  return updateVersioned(db, whyChooseItems, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted item's title, or null when there was none. */
export async function deleteWhyChooseItem(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .delete(whyChooseItems)
    .where(eq(whyChooseItems.id, id))
    .returning({ title: whyChooseItems.title });
  return row?.title ?? null;
}

export function moveWhyChooseItem(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, whyChooseItems, id, direction);
}

// ---- Public read ----

export type PublicWhyChooseItem = {
  id: string;
  title: string;
  description: string;
  icon: string;
  langs: TextLangs<(typeof WHY_CHOOSE_TEXT_FIELDS)[number]>;
};

/** "Why choose us" on the home page: the visible items in the order staff set. */
export async function listWhyChoose(db: Db, locale: Locale = defaultLocale): Promise<PublicWhyChooseItem[]> {
  const rows = await db
    .select({
      id: whyChooseItems.id,
      title: whyChooseItems.title,
      description: whyChooseItems.description,
      icon: whyChooseItems.icon,
      translations: whyChooseItems.translations,
    })
    .from(whyChooseItems)
    .where(eq(whyChooseItems.visible, true))
    .orderBy(asc(whyChooseItems.position), asc(whyChooseItems.createdAt));
  return rows.map((row) => localized(row, locale, WHY_CHOOSE_TEXT_FIELDS));
}
