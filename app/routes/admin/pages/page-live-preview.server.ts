import { z } from "zod";

import { checkBlocks } from "~/components/blocks/registry";
import type { PreviewViewProps } from "~/components/preview-view";
import { pageFormValues, pageTitleLength, pageTranslation } from "~/features/pages/page-schema";
import { getPage } from "~/models/pages.server";
import type { PreviewContext, PreviewRender } from "~/routes/admin/blog/blog-live-preview.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { pageView } from "~/routes/public/page.server";
import { validateForm } from "~/utils/form-data";
import { withTranslations } from "~/utils/translation-form";

import { readBlocks } from "./page-edit.server";

// A page's live preview (issue 28 item 7, decision 175): the editor's unsaved form as the page would show it in
// `locale`, drawn from the same view as the public page. Nothing is stored. Its blocks are read and checked
// exactly as a save reads them; a file chosen but not yet uploaded is not sent, so that image shows once saved.

/**
 * Only what the page shows: its title (its level-one heading when it has no hero) in each language, by the
 * save's rules, except that an untitled page is shown.
 */
const previewSchema = withTranslations(z.object({ title: pageTitleLength }), pageTranslation);

export async function pageLivePreview(
  form: FormData,
  { db, locale, itemId }: PreviewContext,
): Promise<PreviewRender<PreviewViewProps["page"]>> {
  const existing = itemId ? await getPage(db, itemId) : null;
  if (itemId && !existing) throw notFound("Page");
  const fields = validateForm(previewSchema, pageFormValues(form), { requiredKeys: [] });
  if (!fields.success) return { ok: false, message: Object.values(fields.fieldErrors)[0] ?? fields.formError };
  const blocks = checkBlocks(readBlocks(form).blocks);
  if (!blocks.ok) return { ok: false, message: Object.values(blocks.fieldErrors)[0] ?? blocks.formError };
  const page = await pageView(
    db,
    {
      address: existing?.address ?? "",
      title: fields.data.title,
      seoTitle: "",
      metaDescription: "",
      socialAlt: "",
      socialMediaId: null,
      translations: fields.data.translations,
      blocks: [...blocks.blocks],
      blockMediaIds: blocks.mediaIds,
    },
    locale,
  );
  return { ok: true, props: { page: { title: page.title, titleLang: page.titleLang, blocks: page.blocks } } };
}
