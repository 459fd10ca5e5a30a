import type { LegalPage } from "~/components/legal-document";
import { getDb } from "~/db/client.server";
import type { LegalDocumentId } from "~/features/site-content/legal-documents";
import { getPublicLegalDocument } from "~/models/legal-documents.server";
import { memoContent } from "~/utils/content-memo.server";
import { type Locale, localeOfRequest } from "~/utils/locale";
import { renderRichTextSections } from "~/utils/rich-text-render.server";

/**
 * The privacy policy or the terms in the request's language, split into its sections: the summary and the
 * text each in the language they are written in (an untranslated one in English, marked so by the page).
 */
export async function loadLegalPage(
  request: Request,
  id: LegalDocumentId,
): Promise<{ locale: Locale; page: LegalPage }> {
  const locale = localeOfRequest(request);
  const page = await memoContent(`legal ${id} ${locale}`, async (): Promise<LegalPage | null> => {
    const document = await getPublicLegalDocument(getDb(), id, locale);
    if (!document) return null;
    const sections = renderRichTextSections(document.body).map((section) => ({
      ...section,
      lang: document.langs.body,
    }));
    return { intro: document.intro, introLang: document.langs.intro, updated: document.lastUpdated, sections };
  });
  if (!page) throw new Response("Not found", { status: 404 });
  return { locale, page };
}
