import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  clientLogos,
  faqItems,
  media,
  productCategories,
  products,
  projects,
  services,
  testimonials,
} from "~/db/schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import { mediaSrc, mediaSrcSet, mediaVersion, PORTRAIT_WIDTH } from "~/utils/media-urls";
import type { ShopCategoryName, ShopProduct } from "~/utils/shop";
import { localizeRow, type TextLangs } from "~/utils/translations";

import { FAQ_ITEM_TEXT_FIELDS } from "./faq-items.server";
import { localized, localizedAlt, withLocalizedAlt } from "./localized-rows.server";
import { PRODUCT_CATEGORY_TEXT_FIELDS, PRODUCT_TEXT_FIELDS } from "./products.server";
import { PROJECT_TEXT_FIELDS } from "./projects.server";
import { SERVICE_TEXT_FIELDS } from "./services.server";
import { TESTIMONIAL_TEXT_FIELDS } from "./testimonials.server";

// Read side of the content staff edit in the admin, in the order they arrange it (position, then
// creation time so equal positions stay stable). Media ids become versioned URLs here (joined with the
// file's hash) so pages never see ids, and a file replaced in the library is fetched afresh.
// The readers of the other subjects sit in their own models (listTeam in team-members.server.ts, …).
// Each reader takes the page's locale: a row comes back with its translation where one is written, and
// `langs` names the language each text field is actually in (a Bengali page marks English fallbacks).

export type PublicService = {
  id: string;
  title: string;
  description: string;
  icon: string;
  features: string[];
  langs: TextLangs<(typeof SERVICE_TEXT_FIELDS)[number]>;
};

export type PublicProject = {
  id: string;
  /** The case study's address: `/portfolio/<slug>`. */
  slug: string;
  title: string;
  category: string;
  description: string;
  imageUrl: string;
  /** Widths of an uploaded photo's renditions, for `srcset`. */
  imageSrcSet: string;
  imageAlt: string;
  /** The language the alt text is in (a Bengali page marks an English fallback). */
  imageAltLang: Locale;
  technologies: string[];
  /** The project's own site, optional ("" when there is none). */
  link: string;
  langs: TextLangs<(typeof PROJECT_TEXT_FIELDS)[number]>;
};

export type GalleryImage = {
  url: string;
  srcSet: string;
  alt: string;
  altLang: Locale;
  width: number | null;
  height: number | null;
};

/** A project's case study page: the card's fields plus the challenge, solution, results and gallery. */
export type PublicCaseStudy = PublicProject & {
  challenge: string;
  solution: string;
  results: string;
  gallery: GalleryImage[];
};

/** The card fields of PROJECT_TEXT_FIELDS (the case study adds challenge, solution and results). */
const PROJECT_CARD_TEXT_FIELDS = [
  "title",
  "category",
  "description",
] as const satisfies readonly (typeof PROJECT_TEXT_FIELDS)[number][];

export type PublicTestimonial = {
  id: string;
  name: string;
  role: string;
  company: string;
  content: string;
  imageUrl: string;
  langs: TextLangs<(typeof TESTIMONIAL_TEXT_FIELDS)[number]>;
};

export type PublicClientLogo = { id: string; name: string; logoUrl: string };

export async function listServices(
  db: Db,
  options: { limit?: number; locale?: Locale } = {},
): Promise<PublicService[]> {
  const query = db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      icon: services.icon,
      features: services.features,
      translations: services.translations,
    })
    .from(services)
    .orderBy(asc(services.position), asc(services.createdAt));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => localized(row, options.locale ?? defaultLocale, SERVICE_TEXT_FIELDS));
}

export async function listProjects(db: Db, locale: Locale = defaultLocale): Promise<PublicProject[]> {
  const rows = await db
    .select(projectCardColumns)
    .from(projects)
    .innerJoin(media, eq(media.id, projects.imageMediaId))
    .orderBy(asc(projects.position), asc(projects.createdAt));
  return rows.map((row) => {
    const { langs, ...project } = toPublicProject(
      withLocalizedAlt(localized(row, locale, PROJECT_CARD_TEXT_FIELDS), locale),
    );
    // The card has no challenge, solution or results: they count as in the page's language.
    return { ...project, langs: { ...langs, challenge: locale, solution: locale, results: locale } };
  });
}

const projectCardColumns = {
  id: projects.id,
  slug: projects.slug,
  title: projects.title,
  category: projects.category,
  description: projects.description,
  imageMediaId: projects.imageMediaId,
  imageSha256: media.sha256,
  imageAlt: media.alt,
  imageAltTranslations: media.translations,
  technologies: projects.technologies,
  link: projects.link,
  translations: projects.translations,
};

function toPublicProject<T extends { imageMediaId: string; imageSha256: string }>({
  imageMediaId,
  imageSha256,
  ...project
}: T) {
  const image = { id: imageMediaId, version: mediaVersion(imageSha256) };
  return { ...project, imageUrl: mediaSrc(image, 800), imageSrcSet: mediaSrcSet(image) };
}

/** The case study at `/portfolio/<slug>`, or null: two indexed queries (the project, then its gallery's files). */
export async function getCaseStudy(
  db: Db,
  slug: string,
  locale: Locale = defaultLocale,
): Promise<PublicCaseStudy | null> {
  const [row] = await db
    .select({
      ...projectCardColumns,
      challenge: projects.challenge,
      solution: projects.solution,
      results: projects.results,
      galleryMediaIds: projects.galleryMediaIds,
    })
    .from(projects)
    .innerJoin(media, eq(media.id, projects.imageMediaId))
    .where(eq(projects.slug, slug))
    .limit(1);
  if (!row) return null;
  const { galleryMediaIds, ...project } = withLocalizedAlt(localized(row, locale, PROJECT_TEXT_FIELDS), locale);
  const files =
    galleryMediaIds.length === 0
      ? []
      : await db
          .select({
            id: media.id,
            sha256: media.sha256,
            alt: media.alt,
            translations: media.translations,
            width: media.width,
            height: media.height,
          })
          .from(media)
          .where(and(inArray(media.id, galleryMediaIds), isNull(media.parentId)));
  const byId = new Map(files.map((file) => [file.id, file]));
  const gallery = galleryMediaIds.flatMap((id) => {
    const file = byId.get(id);
    if (!file) return [];
    const ref = { id, version: mediaVersion(file.sha256) };
    const { alt, lang } = localizedAlt(file.alt, file.translations, locale);
    return [
      { url: mediaSrc(ref, 800), srcSet: mediaSrcSet(ref), alt, altLang: lang, width: file.width, height: file.height },
    ];
  });
  return { ...toPublicProject(project), gallery };
}

export async function listTestimonials(db: Db, locale: Locale = defaultLocale): Promise<PublicTestimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      company: testimonials.company,
      content: testimonials.content,
      translations: testimonials.translations,
      imageMediaId: testimonials.imageMediaId,
      imageSha256: media.sha256,
    })
    .from(testimonials)
    .innerJoin(media, eq(media.id, testimonials.imageMediaId))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
  return rows.map(({ imageMediaId, imageSha256, ...testimonial }) => ({
    ...localized(testimonial, locale, TESTIMONIAL_TEXT_FIELDS),
    imageUrl: mediaSrc({ id: imageMediaId, version: mediaVersion(imageSha256) }, PORTRAIT_WIDTH),
  }));
}

export async function listClientLogos(db: Db): Promise<PublicClientLogo[]> {
  const rows = await db
    .select({ id: clientLogos.id, name: clientLogos.name, mediaId: clientLogos.mediaId, sha256: media.sha256 })
    .from(clientLogos)
    .innerJoin(media, eq(media.id, clientLogos.mediaId))
    .orderBy(asc(clientLogos.position), asc(clientLogos.createdAt));
  return rows.map(({ mediaId, sha256, ...logo }) => ({
    ...logo,
    logoUrl: mediaSrc({ id: mediaId, version: mediaVersion(sha256) }),
  }));
}

export type PublicFaqItem = {
  id: string;
  question: string;
  answer: string;
  langs: TextLangs<(typeof FAQ_ITEM_TEXT_FIELDS)[number]>;
};

/**
 * The visible FAQ items in the order staff set. Answers still hold their `{hours}`-style placeholders:
 * the page fills them from the company details it already has (utils/company-details.ts).
 */
export async function listFaq(db: Db, locale: Locale = defaultLocale): Promise<PublicFaqItem[]> {
  const rows = await db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      translations: faqItems.translations,
    })
    .from(faqItems)
    .where(eq(faqItems.visible, true))
    .orderBy(asc(faqItems.position), asc(faqItems.createdAt));
  return rows.map((row) => localized(row, locale, FAQ_ITEM_TEXT_FIELDS));
}

/**
 * The shop: its categories in the order staff set (the filter buttons), and the visible products with
 * their category's name and their images' versioned URLs and library alt text. Two indexed queries.
 */
export async function listShop(
  db: Db,
  locale: Locale = defaultLocale,
): Promise<{ categories: string[]; categoryNames: Record<string, ShopCategoryName>; products: ShopProduct[] }> {
  const categories = await db
    .select({ name: productCategories.name, translations: productCategories.translations })
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.createdAt));
  // The filter stays keyed on the English name (the URL's ?category=), whatever name the page shows.
  const categoryNames: Record<string, ShopCategoryName> = Object.fromEntries(
    categories.map((category) => {
      const { name, langs } = localizeRow(category, locale, PRODUCT_CATEGORY_TEXT_FIELDS);
      return [category.name, { name, lang: langs.name }];
    }),
  );
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: productCategories.name,
      price: products.price,
      rating: products.rating,
      description: products.description,
      translations: products.translations,
      imageMediaId: products.imageMediaId,
      imageSha256: media.sha256,
      imageAlt: media.alt,
      imageAltTranslations: media.translations,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(media, eq(media.id, products.imageMediaId))
    .where(eq(products.visible, true))
    .orderBy(asc(products.position), asc(products.createdAt));
  return {
    categories: categories.map((category) => category.name),
    categoryNames,
    // Shown at most about 400 px wide (800 on a 2x screen).
    products: rows.map(({ imageMediaId, imageSha256, ...product }) => {
      const { langs, ...texts } = withLocalizedAlt(localized(product, locale, PRODUCT_TEXT_FIELDS), locale);
      const category = categoryNames[product.category]!;
      return {
        ...texts,
        categoryName: category.name,
        langs: { ...langs, category: category.lang },
        imageUrl: mediaSrc({ id: imageMediaId, version: mediaVersion(imageSha256) }, 800),
      };
    }),
  };
}
