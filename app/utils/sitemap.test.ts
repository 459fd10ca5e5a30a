import { describe, expect, it } from "vitest";

import { publicPagePaths, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const posts = [{ slug: "a-post", lastmod: "2024-03-15T03:00:00Z" }];
  const caseStudies = [{ slug: "a-project", lastmod: "2024-02-01T09:30:00Z" }];
  const issues = [{ slug: "december-news", lastmod: "2024-12-01T08:00:00Z" }];
  const entries = sitemapEntries("https://example.com/acme/", posts, caseStudies, publicPagePaths, [], issues);

  it("lists every public page, the given case studies, posts and issues with absolute URLs under the base path, in both editions", () => {
    expect(entries).toHaveLength(2 * (publicPagePaths.length + caseStudies.length + posts.length + issues.length));
    expect(entries.find((e) => e.loc === "https://example.com/acme/bn/newsletter/december-news")).toEqual({
      loc: "https://example.com/acme/bn/newsletter/december-news",
      lastmod: "2024-12-01T08:00:00Z",
      alternates: [
        { hreflang: "en", href: "https://example.com/acme/newsletter/december-news" },
        { hreflang: "bn", href: "https://example.com/acme/bn/newsletter/december-news" },
        { hreflang: "x-default", href: "https://example.com/acme/newsletter/december-news" },
      ],
    });
    expect(entries.map((e) => e.loc)).toContain("https://example.com/acme/bn/newsletter/archive");
    const locs = entries.map((e) => e.loc);
    expect(entries[0]?.loc).toBe("https://example.com/acme/");
    expect(locs).toContain("https://example.com/acme/privacy");
    expect(locs).toContain("https://example.com/acme/bn");
    expect(locs).toContain("https://example.com/acme/bn/privacy");
    expect(entries.find((e) => e.loc === "https://example.com/acme/portfolio/a-project")?.lastmod).toBe(
      "2024-02-01T09:30:00Z",
    );
    expect(entries.find((e) => e.loc === "https://example.com/acme/bn/blog/a-post")?.lastmod).toBe(
      "2024-03-15T03:00:00Z",
    );
  });

  it("gives each page and its Bengali edition the same alternates: en, bn and English as x-default", () => {
    const expected = [
      { hreflang: "en", href: "https://example.com/acme/blog/a-post" },
      { hreflang: "bn", href: "https://example.com/acme/bn/blog/a-post" },
      { hreflang: "x-default", href: "https://example.com/acme/blog/a-post" },
    ];
    expect(entries.find((e) => e.loc === "https://example.com/acme/blog/a-post")?.alternates).toEqual(expected);
    expect(entries.find((e) => e.loc === "https://example.com/acme/bn/blog/a-post")?.alternates).toEqual(expected);
    expect(entries.find((e) => e.loc === "https://example.com/acme/bn")?.alternates?.map((a) => a.href)).toEqual([
      "https://example.com/acme/",
      "https://example.com/acme/bn",
      "https://example.com/acme/",
    ]);
  });

  it("renders valid sitemap XML with escaped values", () => {
    const xml = sitemapXml([{ loc: "https://example.com/?a=1&b=<2>", lastmod: "2024-03-15" }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<loc>https://example.com/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2024-03-15</lastmod>");
  });

  it("writes the alternates as xhtml:link elements", () => {
    const xml = sitemapXml([
      { loc: "https://example.com/bn", alternates: [{ hreflang: "bn", href: "https://example.com/bn?a&b" }] },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.com/bn</loc><xhtml:link rel="alternate" hreflang="bn" href="https://example.com/bn?a&amp;b"/></url>',
    );
  });
});

describe("robots.txt", () => {
  it("allows the site, disallows the admin area and names the sitemap", () => {
    expect(robotsTxt("https://example.com/acme/", "/acme/")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /acme/admin\n\nSitemap: https://example.com/acme/sitemap.xml\n",
    );
  });
});
