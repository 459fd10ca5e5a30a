import { eq, inArray } from "drizzle-orm";

import { pageTextsBn } from "~/content/bn/page-texts";
import { pageTextDefaults } from "~/content/page-texts";
import type { Db } from "~/db/client.server";
import { pageCopy } from "~/db/schema";
import {
  type VisionMissionCopy,
  visionMissionDefaults,
  visionMissionRequiredKeys,
  withDefaults,
} from "~/features/site-content/page-copy-schema";
import {
  type PageTextName,
  pageTextNames,
  type PageTexts,
  translatedPageTextFields,
} from "~/features/site-content/page-texts";
import type { Locale } from "~/utils/locale";
import { localizeRow, type TextLangs, type Translations } from "~/utils/translations";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// Singleton page copy (decision 096): one row per name, read whole and saved whole with a version.

export const PAGE_COPY_DEFAULTS = { ...pageTextDefaults, "vision-mission": visionMissionDefaults } as const;

/** A page's texts (decision 174) or the vision and mission the Home and About pages share. */
export type PageCopyName = PageTextName | "vision-mission";
export type CopyOf<N extends PageCopyName> = N extends PageTextName ? PageTexts<N> : VisionMissionCopy;

/**
 * Each copy's fields translated per locale (decision 080), under the same names as `content`'s: every field
 * but a link's target, which is the same in every edition.
 */
export const PAGE_COPY_TEXT_FIELDS = {
  ...(Object.fromEntries(pageTextNames.map((name) => [name, translatedPageTextFields(name)])) as unknown as {
    [N in PageTextName]: readonly (keyof PageTexts<N>)[];
  }),
  "vision-mission": visionMissionRequiredKeys,
} satisfies { [N in PageCopyName]: readonly (keyof CopyOf<N>)[] };

export type PageCopyRow<N extends PageCopyName> = { content: CopyOf<N>; translations: Translations; version: number };

/** The named copies in one indexed query; a name without a row (never seeded) shows today's texts. */
export async function getPageCopies<N extends PageCopyName>(
  db: Db,
  names: readonly N[],
): Promise<{ [K in N]: PageCopyRow<K> }> {
  const rows = await db
    .select({
      id: pageCopy.id,
      content: pageCopy.content,
      translations: pageCopy.translations,
      version: pageCopy.version,
    })
    .from(pageCopy)
    .where(inArray(pageCopy.id, [...names]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Object.fromEntries(
    names.map((name) => {
      const row = byId.get(name);
      return [
        name,
        {
          content: withDefaults(PAGE_COPY_DEFAULTS[name] as Record<string, string>, row?.content),
          translations: row?.translations ?? {},
          version: row?.version ?? 0,
        },
      ];
    }),
  ) as { [K in N]: PageCopyRow<K> };
}

export async function getPageCopy<N extends PageCopyName>(db: Db, name: N): Promise<PageCopyRow<N>> {
  return (await getPageCopies(db, [name]))[name];
}

/**
 * Saves the whole copy (and, when given, its translations) while it is still at `version`, the one the form
 * was loaded at (decision 080). Version 0 is a copy that was never stored: it is created, once.
 */
export async function savePageCopy<N extends PageCopyName>(
  db: Db,
  name: N,
  version: number,
  content: CopyOf<N>,
  translations?: Translations,
): Promise<VersionedUpdate> {
  if (version === 0) {
    const inserted = await db
      .insert(pageCopy)
      .values({ id: name, content, translations })
      .onConflictDoNothing()
      .returning({ version: pageCopy.version });
    if (inserted[0]) return { ok: true, version: inserted[0].version };
    const [current] = await db.select({ version: pageCopy.version }).from(pageCopy).where(eq(pageCopy.id, name));
    return { ok: false, reason: "stale", currentVersion: current?.version ?? 1 };
  }
  return updateVersioned(db, pageCopy, name, version, { content, translations, updatedAt: new Date() });
}

/** A copy as a public page in `locale` reads it: each field in its translation where written, else English. */
export type LocalizedPageCopy<N extends PageCopyName> = {
  content: CopyOf<N>;
  langs: TextLangs<keyof CopyOf<N> & string>;
};

/** The named copies read for `locale` (decision 080), for the public pages; the admin reads `getPageCopies`. */
export async function readPageCopies<N extends PageCopyName>(
  db: Db,
  names: readonly N[],
  locale: Locale,
): Promise<{ [K in N]: LocalizedPageCopy<K> }> {
  const copies = await getPageCopies(db, names);
  return Object.fromEntries(
    names.map((name) => {
      const { content, translations } = copies[name];
      const fields = PAGE_COPY_TEXT_FIELDS[name] as readonly string[];
      const row = { ...(content as Record<string, string>), translations } as Record<string, unknown> & {
        translations: Translations;
      };
      const { translations: _translations, langs, ...localized } = localizeRow(row, locale, fields);
      return [name, { content: localized, langs }];
    }),
  ) as unknown as { [K in N]: LocalizedPageCopy<K> };
}

/** One page's texts read for `locale`, as its loader sends them: only that page's fields (issue 27). */
export async function readPageTexts<N extends PageTextName>(
  db: Db,
  name: N,
  locale: Locale,
): Promise<LocalizedPageCopy<N>> {
  return (await readPageCopies(db, [name], locale))[name];
}

/** A page's texts as a fresh start shows them, for a page that renders while the database is unreachable. */
export function pageTextsFallback<N extends PageTextName>(name: N, locale: Locale): LocalizedPageCopy<N> {
  const content = withDefaults(pageTextDefaults[name] as Record<string, string>, {});
  const row = { ...content, translations: { bn: pageTextsBn[name] } } as Record<string, unknown> & {
    translations: Translations;
  };
  const { translations: _translations, langs, ...localized } = localizeRow(row, locale, PAGE_COPY_TEXT_FIELDS[name]);
  return { content: localized, langs } as unknown as LocalizedPageCopy<N>;
}
