import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { legalDocuments } from "~/db/schema";
import { type LegalDocumentId, legalDocumentTranslation } from "~/features/site-content/legal-documents";
import type { Locale } from "~/utils/locale";
import type { RichTextDoc } from "~/utils/rich-text";
import { localizeRow, type TextLangs, type Translations } from "~/utils/translations";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// The privacy policy and the terms as staff edit them (decision 097).

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

/** The texts a legal page is translated in (decision 080): the body in the same rich-text form as the English. */
export const LEGAL_DOCUMENT_TEXT_FIELDS = legalDocumentTranslation.fields satisfies readonly (keyof LegalDocumentRow)[];

export async function getLegalDocument(db: Db, id: LegalDocumentId): Promise<LegalDocumentRow | null> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id)).limit(1);
  return row ?? null;
}

/** A legal page as a visitor reads it: `langs` names the language the summary and the text are shown in. */
export type PublicLegalDocument = Pick<LegalDocumentRow, "intro" | "body" | "lastUpdated"> & {
  langs: TextLangs<(typeof LEGAL_DOCUMENT_TEXT_FIELDS)[number]>;
};

/** The page in `locale`: each of the summary and the text in its translation where written, else in English. */
export async function getPublicLegalDocument(
  db: Db,
  id: LegalDocumentId,
  locale: Locale,
): Promise<PublicLegalDocument | null> {
  const row = await getLegalDocument(db, id);
  if (!row) return null;
  const { intro, body, lastUpdated, langs } = localizeRow(row, locale, LEGAL_DOCUMENT_TEXT_FIELDS);
  return { intro, body, lastUpdated, langs };
}

export function listLegalDocuments(
  db: Db,
): Promise<Pick<LegalDocumentRow, "id" | "lastUpdated" | "intro" | "body" | "translations">[]> {
  return db
    .select({
      id: legalDocuments.id,
      lastUpdated: legalDocuments.lastUpdated,
      intro: legalDocuments.intro,
      body: legalDocuments.body,
      translations: legalDocuments.translations,
    })
    .from(legalDocuments)
    .orderBy(legalDocuments.id);
}

/**
 * Saves only while the document is still at `version`; `lastUpdated` (the page's "Last updated") becomes
 * `today`, the company-time day of the save.
 */
export function updateLegalDocument(
  db: Db,
  id: LegalDocumentId,
  version: number,
  input: { intro: string; body: RichTextDoc; translations?: Translations },
  today: string,
): Promise<VersionedUpdate> {
  const { intro, body, translations } = input;
  return updateVersioned(db, legalDocuments, id, version, {
    intro,
    body,
    translations,
    lastUpdated: today,
    updatedAt: new Date(),
  });
}
