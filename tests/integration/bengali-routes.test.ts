import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { companyDetailsBn } from "~/content/bn/company";
import { homeCopyBn, visionMissionBn } from "~/content/bn/home";
import { productCategoriesBn, productsBn } from "~/content/bn/products";
import { servicesBn } from "~/content/bn/services";
import { whyChooseBn } from "~/content/bn/why-choose";
import { companyDefaults } from "~/content/company";
import { products as demoProducts } from "~/content/products";
import { homeCopyDefaults, visionMissionDefaults } from "~/features/site-content/page-copy-schema";
import { publicPagePaths } from "~/utils/sitemap";

import { loginOverHttp } from "../support/admin-login";
import { startServer, type TestServer } from "../support/server";

// The Bengali edition (decision 130): every public page also under /bn, in the same modules, with
// <html lang="bn">; English unchanged at its own URLs.

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
/** The header's language link: its target, hreflang, lang and text (the accessible name, tags removed). */
function switcher(html: string) {
  const match = /<a\s([^>]*hrefLang="[^"]*"[^>]*)>([\s\S]*?)<\/a>/.exec(html);
  if (!match) return null;
  const attribute = (name: string) => new RegExp(`\\s?${name}="([^"]*)"`).exec(` ${match[1]}`)?.[1];
  return {
    href: attribute("href"),
    hreflang: attribute("hrefLang"),
    lang: attribute("lang"),
    name: attribute("aria-label"),
    text: match[2]!.replace(/<[^>]*>/g, ""),
    /** The word drawn as outlines, hidden from screen readers (decision 208): the label names the link. */
    drawn: /<svg aria-hidden="true" focusable="false" viewBox="[^"]+"[^>]*><path d="m[^"]+"><\/path><\/svg>$/.test(
      match[2]!,
    ),
  };
}

const bengali = (path: string) => (path === "/" ? "/bn" : `/bn${path}`);

describe("the /bn routes", () => {
  it("serve every public page in Bengali with lang=bn, and English unchanged with lang=en", async () => {
    for (const path of publicPagePaths) {
      const english = await fetch(`${server.url}${path}`);
      expect(english.status, path).toBe(200);
      expect(htmlLang(await english.text()), path).toBe("en");
      const bn = await fetch(`${server.url}${bengali(path)}`);
      expect(bn.status, bengali(path)).toBe(200);
      expect(htmlLang(await bn.text()), bengali(path)).toBe("bn");
    }
  });

  it("serve a case study and a blog post under /bn, and keep links within the Bengali edition", async () => {
    const portfolio = await (await fetch(`${server.url}/bn/portfolio`)).text();
    const study = /href="(\/bn\/portfolio\/[a-z0-9-]+)"/.exec(portfolio)?.[1];
    expect(study).toBeDefined();
    expect((await fetch(`${server.url}${study}`)).status).toBe(200);
    const blog = await (await fetch(`${server.url}/bn/blog`)).text();
    const post = /href="(\/bn\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(post).toBeDefined();
    const page = await fetch(`${server.url}${post}`);
    expect(page.status).toBe(200);
    expect(htmlLang(await page.text())).toBe("bn");
    // The header's navigation leads to Bengali pages, not back to English ones.
    expect(blog).toContain('href="/bn/about"');
    expect(blog).not.toMatch(/href="\/about"/);
  });

  it("name both editions and x-default in every page's head, with each edition's own canonical URL", async () => {
    const links = (html: string, rel: string) =>
      [...html.matchAll(/<link\s[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag.includes(`rel="${rel}"`))
        .map((tag) => [
          /hrefLang="([^"]*)"|hreflang="([^"]*)"/i.exec(tag)?.slice(1).find(Boolean) ?? null,
          /href="([^"]*)"/.exec(tag)?.[1],
        ]);
    for (const path of ["/", "/about", "/blog"]) {
      const origin = server.url;
      const expected = [
        ["en", `${origin}${path}`],
        ["bn", `${origin}${bengali(path)}`],
        ["x-default", `${origin}${path}`],
      ];
      const english = await (await fetch(`${origin}${path}`)).text();
      const bn = await (await fetch(`${origin}${bengali(path)}`)).text();
      expect(
        links(english, "alternate").filter(([lang]) => lang),
        path,
      ).toEqual(expected);
      expect(
        links(bn, "alternate").filter(([lang]) => lang),
        bengali(path),
      ).toEqual(expected);
      expect(links(english, "canonical"), path).toEqual([[null, `${origin}${path}`]]);
      expect(links(bn, "canonical"), bengali(path)).toEqual([[null, `${origin}${bengali(path)}`]]);
    }
  });

  it("carry Bengali navigation and footer, and a switcher to the same page in the other language", async () => {
    // The page's own parameters go along to the other edition; others are not part of the page (decision 160).
    const bn = await (await fetch(`${server.url}/bn/shop?q=web&x=1`)).text();
    expect(bn).toContain(">আমাদের কথা</a>");
    expect(bn).toContain("সর্বস্বত্ব সংরক্ষিত");
    expect(switcher(bn)).toEqual({
      href: "/shop?q=web",
      hreflang: "en",
      lang: "en",
      name: "English, the English edition of this page",
      text: "English",
      drawn: false,
    });
    const en = await (await fetch(`${server.url}/services`)).text();
    expect(en).toContain(">About</a>");
    expect(en).toContain("All rights reserved.");
    expect(switcher(en)).toEqual({
      href: "/bn/services",
      hreflang: "bn",
      lang: "bn",
      name: "বাংলা, এই পৃষ্ঠার বাংলা সংস্করণ",
      text: "",
      drawn: true,
    });
  });

  it("show the seeded Bengali content on Bengali pages and the English content, unmarked, on English ones", async () => {
    const [english, bengaliService] = Object.entries(servicesBn)[0]!;
    const bn = await (await fetch(`${server.url}/bn/services`)).text();
    expect(bn).toContain(bengaliService.title);
    expect(bn).not.toContain(english);
    const en = await (await fetch(`${server.url}/services`)).text();
    expect(en).toContain(english);
    expect(en).not.toContain(bengaliService.title);
    // English pages carry no per-field lang attributes: only <html lang="en">.
    expect(en.match(/\slang="/g)?.length).toBe(2); // <html> and the switcher's link to the Bengali page
  });

  it("show the home page's copy and the vision and mission in Bengali on /bn and /bn/about, in English on / and /about", async () => {
    const bnHome = await (await fetch(`${server.url}/bn`)).text();
    const enHome = await (await fetch(`${server.url}/`)).text();
    for (const field of ["heroHeadline", "servicesHeading", "whyChooseIntro", "ctaHeading"] as const) {
      expect(bnHome, field).toContain(homeCopyBn[field]);
      expect(enHome, field).toContain(homeCopyDefaults[field].replace(/'/g, "&#x27;"));
      expect(enHome, field).not.toContain(homeCopyBn[field]);
    }
    expect(bnHome).toContain(visionMissionBn.vision);
    // The hero artwork's alt text is copy too: Bengali on /bn, the English one on /.
    expect(bnHome).toContain(`alt="${homeCopyBn.heroImageAlt}"`);
    expect(bnHome).not.toContain(homeCopyDefaults.heroImageAlt);
    expect(enHome).toContain(`alt="${homeCopyDefaults.heroImageAlt}"`);
    const bnAbout = await (await fetch(`${server.url}/bn/about`)).text();
    expect(bnAbout).toContain(visionMissionBn.mission);
    expect(bnAbout).not.toContain(visionMissionDefaults.mission);
    const enAbout = await (await fetch(`${server.url}/about`)).text();
    expect(enAbout).toContain(visionMissionDefaults.mission);
  });

  it("write the company's tagline, addresses and hours in Bengali on /bn pages, the FAQ's {hours} included", async () => {
    const bnContact = await (await fetch(`${server.url}/bn/contact`)).text();
    for (const field of ["tagline", "dhakaAddress", "londonAddress", "hoursWeekdays", "hoursSaturday"] as const) {
      expect(bnContact, field).toContain(companyDetailsBn[field]);
    }
    // The FAQ's answer fills {hours} with the hours the page is written in.
    expect(bnContact).toContain(`${companyDetailsBn.hoursWeekdays}, ${companyDetailsBn.hoursSaturday} (ঢাকার সময়)`);
    expect(bnContact).not.toContain(companyDefaults.dhakaAddress);
    const enContact = await (await fetch(`${server.url}/contact`)).text();
    expect(enContact).toContain(companyDefaults.dhakaAddress);
    expect(enContact).toContain(
      `${companyDefaults.businessHours.weekdays}, ${companyDefaults.businessHours.saturday} (Dhaka time)`,
    );
    expect(enContact).not.toContain(companyDetailsBn.tagline);
  });

  it("name why-choose items and shop categories in Bengali on /bn, the shop's filter still keyed on the English name", async () => {
    const bnHome = await (await fetch(`${server.url}/bn`)).text();
    expect(bnHome).toContain(whyChooseBn["Clear, fixed quotes"]!.title);
    expect(await (await fetch(`${server.url}/`)).text()).toContain("Clear, fixed quotes");
    const bnShop = await (await fetch(`${server.url}/bn/shop?category=Audio`)).text();
    // The Audio button is the active one, labelled in Bengali, and leads to the same filter.
    expect(bnShop).toMatch(
      new RegExp(`href="/bn/shop\\?category=Laptops"[^>]*>${productCategoriesBn.Laptops.name}</a>`),
    );
    expect(bnShop).toMatch(new RegExp(`aria-current="true"[^>]*>${productCategoriesBn.Audio.name}</a>`));
    // The filtered products' cards name their category in Bengali too.
    expect(bnShop).toContain(`>${productCategoriesBn.Audio.name}</span>`);
    const enShop = await (await fetch(`${server.url}/shop`)).text();
    expect(enShop).toMatch(/href="\/shop\?category=Laptops"[^>]*>Laptops<\/a>/);
    expect(enShop).not.toContain(productCategoriesBn.Laptops.name);
  });

  it("give library images their Bengali alt text on /bn pages and the English one on English pages", async () => {
    const product = demoProducts[0]!;
    const bnShop = await (await fetch(`${server.url}/bn/shop`)).text();
    expect(bnShop).toContain(`alt="${productsBn[product.slug]!.imageAlt}"`);
    const enShop = await (await fetch(`${server.url}/shop`)).text();
    expect(enShop).toContain(`alt="${product.imageAlt}"`);
    expect(enShop).not.toContain(productsBn[product.slug]!.imageAlt);
  });

  it("answer an unknown /bn path with a 404 page in Bengali, and an unknown English path in English", async () => {
    const bn = await fetch(`${server.url}/bn/no-such-page`);
    expect(bn.status).toBe(404);
    const bnHtml = await bn.text();
    expect(htmlLang(bnHtml)).toBe("bn");
    expect(bnHtml).toContain("<title>পৃষ্ঠাটি পাওয়া যায়নি</title>");
    expect(bnHtml).toContain("হোমপেজে ফিরে যান");
    const en = await fetch(`${server.url}/no-such-page`);
    expect(en.status).toBe(404);
    expect(htmlLang(await en.text())).toBe("en");
  });

  it("title a missing Bengali article or case study in Bengali, and an English one in English", async () => {
    const article = await fetch(`${server.url}/bn/blog/no-such-article`);
    expect(article.status).toBe(404);
    expect(await article.text()).toContain("<title>লেখাটি পাওয়া যায়নি</title>");
    const caseStudy = await fetch(`${server.url}/bn/portfolio/no-such-project`);
    expect(caseStudy.status).toBe(404);
    expect(await caseStudy.text()).toContain("<title>পৃষ্ঠাটি পাওয়া যায়নি</title>");
    expect(await fetch(`${server.url}/blog/no-such-article`).then((response) => response.text())).toContain(
      "<title>Article not found</title>",
    );
  });

  it("redirect a non-canonical spelling of a Bengali path to the canonical one (decision 111)", async () => {
    for (const [asked, canonical] of [
      ["/BN/About", "/bn/about"],
      ["/bn/", "/bn"],
      ["/bn/services/", "/bn/services"],
    ] as const) {
      const response = await fetch(`${server.url}${asked}`, { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(new URL(response.headers.get("location")!, server.url).pathname, asked).toBe(canonical);
    }
  });

  it("list both editions in the sitemap, each with en, bn and x-default alternates", async () => {
    // Parsed strictly: malformed XML (an undeclared xhtml: prefix) throws.
    const doc = new JSDOM(await (await fetch(`${server.url}/sitemap.xml`)).text(), { contentType: "application/xml" })
      .window.document;
    const urls = [...doc.getElementsByTagNameNS(SITEMAP, "url")];
    const entry = (loc: string) =>
      urls.find((url) => url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent === loc);
    const alternates = (loc: string) =>
      [...(entry(loc)?.getElementsByTagNameNS(XHTML, "link") ?? [])].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
    for (const path of publicPagePaths) {
      const en = `${server.url}${path === "/" ? "/" : path}`;
      const bn = `${server.url}${bengali(path)}`;
      const expected = [
        ["en", en],
        ["bn", bn],
        ["x-default", en],
      ];
      expect(alternates(en), path).toEqual(expected);
      expect(alternates(bn), bengali(path)).toEqual(expected);
    }
    const posts = urls.filter((url) =>
      url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent?.includes("/bn/blog/"),
    );
    expect(posts.length).toBeGreaterThan(0);
  });
});

describe("an untranslated hero alt text", () => {
  let staffServer: TestServer;
  beforeAll(async () => {
    staffServer = await startServer({ admin: true });
  });
  afterAll(async () => {
    await staffServer?.stop();
  });

  it('shows the English one on /bn, marked lang="en" on the image', async () => {
    const cookie = `admin_session=${await loginOverHttp(staffServer.url)}`;
    const form = new JSDOM(
      await (await fetch(`${staffServer.url}/admin/page-texts/home`, { headers: { Cookie: cookie } })).text(),
    ).window.document;
    const fields = Object.fromEntries(
      [
        ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          "main form input[name], main form textarea[name]",
        ),
      ].map((field) => [field.name, field.value]),
    );
    const saved = await fetch(`${staffServer.url}/admin/page-texts/home`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: staffServer.url, Cookie: cookie },
      body: new URLSearchParams({ ...fields, "bn.heroImageAlt": "" }),
    });
    expect(saved.status).toBe(302);
    const hero = new JSDOM(await (await fetch(`${staffServer.url}/bn`)).text()).window.document.querySelector(
      'img[fetchpriority="high"]',
    )!;
    expect(hero.getAttribute("alt")).toBe(homeCopyDefaults.heroImageAlt);
    expect(hero.getAttribute("lang")).toBe("en");
  });
});
