import type { MetaDescriptor } from "react-router";

import { companyDefaults } from "~/content/company";
import type { PageWords, WordsData } from "~/words/words.server";

import { defaultLocale, type Locale, localeFromPathname, locales, localizePath } from "./locale";
import { SHARE_IMAGE_SIZE } from "./media-urls";

/** What every public page says about itself to search engines and link previews. */
export type PageSeo = {
  title: string;
  description: string;
  /**
   * Site-relative path of the page in English, e.g. "/about" or "/blog/some-post": the canonical URL is
   * this path in the page's own language ("/bn/about" on the Bengali page).
   */
  path: string;
  /**
   * Site-relative path of the share image, 1200 × 630 like the generic Open Graph card it defaults to (a
   * post's comes from the media route's share rendition, decision 190).
   */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** The home page's title leads with the company name instead of ending with it. */
  brandFirst?: boolean;
};

/** Where the site lives and what it is called, as the public layout's loader provides them. */
export type SiteIdentity = {
  /** Absolute URL of the site root with a trailing slash, e.g. "https://example.com/acme/". */
  siteUrl: string;
  siteName: string;
};

export const DEFAULT_OG_IMAGE = "/images/og-default.png";
export const DEFAULT_OG_IMAGE_ALT = "Company logo and tagline on an indigo background";

/** "https://example.com/acme/" + "/about" → "https://example.com/acme/about"; "/" → the site root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const root = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return `${root}${path.replace(/^\/+/, "")}`;
}

/** A page's other editions: hreflang ("en", "bn", "x-default") → absolute URL. */
export type Alternate = { hreflang: Locale | "x-default"; href: string };

/**
 * Every edition of the page at `path` (any locale's), English also as x-default: the page a visitor
 * whose language the site does not speak is sent to. The same list on the page (hreflang links) and in
 * the sitemap, as search engines ask that each edition name all the others and itself.
 */
export function pageAlternates(siteUrl: string, path: string): Alternate[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(siteUrl, localizePath(path, locale)) })),
    { hreflang: "x-default" as const, href: absoluteUrl(siteUrl, localizePath(path, defaultLocale)) },
  ];
}

export function pageTitle(seo: Pick<PageSeo, "title" | "brandFirst">, siteName: string): string {
  return seo.brandFirst ? `${siteName} | ${seo.title}` : `${seo.title} | ${siteName}`;
}

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", bn: "bn_BD" };

/**
 * Title, description, canonical link, hreflang alternates, Open Graph and Twitter card tags for one page
 * in `locale` (English unless given).
 */
export function seoMeta(seo: PageSeo, site: SiteIdentity, locale: Locale = defaultLocale): MetaDescriptor[] {
  const title = pageTitle(seo, site.siteName);
  const url = absoluteUrl(site.siteUrl, localizePath(seo.path, locale));
  const image = absoluteUrl(site.siteUrl, seo.image ?? DEFAULT_OG_IMAGE);
  const imageAlt = seo.imageAlt ?? DEFAULT_OG_IMAGE_ALT;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...pageAlternates(site.siteUrl, seo.path).map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

type MatchWithData = { id: string; pathname?: string; loaderData?: unknown } | undefined;

function isSiteIdentity(value: unknown): value is SiteIdentity {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.siteUrl === "string" && typeof record.siteName === "string";
}

/** The public layout's site identity from a meta function's matches (with a safe fallback). */
export function siteIdentityFrom(matches: readonly MatchWithData[]): SiteIdentity {
  for (const match of matches) {
    if (match?.id === "routes/public/layout" && isSiteIdentity(match.loaderData)) {
      return { siteUrl: match.loaderData.siteUrl, siteName: match.loaderData.siteName };
    }
  }
  return { siteUrl: "/", siteName: companyDefaults.name };
}

function loaderDataOf(matches: readonly MatchWithData[], id: string): unknown {
  return matches.find((match) => match?.id === id)?.loaderData;
}

/** The site's own words in the page's language (the root loader's answer, decision 164), for a meta function. */
export function wordsFrom(matches: readonly MatchWithData[]): PageWords {
  const words = (loaderDataOf(matches, "root") as WordsData | undefined)?.words;
  if (!words) throw new Error("The root loader's answer has no words.");
  return words;
}

/**
 * Shorthand for route modules: `export const meta: Route.MetaFunction = ({ matches }) => publicMeta(matches, {...})`.
 * The page's language is read from the deepest match's path, as everywhere else (decision 130).
 */
export function publicMeta(matches: readonly MatchWithData[], seo: PageSeo): MetaDescriptor[] {
  const locale = localeFromPathname(matches.at(-1)?.pathname ?? "/");
  return seoMeta(seo, siteIdentityFrom(matches), locale);
}
