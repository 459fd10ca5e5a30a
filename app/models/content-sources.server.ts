import { isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import {
  aboutFigures,
  blogPosts,
  blogTags,
  clientLogos,
  coreValues,
  faqItems,
  hostingPackages,
  legalDocuments,
  media,
  menuItems,
  pageCopy,
  pages,
  processSteps,
  productCategories,
  products,
  projects,
  services,
  teamMembers,
  technologies,
  testimonials,
  whyChooseItems,
} from "~/db/schema";
import type { ContentTypeName } from "~/features/content-types/content-types";
import { pagePath } from "~/features/pages/page-address";
import { type PageTextName, pageTextNames } from "~/features/site-content/page-texts";
import type { Translations } from "~/utils/translations";

import { getPageCopies, type PageCopyName } from "./page-copy.server";
import { type BlockTextFields, listPageTextRows, listPublishedPageAddresses } from "./pages.server";

/**
 * A row as the translation status reads it: the translated fields and `translations`; `$fields` names more of
 * its fields to check than its type declares (a page's blocks' texts, decision 177).
 */
export type TextRow = Record<string, unknown> & { translations: Translations; $fields?: readonly string[] };

/**
 * Where a content type's items are stored (decision 154): its table (with an `id` column), the rows that
 * count (a file's renditions are not items), or, for page copy kept as one JSON row, a reader of its own.
 */
export type ContentSource = {
  table: PgTable;
  where?: SQL;
  /** Reads the items' texts itself instead of selecting the translated fields from `table`. */
  textRows?: (db: Db) => Promise<TextRow[]>;
  /** The public addresses of its published items, when each has its own (a page). */
  publishedPaths?: (db: Db) => Promise<{ path: string; updatedAt: Date }[]>;
};

function pageCopyRows(name: PageCopyName) {
  return async (db: Db): Promise<TextRow[]> => {
    const { [name]: copy } = await getPageCopies(db, [name]);
    return [{ ...(copy.content as Record<string, unknown>), translations: copy.translations }];
  };
}

/** Each declared content type's storage. TypeScript refuses a declared type that is missing here. */
export const contentSources: Record<ContentTypeName, ContentSource> = {
  service: { table: services },
  project: { table: projects },
  testimonial: { table: testimonials },
  team_member: { table: teamMembers },
  faq_item: { table: faqItems },
  process_step: { table: processSteps },
  about_figure: { table: aboutFigures },
  core_value: { table: coreValues },
  ...(Object.fromEntries(
    pageTextNames.map((name) => [`${name}_page_copy`, { table: pageCopy, textRows: pageCopyRows(name) }]),
  ) as unknown as Record<`${PageTextName}_page_copy`, ContentSource>),
  vision_and_mission: { table: pageCopy, textRows: pageCopyRows("vision-mission") },
  why_choose_us_item: { table: whyChooseItems },
  technology: { table: technologies },
  product: { table: products },
  product_category: { table: productCategories },
  hosting_package: { table: hostingPackages },
  client_logo: { table: clientLogos },
  blog_post: { table: blogPosts },
  tag: { table: blogTags },
  // Renditions carry no alt text of their own; the library's originals do.
  media: { table: media, where: isNull(media.parentId) },
  legal_page: { table: legalDocuments },
  menu_link: { table: menuItems },
  page: {
    table: pages,
    publishedPaths: async (db) =>
      (await listPublishedPageAddresses(db)).map((page) => ({
        path: pagePath(page.address),
        updatedAt: page.updatedAt,
      })),
  },
};

/**
 * The sources with a page's blocks' texts in its translation status (decision 177): the block registry's
 * translated fields come from the caller, since models import no components.
 */
export function contentSourcesWithBlocks(blockTextFields: BlockTextFields): Record<ContentTypeName, ContentSource> {
  return {
    ...contentSources,
    page: {
      ...contentSources.page,
      textRows: async (db) =>
        (await listPageTextRows(db, blockTextFields)).map(({ row, fields }) => ({ ...row, $fields: fields })),
    },
  };
}

/** The items every type publishes at addresses of their own, for the sitemap: path and last change. */
export async function publishedItemPaths(
  db: Db,
  sources: Record<string, ContentSource> = contentSources,
): Promise<{ path: string; updatedAt: Date }[]> {
  const lists = await Promise.all(Object.values(sources).map((source) => source.publishedPaths?.(db) ?? []));
  return lists.flat();
}

/** Where a declared type's items are stored; a declaration with no binding is a programming error. */
export function contentSourceOf(type: { name: string }, sources: Record<string, ContentSource>): ContentSource {
  const source = sources[type.name];
  if (!source) throw new Error(`Content type ${type.name} has no source (app/models/content-sources.server.ts)`);
  return source;
}

/** A table's columns by their property names. */
export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return table as unknown as Record<string, PgColumn>;
}
