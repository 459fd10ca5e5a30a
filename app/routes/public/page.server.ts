import type { AppLoadContext } from "react-router";
import { data } from "react-router";

import { type BlockField, isTranslatedKind, type PublicBlock, SHOWN_IN_KEY } from "~/components/blocks/block-type";
import { holdsContactForm, type PageContactAnswer, withContactForm } from "~/components/blocks/contact-form-block";
import { blockTypeNamed } from "~/components/blocks/registry";
import { type Db, getDb } from "~/db/client.server";
import { itemRefsOf, itemRefText } from "~/features/pages/item-sources";
import { pagePath, parsePageAddress } from "~/features/pages/page-address";
import { pageTranslation } from "~/features/pages/page-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { readBlockItems } from "~/models/block-items.server";
import {
  getPageAsEdited,
  getPublishedPage,
  listPublishedPageTexts,
  mediaRefs,
  type PageRow,
} from "~/models/pages.server";
import type { SearchablePage } from "~/models/site-search.server";
import { FORM_PAGE_FIELD } from "~/utils/contact-fields";
import { memoContent } from "~/utils/content-memo.server";
import { defaultLocale, type Locale, localizePath } from "~/utils/locale";
import { mediaSrc, mediaSrcSet } from "~/utils/media-urls";
import { type RichTextDoc, richTextPlainText } from "~/utils/rich-text";
import { isWrittenText, localizeRow } from "~/utils/translations";
import { formsText } from "~/words/forms";

import { contactFormToken, submitContact } from "./contact.server";

// A page as a visitor reads it (decision 173): its texts in the page's language (English where a translation
// is missing), each block's rich text rendered to HTML on the server, its images resolved to the library's
// versioned URLs. The public route and the staff preview both show this.

export type PageView = {
  address: string;
  title: string;
  /** The title's language: English on a Bengali page whose title is not translated yet (marked lang="en"). */
  titleLang: Locale;
  seoTitle: string;
  metaDescription: string;
  shareImage: { path: string; alt: string } | null;
  blocks: PublicBlock[];
};

function localized(block: { data: Record<string, unknown>; translations: Record<string, Record<string, unknown>> }) {
  return (locale: Locale, field: string): unknown => {
    const translated = locale === defaultLocale ? undefined : block.translations[locale]?.[field];
    return translated !== undefined && isWrittenText(translated) ? translated : block.data[field];
  };
}

/** The translated fields a page in `locale` shows in English, not yet translated (marked lang="en"). */
function fallbackLangs(
  block: { data: Record<string, unknown>; translations: Record<string, Record<string, unknown>> },
  fields: readonly BlockField[],
  locale: Locale,
): Record<string, Locale> {
  const shownIn: Record<string, Locale> = {};
  if (locale === defaultLocale) return shownIn;
  for (const field of fields) {
    if (!isTranslatedKind(field.kind) || isWrittenText(block.translations[locale]?.[field.name])) continue;
    if (isWrittenText(block.data[field.name])) shownIn[field.name] = defaultLocale;
  }
  return shownIn;
}

/** What a page's view reads of its row: a saved page, or the editor's unsaved form (the live preview). */
export type PageViewSource = Pick<
  PageRow,
  | "address"
  | "title"
  | "seoTitle"
  | "metaDescription"
  | "socialAlt"
  | "socialMediaId"
  | "translations"
  | "blocks"
  | "blockMediaIds"
>;

export async function pageView(db: Db, row: PageViewSource, locale: Locale): Promise<PageView> {
  const { renderRichText } = await import("~/utils/rich-text-render.server");
  const page = localizeRow(row, locale, pageTranslation.fields);
  // Every block's chosen items, read with one query per source (decision 176); a deleted one is not found.
  const chosen = row.blocks.flatMap((block) =>
    (blockTypeNamed(block.type)?.fields ?? [])
      .filter((field) => field.kind === "items")
      .flatMap((field) => itemRefsOf(block.data[field.name])),
  );
  const [refs, items] = await Promise.all([
    mediaRefs(db, [...row.blockMediaIds, ...(row.socialMediaId ? [row.socialMediaId] : [])]),
    readBlockItems(db, chosen, locale),
  ]);
  const blocks = row.blocks.flatMap((block): PublicBlock[] => {
    const definition = blockTypeNamed(block.type);
    if (!definition) return [];
    const value = localized(block);
    const data: Record<string, unknown> = {};
    for (const field of definition.fields) {
      const raw = value(locale, field.name);
      if (field.kind === "rich") data[field.name] = renderRichText(raw ?? { type: "doc", content: [] });
      else if (field.kind === "items")
        data[field.name] = itemRefsOf(block.data[field.name]).flatMap((ref) => items.get(itemRefText(ref)) ?? []);
      else if (field.kind === "image") {
        const ref = typeof raw === "string" ? refs.get(raw) : undefined;
        const alt = value(locale, `${field.name}Alt`);
        data[field.name] = ref
          ? { src: mediaSrc(ref, 800), srcSet: mediaSrcSet(ref), alt: typeof alt === "string" ? alt : "" }
          : null;
      } else data[field.name] = typeof raw === "string" ? raw : "";
    }
    data[SHOWN_IN_KEY] = fallbackLangs(block, definition.fields, locale);
    return [{ id: block.id, type: block.type, data }];
  });
  const social = row.socialMediaId ? refs.get(row.socialMediaId) : undefined;
  return {
    address: row.address,
    title: page.title,
    titleLang: page.langs.title,
    seoTitle: page.seoTitle || page.title,
    metaDescription: page.metaDescription,
    shareImage: social ? { path: `/media/${social.id}/share?v=${social.version}`, alt: page.socialAlt } : null,
    blocks,
  };
}

/** The published page at `address` in `locale`, read once per content generation (an unknown one too). */
export function publishedPageView(db: Db, address: string, locale: Locale): Promise<PageView | null> {
  return memoContent(`page ${locale} ${address}`, async () => {
    const row = await getPublishedPage(db, address);
    return row ? pageView(db, row, locale) : null;
  });
}

/** Any page by id, as the English page would show it, its staged change if it has one (the staff preview). */
export async function previewPageView(db: Db, id: string): Promise<(PageView & { staged: boolean }) | null> {
  const page = await getPageAsEdited(db, id);
  return page ? { ...(await pageView(db, page.row, defaultLocale)), staged: page.staged !== null } : null;
}

/** The page at a route's address parameter(s) in `locale`, if it is published; no query for an invalid one. */
export async function publishedPageAt(address: string, locale: Locale): Promise<PageView | null> {
  const parsed = parsePageAddress(address.toLowerCase());
  if (!parsed.ok || parsed.address !== address.toLowerCase()) return null;
  return publishedPageView(getDb(), parsed.address, locale);
}

/**
 * The page as a visitor opens it: a page with a contact form gets the view's one-use form token, and so is
 * private to this view (never in the page cache, like /contact); any other page is the shared, cached one.
 */
export async function pageForVisitor(page: PageView): Promise<{ page: PageView; personal: boolean }> {
  if (!holdsContactForm(page.blocks)) return { page, personal: false };
  const formToken = await contactFormToken(getDb());
  return { page: { ...page, blocks: withContactForm(page.blocks, formToken, page.address) }, personal: true };
}

/**
 * "Sent from page" of a message posted by a page's contact form through its script (/contact/send, decision
 * 177): the page named in the form, if it is published and holds the form; anything else is not believed.
 */
export async function contactFormPage(form: FormData, locale: Locale): Promise<string | null> {
  const address = form.get(FORM_PAGE_FIELD);
  if (typeof address !== "string" || address === "") return null;
  const page = await publishedPageAt(address, locale);
  return page && holdsContactForm(page.blocks) ? localizePath(pagePath(page.address), locale) : null;
}

/**
 * A page's contact form posted without JavaScript (decision 177): the /contact page's checks and storage, with
 * this page as the message's source. Stored: back to the page with the spec's toast. Refused: the page again
 * with the outcome and what was typed. A page without the form takes no posts.
 */
export async function pageContactAction(request: Request, context: AppLoadContext, address: string, locale: Locale) {
  const page = await publishedPageAt(address, locale);
  if (!page) throw data(null, { status: 404 });
  if (!holdsContactForm(page.blocks)) throw new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const path = localizePath(pagePath(page.address), locale);
  const { result, status, headers } = await submitContact(request, context, { formPage: async () => path });
  if (result.status !== "sent") return data<PageContactAnswer>({ contactResult: result }, { status, headers });
  return redirectWithToast(path, { type: "success", message: formsText[locale].contact.success });
}

/**
 * Every published page as the site search reads it in `locale` (decision 177): its title and its blocks' texts
 * as the page shows them (a Bengali text not yet translated in English), rich text as plain text. Read once per
 * content generation; a draft is never in it.
 */
export function searchablePages(db: Db, locale: Locale): Promise<SearchablePage[]> {
  return memoContent(`page search ${locale}`, async () =>
    (await listPublishedPageTexts(db)).map((row) => {
      const texts: string[] = [];
      for (const block of row.blocks) {
        const value = localized(block);
        for (const field of blockTypeNamed(block.type)?.fields ?? []) {
          if (!isTranslatedKind(field.kind)) continue;
          const raw = value(locale, field.name);
          if (field.kind === "rich") {
            if (raw && typeof raw === "object") texts.push(richTextPlainText(raw as RichTextDoc));
          } else if (typeof raw === "string" && raw.trim() !== "") texts.push(raw);
        }
      }
      return {
        key: row.address,
        title: localizeRow(row, locale, ["title"]).title,
        text: texts.join("\n"),
      };
    }),
  );
}
