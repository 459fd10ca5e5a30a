import { blogPostTranslation } from "~/features/blog/blog-post-schema";
import { blogTagTranslation } from "~/features/blog/blog-tag-schema";
import { mediaAltTranslation } from "~/features/media/media-library";
import { menuItemTranslation } from "~/features/menus/menu-schema";
import { pageTranslation } from "~/features/pages/page-schema";
import { hostingPackageTranslation } from "~/features/shop/hosting-schema";
import { productCategoryTranslation, productTranslation } from "~/features/shop/product-schema";
import { aboutFigureTranslation, coreValueTranslation } from "~/features/site-content/about-schema";
import { faqItemTranslation } from "~/features/site-content/faq-schema";
import { LEGAL_DOCUMENTS, legalDocumentTranslation } from "~/features/site-content/legal-documents";
import { visionMissionTranslation } from "~/features/site-content/page-copy-schema";
import {
  type PageTextName,
  pageTextNames,
  pageTextPages,
  translatedPageTextFields,
} from "~/features/site-content/page-texts";
import { processStepTranslation } from "~/features/site-content/process-step-schema";
import { projectTranslation } from "~/features/site-content/project-schema";
import { serviceTranslation } from "~/features/site-content/service-schema";
import { teamMemberTranslation } from "~/features/site-content/team-member-schema";
import { testimonialTranslation } from "~/features/site-content/testimonial-schema";
import { whyChooseItemTranslation } from "~/features/site-content/why-choose-schema";
import type { IconName } from "~/utils/icon-names";
import { publicPagePaths } from "~/utils/sitemap";

import { type ContentType, defineContentType } from "./content-type";

/** A page's texts as a content type: "the About page's texts were edited", under the one "Page texts" item. */
function pageTextsType<N extends PageTextName>(page: N) {
  const { label, path } = pageTextPages[page];
  return defineContentType({
    name: `${page}_page_copy` as const,
    singleton: true,
    noun: `${label} page's texts`,
    title: `${label} page texts`,
    adminPath: `/admin/page-texts/${page}` as const,
    itemEditor: false,
    nav:
      page === "home" ? { icon: "Globe", label: "Page texts", to: "/admin/page-texts" } : { under: "home_page_copy" },
    translatedFields: translatedPageTextFields(page),
    publicPaths: [path],
  });
}

/**
 * Every content type, in the sidebar's order (decision 154). A new type is one entry here, its table in
 * `app/db/schema.ts` bound in `app/models/content-sources.server.ts`, its editor and its public component.
 */
export const contentTypes = [
  // The fixed-layout pages' texts (decision 174): one "Page texts" item, the first staff look for.
  ...pageTextNames.map(pageTextsType),
  defineContentType({
    name: "vision_and_mission",
    singleton: true,
    noun: "vision and mission",
    title: "Vision and mission",
    adminPath: "/admin/vision-mission",
    itemEditor: false,
    nav: { under: "home_page_copy" },
    translatedFields: visionMissionTranslation.fields,
  }),
  defineContentType({
    name: "service",
    noun: "service",
    title: "Services",
    adminPath: "/admin/services",
    itemEditor: true,
    nav: { icon: "Wrench" },
    translatedFields: serviceTranslation.fields,
    publicPaths: ["/services"],
  }),
  defineContentType({
    name: "project",
    noun: "project",
    title: "Portfolio",
    adminPath: "/admin/portfolio",
    itemEditor: true,
    nav: { icon: "Briefcase" },
    translatedFields: projectTranslation.fields,
    titleField: "title",
    media: [
      { column: "imageMediaId", kind: "project-image" },
      { column: "galleryMediaIds", many: true, kind: "project-image" },
    ],
    publicPaths: ["/portfolio"],
  }),
  defineContentType({
    name: "testimonial",
    noun: "testimonial",
    title: "Testimonials",
    adminPath: "/admin/testimonials",
    itemEditor: true,
    nav: { icon: "MessageSquareQuote" },
    translatedFields: testimonialTranslation.fields,
    titleField: "name",
    media: [{ column: "imageMediaId", kind: "testimonial-picture" }],
    usageLabel: "testimonial by",
  }),
  defineContentType({
    name: "team_member",
    noun: "team member",
    title: "Team",
    adminPath: "/admin/team",
    itemEditor: true,
    nav: { icon: "Users" },
    translatedFields: teamMemberTranslation.fields,
    titleField: "name",
    media: [{ column: "photoMediaId", kind: "testimonial-picture" }],
    publicPaths: ["/team"],
  }),
  defineContentType({
    name: "faq_item",
    noun: "FAQ item",
    title: "FAQ",
    adminPath: "/admin/faq",
    itemEditor: true,
    nav: { icon: "LifeBuoy" },
    translatedFields: faqItemTranslation.fields,
  }),
  defineContentType({
    name: "process_step",
    noun: "process step",
    title: "Process steps",
    adminPath: "/admin/process",
    itemEditor: true,
    nav: { icon: "Workflow" },
    translatedFields: processStepTranslation.fields,
  }),
  defineContentType({
    name: "about_figure",
    noun: "About figure",
    title: "About figures",
    adminPath: "/admin/about-figures",
    itemEditor: true,
    nav: { icon: "BarChart3" },
    translatedFields: aboutFigureTranslation.fields,
    publicPaths: ["/about"],
  }),
  defineContentType({
    name: "core_value",
    noun: "core value",
    title: "Core values",
    adminPath: "/admin/core-values",
    itemEditor: true,
    nav: { icon: "Award" },
    translatedFields: coreValueTranslation.fields,
  }),
  defineContentType({
    name: "why_choose_us_item",
    noun: "“why choose us” item",
    title: "Why choose us",
    adminPath: "/admin/why-choose-us",
    itemEditor: true,
    nav: { icon: "CheckCircle2" },
    translatedFields: whyChooseItemTranslation.fields,
  }),
  defineContentType({
    name: "technology",
    noun: "technology",
    title: "Technologies",
    adminPath: "/admin/technologies",
    itemEditor: true,
    nav: { icon: "Cpu" },
    titleField: "name",
    media: [{ column: "logoMediaId", kind: "library" }],
  }),
  defineContentType({
    name: "product",
    noun: "product",
    title: "Shop products",
    adminPath: "/admin/products",
    itemEditor: true,
    nav: { icon: "ShoppingCart" },
    translatedFields: productTranslation.fields,
    titleField: "name",
    media: [{ column: "imageMediaId", kind: "project-image" }],
    publicPaths: ["/shop"],
  }),
  defineContentType({
    name: "product_category",
    noun: "product category",
    title: "Product categories",
    adminPath: "/admin/product-categories",
    itemEditor: false,
    nav: { under: "product" },
    translatedFields: productCategoryTranslation.fields,
  }),
  defineContentType({
    name: "hosting_package",
    noun: "hosting package",
    title: "Hosting packages",
    adminPath: "/admin/hosting",
    itemEditor: true,
    nav: { icon: "Server" },
    translatedFields: hostingPackageTranslation.fields,
  }),
  defineContentType({
    name: "client_logo",
    noun: "client logo",
    title: "Client Logos",
    adminPath: "/admin/clients",
    itemEditor: false,
    nav: { icon: "Building2" },
    titleField: "name",
    media: [{ column: "mediaId", kind: "client-logo" }],
  }),
  defineContentType({
    name: "blog_post",
    noun: "blog post",
    title: "Blog",
    adminPath: "/admin/blog",
    // Writers too: the editor lets them change only their own drafts (blog-edit.server.ts).
    permission: "posts",
    itemEditor: true,
    nav: { icon: "Newspaper" },
    translatedFields: blogPostTranslation.fields,
    titleField: "title",
    media: [
      { column: "coverMediaId", kind: "blog-image" },
      { column: "socialMediaId", kind: "blog-image" },
      { column: "bodyMediaIds", many: true, kind: "blog-image" },
    ],
    usageLabel: "post",
    publicPaths: ["/blog"],
  }),
  defineContentType({
    name: "tag",
    noun: "tag",
    title: "Blog tags",
    adminPath: "/admin/blog-tags",
    // Editors and owners keep the list; writers pick from it in the post editor (decision 194).
    itemEditor: true,
    nav: { under: "blog_post" },
    translatedFields: blogTagTranslation.fields,
    titleField: "name",
  }),
  defineContentType({
    name: "media",
    noun: "file",
    title: "Media",
    adminPath: "/admin/media",
    // Writers browse it and upload for their posts; changing or deleting a file needs "content".
    permission: "posts",
    itemEditor: false,
    nav: { icon: "Images" },
    translatedFields: mediaAltTranslation.fields,
    translationTitle: "Media alt text",
  }),
  defineContentType({
    name: "legal_page",
    noun: "legal page",
    title: "Legal pages",
    adminPath: "/admin/legal",
    itemEditor: true,
    nav: { icon: "FileCheck" },
    translatedFields: legalDocumentTranslation.fields,
    publicPaths: Object.values(LEGAL_DOCUMENTS).map((document) => document.path),
  }),
  defineContentType({
    name: "page",
    noun: "page",
    title: "Pages",
    adminPath: "/admin/pages",
    itemEditor: true,
    nav: { icon: "Layers" },
    translatedFields: pageTranslation.fields,
    titleField: "title",
    media: [
      { column: "socialMediaId", kind: "blog-image" },
      { column: "blockMediaIds", many: true, kind: "blog-image" },
    ],
    // Each published page is in the sitemap at its own address (contentSources' `publishedPaths`).
  }),
  defineContentType({
    name: "menu_link",
    noun: "menu link",
    title: "Menus",
    adminPath: "/admin/menus",
    itemEditor: true,
    nav: { icon: "Menu" },
    translatedFields: menuItemTranslation.fields,
    titleField: "label",
  }),
] as const satisfies readonly ContentType[];

export type ContentTypeName = (typeof contentTypes)[number]["name"];

/** The declaration an audit entry's entity names, if it is a content type. */
export function contentTypeNamed(name: string, types: readonly ContentType[] = contentTypes): ContentType | undefined {
  return types.find((type) => type.name === name);
}

/** The sitemap's pages: the site's own, then any page a content type declares that they do not name. */
export function sitemapPagePaths(types: readonly ContentType[] = contentTypes): string[] {
  return [...new Set([...publicPagePaths, ...types.flatMap((type) => type.publicPaths ?? [])])];
}

/** A content type's item in the admin sidebar's Content group. */
export type ContentNavItem = { to: string; label: string; icon: IconName; also?: readonly string[] };

/** The sidebar's Content group: each type with a place of its own, in declaration order. */
export function contentNavigation(types: readonly ContentType[] = contentTypes): ContentNavItem[] {
  return types.flatMap((type) => {
    if (!("icon" in type.nav)) return [];
    const under = types.filter((other) => "under" in other.nav && other.nav.under === type.name);
    const to = type.nav.to ?? type.adminPath;
    const item: ContentNavItem = { to, label: type.nav.label ?? type.title, icon: type.nav.icon };
    const also = [...(to === type.adminPath ? [] : [type.adminPath]), ...under.map((other) => other.adminPath)];
    return [also.length > 0 ? { ...item, also } : item];
  });
}
