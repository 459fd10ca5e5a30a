import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { savedReplies } from "~/db/schema";
import { type SavedReplyInput, savedReplyTranslation } from "~/features/inbox/saved-replies";
import type { Locale } from "~/utils/locale";
import { localizeRow } from "~/utils/translations";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// Saved replies staff insert into a reply (issue 31), in the order they set.

export type SavedReply = typeof savedReplies.$inferSelect;

export const SAVED_REPLY_TEXT_FIELDS = savedReplyTranslation.fields satisfies readonly (keyof SavedReply)[];

export function listSavedReplies(db: Db): Promise<SavedReply[]> {
  return db
    .select()
    .from(savedReplies)
    .orderBy(asc(savedReplies.position), asc(savedReplies.createdAt), asc(savedReplies.id));
}

/** Each saved reply as `locale` reads it: its translation where written, English otherwise. */
export async function listSavedRepliesIn(db: Db, locale: Locale) {
  return (await listSavedReplies(db)).map((row) => {
    const { id, title, body, langs } = localizeRow(row, locale, SAVED_REPLY_TEXT_FIELDS);
    return { id, title, body, locale: langs.body };
  });
}

export async function getSavedReply(db: Db, id: string): Promise<SavedReply | null> {
  const [row] = await db.select().from(savedReplies).where(eq(savedReplies.id, id)).limit(1);
  return row ?? null;
}

/** Adds the saved reply at the end of the list. */
export async function createSavedReply(db: Db, input: SavedReplyInput): Promise<string> {
  const [row] = await db
    .insert(savedReplies)
    .values({ ...input, position: await nextPosition(db, savedReplies) })
    .returning({ id: savedReplies.id });
  return row!.id;
}

/** Saves only while the saved reply is still at `version`, the one the form was loaded at (decision 080). */
export function updateSavedReply(
  db: Db,
  id: string,
  version: number,
  input: SavedReplyInput,
): Promise<VersionedUpdate> {
  return updateVersioned(db, savedReplies, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted saved reply's title, or null when there was none. */
export async function deleteSavedReply(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ title: savedReplies.title });
  return row?.title ?? null;
}

export function moveSavedReply(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, savedReplies, id, direction);
}
