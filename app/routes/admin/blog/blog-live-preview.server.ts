import type { ArticleViewPost } from "~/components/blog-article";
import type { Db } from "~/db/client.server";
import { blogPostFormValues, blogPostPreviewSchema, slugify } from "~/features/blog/blog-post-schema";
import { existingMediaIds, getPostAsEdited } from "~/models/blog-posts.server";
import { listBlogTags } from "~/models/blog-tags.server";
import type { SessionUser } from "~/models/sessions.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { companyIsoDate, fromCompanyLocalInput } from "~/utils/company-time";
import { listField, textField, validateForm } from "~/utils/form-data";
import type { Locale } from "~/utils/locale";
import { formatDate } from "~/utils/locale-format";
import { mediaSrc } from "~/utils/media-urls";
import { cleanRichText, readingMinutes } from "~/utils/rich-text";
import { cleanTranslatedRichText } from "~/utils/translation-form";
import { localizeRow } from "~/utils/translations";

import { requirePostAccess } from "./blog-edit.server";

// The blog's live preview (decision 175): the editor's unsaved form as the article page would show it in
// `locale`. Nothing is stored; the body is cleaned exactly as a save cleans it (decision 081).

export type PreviewRender<Props> = { ok: true; props: Props } | { ok: false; message: string };

export type PreviewContext = { db: Db; admin: SessionUser; locale: Locale; itemId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post's texts the article shows, read in the page's language. */
const ARTICLE_TEXTS = ["title", "category", "coverAlt", "body"] as const;

export async function blogLivePreview(
  form: FormData,
  { db, admin, locale, itemId }: PreviewContext,
): Promise<PreviewRender<{ article: ArticleViewPost }>> {
  // The editor's own check: a writer previews only what they may open (their drafts, or a new post).
  const existing = itemId ? ((await getPostAsEdited(db, itemId))?.row ?? null) : null;
  if (itemId && !existing) throw notFound("Post");
  requirePostAccess(admin, existing);

  const result = validateForm(blogPostPreviewSchema, blogPostFormValues(form), { requiredKeys: [] });
  if (!result.success) return { ok: false, message: Object.values(result.fieldErrors)[0] ?? result.formError };
  const fields = result.data;
  const english = cleanRichText(fields.body || "{}");
  if (!english.ok) return { ok: false, message: english.message };
  const translated = cleanTranslatedRichText(fields.translations, "body");
  if (!translated.ok) return { ok: false, message: translated.message };

  const row = { ...fields, body: english.doc, translations: translated.translations };
  const { langs, ...post } = localizeRow(row, locale, ARTICLE_TEXTS);
  const cover = await coverOf(db, textField(form, "coverMediaId"), existing?.coverMediaId ?? null);
  const shown = shownDate(
    fields.status,
    fields.publishAt,
    existing?.status === "published" ? existing.publishAt : null,
  );
  return {
    ok: true,
    props: {
      article: {
        title: post.title,
        category: post.category,
        categorySlug: slugify(fields.category),
        author: post.author,
        date: formatDate(shown, locale),
        isoDate: companyIsoDate(shown),
        readingMinutes: readingMinutes(post.body),
        imageUrl: cover ? mediaSrc(cover, 800) : null,
        imageAlt: post.coverAlt,
        bodyHtml: (await import("~/utils/rich-text-render.server")).renderRichText(post.body),
        tags: await tagsOf(db, listField(form, "tags"), locale),
        langs,
      },
    },
  };
}

/** The cover a save would keep: one picked from the library now, else the post's own (a new file is not sent). */
async function coverOf(db: Db, picked: string, current: string | null): Promise<string | null> {
  if (!UUID.test(picked)) return current;
  return (await existingMediaIds(db, [picked])).has(picked) ? picked : current;
}

/** The date the article will show: its scheduled time, the date it was first published, or today. */
function shownDate(status: string, publishAt: string, publishedAt: Date | null): Date {
  if (status === "scheduled") return fromCompanyLocalInput(publishAt) ?? new Date();
  return publishedAt ?? new Date();
}

/** The ticked tags, in the list's order, named in the page's language. */
async function tagsOf(db: Db, ids: string[], locale: Locale): Promise<NonNullable<ArticleViewPost["tags"]>> {
  const ticked = new Set(ids);
  return (await listBlogTags(db))
    .filter((tag) => ticked.has(tag.id))
    .map((tag) => {
      const localized = localizeRow(tag, locale, ["name"]);
      return { slug: tag.slug, name: localized.name, lang: localized.langs.name };
    });
}
