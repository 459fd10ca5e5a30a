import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { ContentType } from "~/features/content-types/content-type";
import { contentTypes } from "~/features/content-types/content-types";
import { hasMissingTranslation, staleFieldCount } from "~/utils/translation-form";

import { columnsOf, type ContentSource, contentSourceOf, contentSources, type TextRow } from "./content-sources.server";
import { SITE_SETTINGS_TEXT_FIELDS } from "./site-settings.server";

// The overview's "Needs translation" counts (issue 18): per subject, how many items have English text that
// some language has not translated, and how many translations are out of date (decision 197), judged by the same field lists as the editors' badges. The subjects are
// the declared content types (decision 154), then the company details.

/** `untranslated` items miss some translation; `stale` counts translations written before the English changed. */
export type TranslationGap = { subject: string; path: string; untranslated: number; stale: number; total: number };

/** Only the translated columns and `translations` (never a media file's bytes). */
async function textRows(db: Db, table: PgTable, fields: readonly string[], where?: SQL): Promise<TextRow[]> {
  const columns = columnsOf(table);
  const selection = Object.fromEntries([...fields, "translations"].map((field) => [field, columns[field]!]));
  return (await db.select(selection).from(table).where(where)) as TextRow[];
}

function gap(subject: string, path: string, rows: readonly TextRow[], fields: readonly string[]): TranslationGap {
  return {
    subject,
    path,
    untranslated: rows.filter((row) => hasMissingTranslation(row, row.$fields ?? fields)).length,
    stale: rows.reduce((count, row) => count + staleFieldCount(row, row.$fields ?? fields), 0),
    total: rows.length,
  };
}

/** Every subject with visitor-visible text, in the sidebar's order, with its untranslated items. */
export async function listTranslationGaps(
  db: Db,
  types: readonly ContentType[] = contentTypes,
  sources: Record<string, ContentSource> = contentSources,
): Promise<TranslationGap[]> {
  const translated = types.filter((type) => (type.translatedFields?.length ?? 0) > 0);
  const subjects = [
    ...translated.map((type) => {
      const source = contentSourceOf(type, sources);
      const fields = type.translatedFields!;
      return {
        subject: type.translationTitle ?? type.title,
        path: type.adminPath as string,
        fields,
        read: () => source.textRows?.(db) ?? textRows(db, source.table, fields, source.where),
      };
    }),
    {
      subject: "Company details",
      path: "/admin/settings/company",
      fields: SITE_SETTINGS_TEXT_FIELDS,
      read: () => textRows(db, siteSettings, SITE_SETTINGS_TEXT_FIELDS),
    },
  ];
  const lists = await Promise.all(subjects.map((subject) => subject.read()));
  return subjects.map(({ subject, path, fields }, index) => gap(subject, path, lists[index]!, fields));
}
