import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { legalDocuments } from "~/db/schema";
import type { LegalDocumentId } from "~/utils/legal-documents";
import type { RichTextDoc } from "~/utils/rich-text";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// The privacy policy and the terms as staff edit them (decision 097).

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export async function getLegalDocument(db: Db, id: LegalDocumentId): Promise<LegalDocumentRow | null> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id)).limit(1);
  return row ?? null;
}

export function listLegalDocuments(db: Db): Promise<Pick<LegalDocumentRow, "id" | "lastUpdated">[]> {
  return db.select({ id: legalDocuments.id, lastUpdated: legalDocuments.lastUpdated }).from(legalDocuments).orderBy(legalDocuments.id);
}

/**
 * Saves only while the document is still at `version`; `lastUpdated` (the page's "Last updated") becomes
 * `today`, the company-time day of the save.
 */
export function updateLegalDocument(
  db: Db,
  id: LegalDocumentId,
  version: number,
  input: { intro: string; body: RichTextDoc },
  today: string,
): Promise<VersionedUpdate> {
  return updateVersioned(db, legalDocuments, id, version, { intro: input.intro, body: input.body, lastUpdated: today, updatedAt: new Date() });
}
