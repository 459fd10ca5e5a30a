import { readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";
import { companyDetailsBn } from "~/content/bn/company";
import { companyDefaults } from "~/content/company";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { pageTextDefaults as texts } from "~/content/page-texts";
import { privacyFactSections } from "~/features/privacy/privacy-facts.server";
import { HONEYPOT_FIELD } from "~/utils/form";
import { formsText } from "~/words/forms";
import { wordsFor } from "~/words/words.server";

import { axeViolations, waitForPageScripts } from "../support/browser";
import { projectRoot } from "../support/server";
import { siteUnderTest } from "../support/site";

// The Bengali edition in a browser (decision 130): every page under /bn in Bengali, the language switcher
// both ways, and the hreflang alternates.

const pages = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  `/blog/${blogPosts[0]!.slug}`,
  "/contact",
  "/privacy",
  "/terms",
];
const bengali = (path: string) => (path === "/" ? "/bn" : `/bn${path}`);
const translatedHeroes = ["/bn/about", "/bn/services", "/bn/shop", "/bn/portfolio", "/bn/team", "/bn/blog"];
const BENGALI_LETTER = /[\u0980-\u09FF]/;

// The site's own English words (headings, buttons, labels, screen-reader texts) that must not show on a
// Bengali page. Content staff have not translated yet may (inside lang="en"), so those elements are left out.
const en = wordsFor("en");
const englishUiStrings: Record<string, string[]> = {
  "/bn": [
    texts.home.allArticlesLabel,
    texts.home.testimonialsHeading,
    en.serviceCard.learnMore,
    en.article.readMore,
    en.about.story.vision,
    en.about.story.mission,
  ],
  "/bn/about": [
    texts.about.figuresHeading,
    texts.about.storyTitle,
    texts.about.valuesTitle,
    texts.about.teamLinkLabel,
    texts.about.ctaTitle,
  ],
  "/bn/services": [
    texts.services.servicesTitle,
    texts.services.hostingTitle,
    texts.services.processTitle,
    "Step 1",
    en.services.mostPopular,
    en.services.dailyVisitors,
    texts.services.ctaLinkLabel,
  ],
  "/bn/shop": [
    en.shop.search,
    en.shop.categories,
    "Showing all",
    en.product.addToCart,
    en.product.outOfFive.trim(),
    en.cart.heading,
    en.cart.empty,
    "Leave this field empty",
  ],
  "/bn/portfolio": [en.portfolio.viewCaseStudy, texts.portfolio.ctaTitle],
  "/bn/team": [texts.team.ctaTitle, "on LinkedIn"],
  "/bn/blog": [en.article.readMore],
  [`/bn/blog/${blogPosts[0]!.slug}`]: [en.article.back, "min read", en.article.cta.title],
  "/bn/contact": [texts.contact.heroTitle, texts.contact.heroIntro, texts.contact.faqHeading, "Leave this field empty"],
  // The policy and the terms are staff's text, seeded with their Bengali: none of the English may show.
  "/bn/privacy": [
    en.legal.lastUpdated,
    en.legal.contents,
    privacyPolicy.title,
    privacyPolicy.intro,
    ...privacyPolicy.sections.map((section) => section.heading),
    ...privacyFactSections().map((section) => section.heading),
  ],
  "/bn/terms": [
    en.legal.lastUpdated,
    en.legal.contents,
    termsOfService.title,
    termsOfService.intro,
    ...termsOfService.sections.map((section) => section.heading),
  ],
};

/** The page's text (screen-reader-only text included) outside elements marked as English content. */
async function textOutsideEnglish(page: Page): Promise<string> {
  return page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const skipped of copy.querySelectorAll('[lang="en"], script, style')) skipped.remove();
    return copy.textContent ?? "";
  });
}

describe("the Bengali edition", () => {
  const site = siteUnderTest();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await site.newContext({ baseURL: site.url });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("answers every Bengali route with 200, lang=bn and a Bengali main heading", async () => {
    for (const path of pages.map(bengali)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html").getAttribute("lang"), path).resolves.toBe("bn");
      const heading = (await page.locator("h1").first().textContent()) ?? "";
      // The hero headings that are the site's own words (the others are content, or the contact page's).
      if (translatedHeroes.includes(path)) expect(heading, path).toMatch(BENGALI_LETTER);
      await expect(
        page.getByRole("navigation", { name: "প্রধান মেনু" }).getByRole("link", { name: "আমাদের কথা" }).count(),
      ).resolves.toBe(1);
    }
  });

  it("leads from a page to the same page in the other language and back, by keyboard", async () => {
    await page.goto("/services");
    const toBengali = page.getByRole("link", { name: "বাংলা, এই পৃষ্ঠার বাংলা সংস্করণ" });
    await expect(toBengali.getAttribute("hreflang")).resolves.toBe("bn");
    await toBengali.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.url}/bn/services`);
    // A new document (the other edition preloads its own face): the URL changes, then the page loads.
    await page.waitForFunction(() => document.documentElement.lang === "bn");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("আমাদের সেবা");
    // The frame follows too: the company details in the footer and the header's words are Bengali's.
    await page.getByRole("contentinfo").getByText(companyDetailsBn.hoursWeekdays).waitFor();
    await page.getByRole("navigation", { name: "প্রধান মেনু" }).waitFor();

    const toEnglish = page.getByRole("link", { name: "English, the English edition of this page" });
    await expect(toEnglish.getAttribute("hreflang")).resolves.toBe("en");
    await toEnglish.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.url}/services`);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Our Services");
    await page.getByRole("contentinfo").getByText(companyDefaults.businessHours.weekdays).waitFor();
  });

  it("offers the switcher on a phone too, beside the menu button", async () => {
    const phone = await site.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await small.goto("/bn/team");
    const toEnglish = small.getByRole("link", { name: "English, the English edition of this page" });
    await expect(toEnglish.isVisible()).resolves.toBe(true);
    await expect(toEnglish.getAttribute("href")).resolves.toBe("/team");
    await phone.close();
  });

  it("names en, bn and x-default alternates in the head, and the Bengali page's own canonical URL", async () => {
    await page.goto("/bn/about");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
      );
    expect(alternates).toEqual([
      ["en", "/about"],
      ["bn", "/bn/about"],
      ["x-default", "/about"],
    ]);
    await expect(
      page
        .locator('link[rel="canonical"]')
        .getAttribute("href")
        .then((href) => new URL(href!).pathname),
    ).resolves.toBe("/bn/about");
  });

  it("is axe clean on the Bengali pages", async () => {
    for (const path of [
      "/bn",
      "/bn/about",
      "/bn/services",
      "/bn/shop",
      "/bn/team",
      "/bn/blog",
      `/bn/blog/${blogPosts[0]!.slug}`,
      "/bn/privacy",
      "/bn/terms",
    ]) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it("shows none of the site's English UI words on Bengali pages", async () => {
    for (const [path, strings] of Object.entries(englishUiStrings)) {
      await page.goto(path);
      const text = await textOutsideEnglish(page);
      for (const english of strings) expect(text, `${path}: "${english}"`).not.toContain(english);
    }
    const title = await page
      .goto("/bn/services")
      .then(() => page.locator('meta[name="description"]').getAttribute("content"));
    expect(title).toMatch(/^কাস্টম সফটওয়্যার/);
  });

  it("shows the blog's articles in Bengali on /bn/blog, an article and /bn: no English article text (category included) outside lang=en", async () => {
    const englishTexts = blogPosts.flatMap((post) => [
      post.title,
      post.category,
      post.excerpt,
      post.date,
      ...post.body.flatMap((block) => (block.type === "ul" ? block.items! : [block.text!])),
    ]);
    const englishAlts = new Set(blogPosts.map((post) => post.imageAlt));
    for (const path of ["/bn/blog", `/bn/blog/${blogPosts[0]!.slug}`, "/bn"]) {
      await page.goto(path);
      const text = await textOutsideEnglish(page);
      for (const english of englishTexts) expect(text, `${path}: "${english}"`).not.toContain(english);
      expect(text, path).not.toMatch(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
      );
      const alts = await page
        .locator("img[alt]")
        .evaluateAll((images) =>
          images
            .filter((image) => image.closest("[lang]")?.getAttribute("lang") !== "en")
            .map((image) => image.getAttribute("alt")),
        );
      for (const alt of alts) expect(englishAlts.has(alt!), `${path}: alt "${alt}"`).toBe(false);
      // The articles are there, in Bengali: a Bengali date (digits and month) beside each.
      const dates = await page.locator("main time").allTextContents();
      expect(dates.length, path).toBeGreaterThan(0);
      for (const date of dates) expect(date, path).toMatch(/^[০-৯]{1,2} [\u0980-\u09FF]+, [০-৯]{4}$/);
      // Each article's category is there, in Bengali.
      const categories = new Set(blogPosts.map((post) => blogPostsBn[post.slug]!.category));
      expect([...categories].filter((category) => text.includes(category)).length, path).toBeGreaterThan(0);
    }
    await expect(
      page
        .goto(`/bn/blog/${blogPosts[0]!.slug}`)
        .then(() => page.locator('meta[name="description"]').getAttribute("content")),
    ).resolves.toBe(blogPostsBn[blogPosts[0]!.slug]!.description);
  });

  it("labels the forms' spam trap field in the page's language (bots read it, people never see it)", async () => {
    const trapLabel = async (path: string) => {
      await page.goto(path);
      const id = await page.locator(`input[name="${HONEYPOT_FIELD}"]`).first().getAttribute("id");
      return page.locator(`label[for="${id}"]`).textContent();
    };
    await expect(trapLabel("/bn/contact")).resolves.toBe(formsText.bn.honeypot);
    await expect(trapLabel("/bn/shop")).resolves.toBe(formsText.bn.honeypot);
    await expect(trapLabel("/contact")).resolves.toBe("Leave this field empty");
  });

  it("writes the About counters, process steps and cart count with Bengali digits", async () => {
    await page.goto("/bn/about");
    const counters = await page.locator("dl dd").allTextContents();
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) expect(counter).toMatch(/^[০-৯]+\D*$/);

    await page.goto("/bn/services");
    await expect(page.getByText("ধাপ ১", { exact: true }).count()).resolves.toBe(1);

    await page.goto("/bn/shop");
    await waitForPageScripts(page);
    await page
      .getByRole("button", { name: /^কার্টে যোগ করুন/ })
      .first()
      .click();
    await expect(
      page
        .getByText(/কার্টে যোগ হয়েছে$/)
        .first()
        .waitFor(),
    ).resolves.toBeUndefined();
    await expect(page.getByTestId("cart-count").textContent()).resolves.toBe("১");
    await page.evaluate(() => localStorage.clear());
  });

  it("draws Bengali conjuncts with the site's subset face exactly as the full Noto Sans Bengali does", async () => {
    // A subset that drops a shaping feature breaks conjuncts into separate letters ("বন্ধ" drawn as "ব ন্ধ"),
    // which makes the word wider: each word must measure the same in both faces (decision 131).
    await page.goto("/bn");
    const html = await page.content();
    const subsetUrl = /url\(([^)]*noto-sans-bengali-wght-400-700[^)]*\.woff2)\)/.exec(html)?.[1];
    expect(subsetUrl).toBeTruthy();
    const full = readFileSync(
      path.join(
        projectRoot,
        "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
      ),
    );
    const words = ["বন্ধ", "বন্দর", "সন্ধ্যা", "স্পষ্ট", "ক্ষমতা", "কর্মী", "শ্রী", "ত্রৈমাসিক", "প্রযুক্তি", "ব্যবস্থাপনা"];
    const widths = await page.evaluate(
      async ({ url, bytes, words }) => {
        const faces = [
          new FontFace("SubsetCheck", `url(${url})`),
          new FontFace("FullCheck", new Uint8Array(bytes).buffer),
        ];
        for (const face of faces) document.fonts.add(await face.load());
        const context = document.createElement("canvas").getContext("2d")!;
        return words.map((word) =>
          ["SubsetCheck", "FullCheck"].map((family) => {
            context.font = `40px ${family}`;
            return Math.round(context.measureText(word).width * 10) / 10;
          }),
        );
      },
      { url: subsetUrl!, bytes: [...full], words },
    );
    for (const [index, [subset, fullWidth]] of widths.entries()) expect(subset, words[index]).toBe(fullWidth);
  });

  it("draws the switcher's বাংলা on English pages in its own 1 KB face, as the full face would, and only there", async () => {
    // A system without a Bengali font drew the label as empty boxes: English pages load no Bengali face
    // (decision 168). The preload names the face's file; the label must be set in it, at the same width.
    await page.goto("/about");
    const html = await page.content();
    const labelUrl = /<link rel="preload" href="([^"]*noto-sans-bengali-label[^"]*\.woff2)"/.exec(html)?.[1];
    expect(labelUrl).toBeTruthy();
    await page.evaluate(() => document.fonts.ready);
    // The face Chromium actually drew the label's letters in, as its DevTools report it.
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: 'header a[hreflang="bn"]',
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    expect(fonts.map((font) => font.familyName)).toEqual(["Noto Sans Bengali"]);
    expect(fonts[0]!.isCustomFont).toBe(true);
    const size = (await (await page.request.get(labelUrl!)).body()).byteLength;
    expect(size).toBeLessThan(1_500);
    const full = readFileSync(
      path.join(
        projectRoot,
        "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
      ),
    );
    const [subset, fullWidth] = await page.evaluate(
      async ({ url, bytes }) => {
        const faces = [
          new FontFace("LabelCheck", `url(${url})`, { weight: "500" }),
          new FontFace("FullLabelCheck", new Uint8Array(bytes).buffer, { weight: "100 900" }),
        ];
        for (const face of faces) document.fonts.add(await face.load());
        const context = document.createElement("canvas").getContext("2d")!;
        return ["LabelCheck", "FullLabelCheck"].map((family) => {
          context.font = `500 40px ${family}`;
          return Math.round(context.measureText("বাংলা").width * 10) / 10;
        });
      },
      { url: labelUrl!, bytes: [...full] },
    );
    expect(subset).toBe(fullWidth);
    // A Bengali page has its text face and neither preloads nor fetches this one.
    const bengaliPage = await context.newPage();
    const requested: string[] = [];
    bengaliPage.on("request", (request) => requested.push(request.url()));
    await bengaliPage.goto("/bn/about");
    await bengaliPage.evaluate(() => document.fonts.ready);
    await bengaliPage.close();
    expect(requested.filter((url) => url.includes("noto-sans-bengali-label"))).toEqual([]);
    expect(requested.some((url) => url.includes("noto-sans-bengali-wght"))).toBe(true);
  });
});
