import type { LegalPage } from "~/components/legal-document";
import { getDb } from "~/db/client.server";
import { getPublicLegalDocument } from "~/models/legal-documents.server";
import type { LegalDocumentId } from "~/utils/legal-documents";
import { type Locale,localeOfRequest } from "~/utils/locale";
import { renderRichTextSections } from "~/utils/rich-text-render.server";

/**
 * The privacy policy or the terms in the request's language, split into its sections: the summary and the
 * text each in the language they are written in (an untranslated one in English, marked so by the page).
 */
export async function loadLegalPage(request: Request, id: LegalDocumentId): Promise<{ locale: Locale; page: LegalPage }> {
  const locale = localeOfRequest(request);
  const document = await getPublicLegalDocument(getDb(), id, locale);
  if (!document) throw new Response("Not found", { status: 404 });
  const sections = renderRichTextSections(document.body).map((section) => ({ ...section, lang: document.langs.body }));
  return { locale, page: { intro: document.intro, introLang: document.langs.intro, updated: document.lastUpdated, sections } };
}
