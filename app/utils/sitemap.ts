import { locales, localizePath } from "./locale";
import { absoluteUrl, type Alternate, pageAlternates } from "./seo";

/**
 * The site's own public pages, in the order a visitor meets them. A content type's declaration adds its
 * pages after these (decision 154: `sitemapPagePaths`).
 */
export const publicPagePaths = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  "/newsletter/archive",
  "/contact",
  "/privacy",
  "/terms",
] as const;

export type SitemapEntry = { loc: string; lastmod?: string; alternates?: Alternate[] };

type Dated = { slug: string; lastmod: string };

/**
 * The public pages, the blog's category and tag pages (`topicPaths`), then each case study, each published
 * post and each sent newsletter issue with the date it last changed (`lastmod`, W3C date), each in every locale
 * with its alternates.
 */
export function sitemapEntries(
  siteUrl: string,
  posts: readonly Dated[],
  caseStudies: readonly Dated[] = [],
  pagePaths: readonly string[] = publicPagePaths,
  topicPaths: readonly string[] = [],
  issues: readonly Dated[] = [],
  /** Items published at addresses of their own (pages, decision 173). */
  items: readonly { path: string; lastmod: string }[] = [],
): SitemapEntry[] {
  const pages: { path: string; lastmod?: string }[] = [
    ...pagePaths.map((path) => ({ path })),
    ...topicPaths.map((path) => ({ path })),
    ...caseStudies.map((study) => ({ path: `/portfolio/${study.slug}`, lastmod: study.lastmod })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastmod })),
    ...issues.map((issue) => ({ path: `/newsletter/${issue.slug}`, lastmod: issue.lastmod })),
    ...items,
  ];
  return locales.flatMap((locale) =>
    pages.map(({ path, lastmod }) => ({
      loc: absoluteUrl(siteUrl, localizePath(path, locale)),
      ...(lastmod ? { lastmod } : {}),
      alternates: pageAlternates(siteUrl, path),
    })),
  );
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    const links = (entry.alternates ?? []).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    );
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Allows everything except the admin area, and names the sitemap. */
export function robotsTxt(siteUrl: string, basePath: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${basePath}admin`,
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
