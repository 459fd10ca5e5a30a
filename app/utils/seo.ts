import type { MetaDescriptor } from "react-router";
import { companyDefaults } from "~/content/company";

/** What every public page says about itself to search engines and link previews. */
export type PageSeo = {
  title: string;
  description: string;
  /** Site-relative path of the page's canonical URL, e.g. "/about" or "/blog/some-post". */
  path: string;
  /** Site-relative path of the share image under public/; defaults to the generic Open Graph card. */
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

export function pageTitle(seo: Pick<PageSeo, "title" | "brandFirst">, siteName: string): string {
  return seo.brandFirst ? `${siteName} | ${seo.title}` : `${seo.title} | ${siteName}`;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function seoMeta(seo: PageSeo, site: SiteIdentity): MetaDescriptor[] {
  const title = pageTitle(seo, site.siteName);
  const url = absoluteUrl(site.siteUrl, seo.path);
  const image = absoluteUrl(site.siteUrl, seo.image ?? DEFAULT_OG_IMAGE);
  const imageAlt = seo.imageAlt ?? DEFAULT_OG_IMAGE_ALT;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

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

/** Shorthand for route modules: `export const meta: Route.MetaFunction = ({ matches }) => publicMeta(matches, {...})`. */
export function publicMeta(matches: readonly MatchWithData[], seo: PageSeo): MetaDescriptor[] {
  return seoMeta(seo, siteIdentityFrom(matches));
}
