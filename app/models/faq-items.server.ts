import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { faqItems } from "~/db/schema";
import { type FaqItemInput, faqItemTranslation } from "~/features/site-content/faq-schema";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The Contact page's FAQ as staff edit it (decision 095); the public read is listFaq in public-content.

export type FaqItem = typeof faqItems.$inferSelect;

/** The texts a question is translated in (decision 080). */
export const FAQ_ITEM_TEXT_FIELDS = faqItemTranslation.fields satisfies readonly (keyof FaqItem)[];

export function listFaqItems(db: Db): Promise<FaqItem[]> {
  return db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.createdAt), asc(faqItems.id));
}

export async function getFaqItem(db: Db, id: string): Promise<FaqItem | null> {
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id)).limit(1);
  return row ?? null;
}

/** Adds the item at the end of the list. */
export async function createFaqItem(db: Db, input: FaqItemInput): Promise<string> {
  const [row] = await db
    .insert(faqItems)
    .values({ ...input, position: await nextPosition(db, faqItems) })
    .returning({ id: faqItems.id });
  return row!.id;
}

/** Saves only while the item is still at `version`, the one the form was loaded at (decision 080). */
export function updateFaqItem(db: Db, id: string, version: number, input: FaqItemInput): Promise<VersionedUpdate> {
  return updateVersioned(db, faqItems, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted item's question, or null when there was none. */
export async function deleteFaqItem(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ question: faqItems.question });
  return row?.question ?? null;
}

export function moveFaqItem(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, faqItems, id, direction);
}
