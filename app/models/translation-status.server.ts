import { isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import {
  aboutFigures,
  blogPosts,
  coreValues,
  faqItems,
  hostingPackages,
  legalDocuments,
  media,
  processSteps,
  productCategories,
  products,
  projects,
  services,
  siteSettings,
  teamMembers,
  testimonials,
  whyChooseItems,
} from "~/db/schema";
import { needsTranslation } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { ABOUT_FIGURE_TEXT_FIELDS, CORE_VALUE_TEXT_FIELDS } from "./about-content.server";
import { BLOG_POST_TEXT_FIELDS } from "./blog-posts.server";
import { FAQ_ITEM_TEXT_FIELDS } from "./faq-items.server";
import { HOSTING_PACKAGE_TEXT_FIELDS } from "./hosting-packages.server";
import { LEGAL_DOCUMENT_TEXT_FIELDS } from "./legal-documents.server";
import { MEDIA_TEXT_FIELDS } from "./media.server";
import { getPageCopies, PAGE_COPY_TEXT_FIELDS } from "./page-copy.server";
import { PROCESS_STEP_TEXT_FIELDS } from "./process-steps.server";
import { PRODUCT_CATEGORY_TEXT_FIELDS, PRODUCT_TEXT_FIELDS } from "./products.server";
import { PROJECT_TEXT_FIELDS } from "./projects.server";
import { SERVICE_TEXT_FIELDS } from "./services.server";
import { SITE_SETTINGS_TEXT_FIELDS } from "./site-settings.server";
import { TEAM_MEMBER_TEXT_FIELDS } from "./team-members.server";
import { TESTIMONIAL_TEXT_FIELDS } from "./testimonials.server";
import { WHY_CHOOSE_TEXT_FIELDS } from "./why-choose-items.server";

// The overview's "Needs translation" counts (issue 18): per subject, how many items have English text that
// some language has not translated, judged by the same field lists as the editors' badges.

export type TranslationGap = { subject: string; path: string; untranslated: number; total: number };

type TextRow = Record<string, unknown> & { translations: Translations };

/** Only the translated columns and `translations` (never a media file's bytes). */
async function textRows(
  db: Db,
  table: PgTable,
  fields: readonly string[],
  where?: ReturnType<typeof isNull>,
): Promise<TextRow[]> {
  const columns = table as unknown as Record<string, PgColumn>;
  const selection = Object.fromEntries([...fields, "translations"].map((field) => [field, columns[field]!]));
  return (await db.select(selection).from(table).where(where)) as TextRow[];
}

function gap(subject: string, path: string, rows: readonly TextRow[], fields: readonly string[]): TranslationGap {
  return {
    subject,
    path,
    untranslated: rows.filter((row) => needsTranslation(row, fields)).length,
    total: rows.length,
  };
}

/** Every subject with visitor-visible text, in the sidebar's order, with its untranslated items. */
export async function listTranslationGaps(db: Db): Promise<TranslationGap[]> {
  const subjects: [string, string, PgTable, readonly string[]][] = [
    ["Services", "/admin/services", services, SERVICE_TEXT_FIELDS],
    ["Portfolio", "/admin/portfolio", projects, PROJECT_TEXT_FIELDS],
    ["Testimonials", "/admin/testimonials", testimonials, TESTIMONIAL_TEXT_FIELDS],
    ["Team", "/admin/team", teamMembers, TEAM_MEMBER_TEXT_FIELDS],
    ["FAQ", "/admin/faq", faqItems, FAQ_ITEM_TEXT_FIELDS],
    ["Process steps", "/admin/process", processSteps, PROCESS_STEP_TEXT_FIELDS],
    ["About figures", "/admin/about-figures", aboutFigures, ABOUT_FIGURE_TEXT_FIELDS],
    ["Core values", "/admin/core-values", coreValues, CORE_VALUE_TEXT_FIELDS],
    ["Why choose us", "/admin/why-choose-us", whyChooseItems, WHY_CHOOSE_TEXT_FIELDS],
    ["Shop products", "/admin/products", products, PRODUCT_TEXT_FIELDS],
    ["Product categories", "/admin/product-categories", productCategories, PRODUCT_CATEGORY_TEXT_FIELDS],
    ["Hosting packages", "/admin/hosting", hostingPackages, HOSTING_PACKAGE_TEXT_FIELDS],
    ["Blog", "/admin/blog", blogPosts, BLOG_POST_TEXT_FIELDS],
    ["Legal pages", "/admin/legal", legalDocuments, LEGAL_DOCUMENT_TEXT_FIELDS],
    ["Company details", "/admin/settings", siteSettings, SITE_SETTINGS_TEXT_FIELDS],
  ];
  const [lists, library, copies] = await Promise.all([
    Promise.all(subjects.map(([, , table, fields]) => textRows(db, table, fields))),
    // Renditions carry no alt text of their own; the library's originals do.
    textRows(db, media, MEDIA_TEXT_FIELDS, isNull(media.parentId)),
    getPageCopies(db, ["home", "vision-mission"]),
  ]);
  const gaps = subjects.map(([subject, path, , fields], index) => gap(subject, path, lists[index]!, fields));
  const copyRow = (name: "home" | "vision-mission"): TextRow => ({
    ...copies[name].content,
    translations: copies[name].translations,
  });
  gaps.splice(
    8,
    0,
    gap("Home page copy", "/admin/home-copy", [copyRow("home")], PAGE_COPY_TEXT_FIELDS.home),
    gap(
      "Vision and mission",
      "/admin/vision-mission",
      [copyRow("vision-mission")],
      PAGE_COPY_TEXT_FIELDS["vision-mission"],
    ),
  );
  gaps.push(gap("Media alt text", "/admin/media", library, MEDIA_TEXT_FIELDS));
  return gaps;
}
