import { describe, expect, it } from "vitest";

import { absoluteUrl, publicMeta, seoMeta } from "./seo";

const site = { siteUrl: "https://example.com/acme/", siteName: "Acme Tech" };

function find(meta: ReturnType<typeof seoMeta>, key: string) {
  return meta.find((m) => "property" in m && m.property === key) ?? meta.find((m) => "name" in m && m.name === key);
}

describe("absoluteUrl", () => {
  it("joins a site-relative path to the site root, keeping the base path", () => {
    expect(absoluteUrl("https://example.com/acme/", "/about")).toBe("https://example.com/acme/about");
    expect(absoluteUrl("https://example.com/", "/")).toBe("https://example.com/");
    expect(absoluteUrl("https://example.com", "images/x.png")).toBe("https://example.com/images/x.png");
  });
});

describe("seoMeta", () => {
  const meta = seoMeta({ title: "About Us", description: "Who we are.", path: "/about" }, site);

  it("builds the title, description and canonical link", () => {
    expect(meta).toContainEqual({ title: "About Us | Acme Tech" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/acme/about" });
  });

  it("gives Open Graph and Twitter tags with an absolute image URL", () => {
    expect(find(meta, "og:url")).toMatchObject({ content: "https://example.com/acme/about" });
    expect(find(meta, "og:image")).toMatchObject({ content: "https://example.com/acme/images/og-default.png" });
    expect(find(meta, "og:type")).toMatchObject({ content: "website" });
    expect(find(meta, "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(find(meta, "twitter:title")).toMatchObject({ content: "About Us | Acme Tech" });
  });

  it("uses a page's own image and type, and the brand first when asked", () => {
    const article = seoMeta(
      {
        title: "Post",
        description: "d",
        path: "/blog/post",
        image: "/images/blog/post.png",
        type: "article",
        brandFirst: true,
      },
      site,
    );
    expect(article).toContainEqual({ title: "Acme Tech | Post" });
    expect(find(article, "og:image")).toMatchObject({ content: "https://example.com/acme/images/blog/post.png" });
    expect(find(article, "og:type")).toMatchObject({ content: "article" });
  });
});

describe("publicMeta", () => {
  it("reads the site identity from the public layout's match", () => {
    const meta = publicMeta(
      [
        { id: "root", loaderData: {} },
        { id: "routes/public/layout", loaderData: site },
      ],
      { title: "Team", description: "d", path: "/team" },
    );
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/acme/team" });
  });
});

describe("the Bengali edition's tags", () => {
  const alternates = [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.com/acme/about" },
    { tagName: "link", rel: "alternate", hrefLang: "bn", href: "https://example.com/acme/bn/about" },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.com/acme/about" },
  ];

  it("names both editions and x-default on the English page, whose canonical stays English", () => {
    const meta = seoMeta({ title: "About Us", description: "d", path: "/about" }, site);
    for (const alternate of alternates) expect(meta).toContainEqual(alternate);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/acme/about" });
    expect(find(meta, "og:locale")).toMatchObject({ content: "en_GB" });
  });

  it("gives a Bengali page (read from its path) its own /bn canonical and URL, and the same alternates", () => {
    const meta = publicMeta(
      [
        { id: "root", pathname: "/", loaderData: {} },
        { id: "routes/public/layout", pathname: "/", loaderData: site },
        { id: "bn/routes/public/about", pathname: "/bn/about", loaderData: {} },
      ],
      { title: "About Us", description: "d", path: "/about" },
    );
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/acme/bn/about" });
    expect(find(meta, "og:url")).toMatchObject({ content: "https://example.com/acme/bn/about" });
    expect(find(meta, "og:locale")).toMatchObject({ content: "bn_BD" });
    for (const alternate of alternates) expect(meta).toContainEqual(alternate);
  });

  it("gives the Bengali home page /bn", () => {
    const meta = seoMeta({ title: "Home", description: "d", path: "/" }, site, "bn");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/acme/bn" });
  });
});
