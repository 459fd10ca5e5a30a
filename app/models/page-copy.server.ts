import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pageCopy } from "~/db/schema";
import {
  homeCopyDefaults,
  visionMissionDefaults,
  withDefaults,
  type HomeCopy,
  type VisionMissionCopy,
} from "~/utils/page-copy-schema";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// Singleton page copy (decision 096): one row per name, read whole and saved whole with a version.

export const PAGE_COPY_DEFAULTS = { home: homeCopyDefaults, "vision-mission": visionMissionDefaults } as const;

export type PageCopyName = keyof typeof PAGE_COPY_DEFAULTS;
type CopyOf<N extends PageCopyName> = N extends "home" ? HomeCopy : VisionMissionCopy;

export type PageCopyRow<N extends PageCopyName> = { content: CopyOf<N>; version: number };

/** The named copies in one indexed query; a name without a row (never seeded) shows today's texts. */
export async function getPageCopies<N extends PageCopyName>(db: Db, names: readonly N[]): Promise<{ [K in N]: PageCopyRow<K> }> {
  const rows = await db.select({ id: pageCopy.id, content: pageCopy.content, version: pageCopy.version }).from(pageCopy).where(inArray(pageCopy.id, [...names]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Object.fromEntries(
    names.map((name) => {
      const row = byId.get(name);
      return [name, { content: withDefaults(PAGE_COPY_DEFAULTS[name] as Record<string, string>, row?.content), version: row?.version ?? 0 }];
    }),
  ) as { [K in N]: PageCopyRow<K> };
}

export async function getPageCopy<N extends PageCopyName>(db: Db, name: N): Promise<PageCopyRow<N>> {
  return (await getPageCopies(db, [name]))[name];
}

/**
 * Saves the whole copy while it is still at `version`, the one the form was loaded at (decision 080).
 * Version 0 is a copy that was never stored: it is created, once.
 */
export async function savePageCopy<N extends PageCopyName>(db: Db, name: N, version: number, content: CopyOf<N>): Promise<VersionedUpdate> {
  if (version === 0) {
    const inserted = await db.insert(pageCopy).values({ id: name, content }).onConflictDoNothing().returning({ version: pageCopy.version });
    if (inserted[0]) return { ok: true, version: inserted[0].version };
    const [current] = await db.select({ version: pageCopy.version }).from(pageCopy).where(eq(pageCopy.id, name));
    return { ok: false, reason: "stale", currentVersion: current?.version ?? 1 };
  }
  return updateVersioned(db, pageCopy, name, version, { content, updatedAt: new Date() });
}
