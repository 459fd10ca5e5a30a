import { absoluteUrl } from "./seo";

/** Every public page, in the order a visitor meets them. */
export const publicPagePaths = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
] as const;

export type SitemapEntry = { loc: string; lastmod?: string };

type Dated = { slug: string; lastmod: string };

/**
 * The public pages, then each case study and each published post with the date it last changed
 * (`lastmod`, W3C date).
 */
export function sitemapEntries(siteUrl: string, posts: readonly Dated[], caseStudies: readonly Dated[] = []): SitemapEntry[] {
  return [
    ...publicPagePaths.map((path) => ({ loc: absoluteUrl(siteUrl, path) })),
    ...caseStudies.map((study) => ({ loc: absoluteUrl(siteUrl, `/portfolio/${study.slug}`), lastmod: study.lastmod })),
    ...posts.map((post) => ({ loc: absoluteUrl(siteUrl, `/blog/${post.slug}`), lastmod: post.lastmod })),
  ];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Allows everything except the admin area, and names the sitemap. */
export function robotsTxt(siteUrl: string, basePath: string): string {
  return ["User-agent: *", "Allow: /", `Disallow: ${basePath}admin`, "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join(
    "\n",
  );
}
