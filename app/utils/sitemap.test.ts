import { describe, expect, it } from "vitest";
import { publicPagePaths, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const posts = [{ slug: "a-post", lastmod: "2024-03-15T03:00:00Z" }];
  const caseStudies = [{ slug: "a-project", lastmod: "2024-02-01T09:30:00Z" }];
  const entries = sitemapEntries("https://example.com/acme/", posts, caseStudies);

  it("lists every public page, the given case studies and posts with absolute URLs under the base path", () => {
    expect(entries).toHaveLength(publicPagePaths.length + caseStudies.length + posts.length);
    expect(entries).toContainEqual({ loc: "https://example.com/acme/portfolio/a-project", lastmod: "2024-02-01T09:30:00Z" });
    expect(entries[0]?.loc).toBe("https://example.com/acme/");
    expect(entries.map((e) => e.loc)).toContain("https://example.com/acme/privacy");
    expect(entries.at(-1)).toEqual({ loc: "https://example.com/acme/blog/a-post", lastmod: "2024-03-15T03:00:00Z" });
  });

  it("renders valid sitemap XML with escaped values", () => {
    const xml = sitemapXml([{ loc: "https://example.com/?a=1&b=<2>", lastmod: "2024-03-15" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://example.com/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2024-03-15</lastmod>");
  });
});

describe("robots.txt", () => {
  it("allows the site, disallows the admin area and names the sitemap", () => {
    expect(robotsTxt("https://example.com/acme/", "/acme/")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /acme/admin\n\nSitemap: https://example.com/acme/sitemap.xml\n",
    );
  });
});
