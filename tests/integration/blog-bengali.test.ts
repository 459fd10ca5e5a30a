import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";

// The blog in the Bengali edition (decisions 080, 130, 136): /bn/blog, its articles and the home page's teasers
// read each article's `translations.bn`, falling back per field to the English text marked lang="en";
// English pages stay exactly as they were.

const newestFirst = [...demoPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
const cloud = demoPosts.find((post) => post.slug === "cloud-migration-for-smes")!;
const cloudBn = blogPostsBn[cloud.slug]!;

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? "");
/** The language `element`'s text is read in: its nearest lang attribute. */
const langOf = (element: Element | null | undefined) => element?.closest("[lang]")?.getAttribute("lang");
/** The element (below <html>) whose own text is exactly `text`. */
const elementWithText = (doc: Document, text: string) =>
  [...doc.body.querySelectorAll("*")].find((element) =>
    [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent === text),
  );

function bodyDoc(...paragraphs: string[]): string {
  return JSON.stringify({
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  });
}

describe.each(testDrivers())("the blog in Bengali (%s)", (driver) => {
  const site = adminEditorServer(driver);

  it("lists the seeded articles on /bn/blog with their Bengali titles, excerpts and cover alt texts, dated in Bengali", async () => {
    const doc = parse(await site.publicPage("/bn/blog"));
    const main = doc.querySelector("main")!;
    expect(texts(doc, "main article h2")).toEqual(newestFirst.map((post) => blogPostsBn[post.slug]!.title));
    for (const post of newestFirst) {
      const bn = blogPostsBn[post.slug]!;
      expect(main.textContent).toContain(bn.excerpt);
      expect(main.textContent).not.toContain(post.title);
      expect(main.textContent).not.toContain(post.excerpt);
      expect(doc.querySelector(`main img[alt="${bn.imageAlt}"]`), post.slug).not.toBeNull();
    }
    const dates = texts(doc, "main article time");
    expect(dates).toHaveLength(demoPosts.length);
    expect(dates).toContain("১৫ মার্চ, ২০২৪");
    for (const date of dates) expect(date).toMatch(/^[০-৯]{1,2} [\u0980-\u09FF]+, [০-৯]{4}$/);
    // Each card's category is in Bengali too, where the English one was.
    const cards = [...doc.querySelectorAll("main article")];
    expect(cards.map((card) => card.querySelector("time")?.previousElementSibling?.textContent)).toEqual(
      newestFirst.map((post) => blogPostsBn[post.slug]!.category),
    );
    for (const [index, post] of newestFirst.entries())
      expect(cards[index]!.textContent, post.slug).not.toContain(post.category);
    // Translated texts carry no lang of their own: they are in the page's language.
    expect(main.querySelector('article [lang="en"]')).toBeNull();
  });

  it("renders a Bengali article on the server: title, meta description, date, reading time, cover alt and body", async () => {
    const html = await site.publicPage(`/bn/blog/${cloud.slug}`);
    const doc = parse(html);
    expect(doc.querySelector("h1")?.textContent).toBe(cloudBn.title);
    expect(doc.title).toContain(cloudBn.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(cloudBn.description);
    expect(doc.querySelector("main article time")?.textContent).toBe("১৫ মার্চ, ২০২৪");
    expect(doc.querySelector("main article header")?.textContent).toMatch(/পড়তে [০-৯]+ মিনিট/);
    expect(doc.querySelector(`main article img[alt="${cloudBn.imageAlt}"]`)).not.toBeNull();
    const body = doc.querySelector(".prose-article")!;
    expect(texts(doc, ".prose-article h2")).toEqual(
      cloudBn.body.filter((block) => block.type === "h2").map((block) => block.text),
    );
    expect(body.textContent).toContain(cloudBn.body.find((block) => block.type === "p")!.text);
    expect(body.textContent).not.toContain(cloud.body.find((block) => block.type === "p")!.text);
    expect(langOf(body)).toBe("bn");
    // The author is a proper name (decision 136): as written. The category is in Bengali, in the page and
    // in the article:section tag.
    const header = doc.querySelector("main article header")!;
    expect(header.textContent).toContain(cloud.author);
    expect(langOf(elementWithText(doc, cloudBn.category))).toBe("bn");
    expect(header.textContent).not.toContain(cloud.category);
    expect(doc.querySelector('meta[property="article:section"]')?.getAttribute("content")).toBe(cloudBn.category);
  });

  it("shows the Bengali teasers on /bn", async () => {
    const doc = parse(await site.publicPage("/bn"));
    const teasers = [...doc.querySelectorAll('section[aria-labelledby="blog-heading"] article')];
    expect(teasers.map((teaser) => teaser.querySelector("h3")?.textContent)).toEqual(
      newestFirst.slice(0, 3).map((post) => blogPostsBn[post.slug]!.title),
    );
    expect(teasers[0]!.querySelector("time")?.textContent).toBe("১৫ মার্চ, ২০২৪");
    expect(teasers.map((teaser) => teaser.querySelector("time")?.previousElementSibling?.textContent)).toEqual(
      newestFirst.slice(0, 3).map((post) => blogPostsBn[post.slug]!.category),
    );
  });

  it("leaves the English blog, its articles, the home page's teasers and the feed exactly as they were", async () => {
    const list = parse(await site.publicPage("/blog"));
    expect(texts(list, "main article h2")).toEqual(newestFirst.map((post) => post.title));
    expect(texts(list, "main article time")).toEqual(newestFirst.map((post) => post.date));
    expect(
      [...list.querySelectorAll("main article time")].map((time) => time.previousElementSibling?.textContent),
    ).toEqual(newestFirst.map((post) => post.category));
    const article = await site.publicPage(`/blog/${cloud.slug}`);
    const doc = parse(article);
    expect(doc.querySelector("h1")?.textContent).toBe(cloud.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(cloud.description);
    expect(doc.querySelector("main article time")?.textContent).toBe("March 15, 2024");
    expect(doc.querySelector(`main article img[alt="${cloud.imageAlt}"]`)).not.toBeNull();
    expect(doc.querySelector(".prose-article")?.textContent).toContain(
      cloud.body.find((block) => block.type === "p")!.text,
    );
    expect(doc.querySelector("main article header")?.textContent).toContain(cloud.category);
    expect(doc.querySelector('meta[property="article:section"]')?.getAttribute("content")).toBe(cloud.category);
    // English pages carry no per-field lang attributes: only <html lang="en"> and the switcher's link.
    for (const html of [article, await site.publicPage("/blog"), await site.publicPage("/")]) {
      expect(html.match(/\slang="/g)?.length).toBe(2);
      expect(html).not.toContain(cloudBn.title);
    }
    const feed = await site.publicPage("/blog/feed.xml");
    expect(feed).toContain(cloud.title);
    expect(feed).not.toContain(cloudBn.title);
  });

  it("has a Bengali feed, linked from /bn/blog, with the Bengali texts and links to the Bengali articles", async () => {
    const list = parse(await site.publicPage("/bn/blog"));
    const link = list.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(new URL(link!.getAttribute("href")!).pathname).toBe("/bn/blog/feed.xml");
    expect(link!.getAttribute("title")).toMatch(/ ব্লগ$/);
    const english = parse(await site.publicPage("/blog"));
    expect(
      new URL(english.querySelector('link[rel="alternate"][type="application/atom+xml"]')!.getAttribute("href")!)
        .pathname,
    ).toBe("/blog/feed.xml");

    const feed = new JSDOM(await site.publicPage("/bn/blog/feed.xml"), { contentType: "text/xml" }).window.document;
    expect(
      feed.documentElement.getAttribute("xml:lang") ?? feed.querySelector("feed > title")?.textContent,
    ).toBeTruthy();
    const entries = [...feed.querySelectorAll("entry")];
    expect(entries.map((entry) => entry.querySelector("title")?.textContent)).toEqual(
      newestFirst.map((post) => blogPostsBn[post.slug]!.title),
    );
    const cloudEntry = entries.find((entry) => entry.querySelector("title")?.textContent === cloudBn.title)!;
    expect(new URL(cloudEntry.querySelector("link")!.getAttribute("href")!).pathname).toBe(`/bn/blog/${cloud.slug}`);
    expect(cloudEntry.querySelector("content")?.textContent).toContain(
      cloudBn.body.find((block) => block.type === "p")!.text,
    );
    expect(feed.querySelector("feed > link[rel='self']")?.getAttribute("href")).toMatch(/\/bn\/blog\/feed\.xml$/);
  });

  it("shows a text whose Bengali is emptied in English, marked lang=en, and the rest in Bengali", async () => {
    const english = {
      title: "Harbour Logistics Notes",
      slug: "harbour-logistics-notes",
      category: "Logistics",
      author: "Staff Writer",
      excerpt: "What we learned moving freight data to the cloud.",
      metaDescription: "Lessons from moving a freight company's data to the cloud.",
      coverAlt: "",
      status: "published",
      publishAt: "",
      body: bodyDoc("Freight data is messy, and that is fine."),
    };
    const bengali = {
      "bn.title": "বন্দরের লজিস্টিকস নিয়ে কিছু কথা",
      "bn.excerpt": "মালবাহী তথ্য ক্লাউডে নিয়ে যেতে গিয়ে আমরা যা শিখেছি।",
      "bn.metaDescription": "একটি মালবাহী প্রতিষ্ঠানের তথ্য ক্লাউডে নেওয়ার অভিজ্ঞতা।",
      "bn.body": bodyDoc("মালবাহী তথ্য এলোমেলো, আর তাতে সমস্যা নেই।"),
    };
    const created = await site.post("/admin/blog/new", multipartForm({ ...english, ...bengali }));
    expect(created.status).toBe(302);
    const edit = created.headers.get("location")!;
    let doc = parse(await site.publicPage(`/bn/blog/${english.slug}`));
    expect(doc.querySelector(".prose-article")?.textContent).toBe("মালবাহী তথ্য এলোমেলো, আর তাতে সমস্যা নেই।");

    // Staff empty the Bengali excerpt, meta description and body; the title stays translated.
    const emptied = { ...bengali, "bn.excerpt": " ", "bn.metaDescription": "", "bn.body": bodyDoc("") };
    expect((await site.post(edit, multipartForm({ ...english, ...emptied, version: "1" }))).status).toBe(302);

    doc = parse(await site.publicPage("/bn/blog"));
    const card = [...doc.querySelectorAll("main article")].find((article) =>
      article.textContent?.includes(bengali["bn.title"]),
    )!;
    expect(card).toBeDefined();
    expect(langOf(elementWithText(doc, bengali["bn.title"]))).toBe("bn");
    expect(langOf(elementWithText(doc, english.excerpt))).toBe("en");
    expect(card.textContent).not.toContain(english.title);

    doc = parse(await site.publicPage(`/bn/blog/${english.slug}`));
    expect(doc.querySelector("h1")?.textContent).toBe(bengali["bn.title"]);
    expect(langOf(doc.querySelector("h1"))).toBe("bn");
    const body = doc.querySelector(".prose-article")!;
    expect(body.textContent).toBe("Freight data is messy, and that is fine.");
    expect(langOf(body)).toBe("en");
    // A meta tag cannot be marked: the English description stands in.
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(english.metaDescription);

    const en = parse(await site.publicPage(`/blog/${english.slug}`));
    expect(en.querySelector("h1")?.textContent).toBe(english.title);
    expect(en.querySelector(".prose-article")?.textContent).toBe("Freight data is messy, and that is fine.");
    expect(langOf(en.querySelector(".prose-article"))).toBe("en");
    expect(en.querySelectorAll("main [lang]")).toHaveLength(0);
  });

  it("shows a category whose Bengali is emptied in English, marked lang=en, while the admin's filter keeps the English category", async () => {
    const english = {
      title: "Harbour Cranes Explained",
      slug: "harbour-cranes-explained",
      category: "Ports",
      author: "Staff Writer",
      excerpt: "How a container crane is scheduled.",
      metaDescription: "How a container crane is scheduled.",
      coverAlt: "",
      status: "published",
      publishAt: "",
      body: bodyDoc("Cranes are scheduled by the minute."),
    };
    const bengali = {
      "bn.title": "বন্দরের ক্রেন যেভাবে চলে",
      "bn.category": "বন্দর",
      "bn.excerpt": "কনটেইনার ক্রেনের সময়সূচি যেভাবে ঠিক হয়।",
      "bn.metaDescription": "কনটেইনার ক্রেনের সময়সূচি যেভাবে ঠিক হয়।",
      "bn.body": bodyDoc("ক্রেনের সময়সূচি ঠিক হয় মিনিট ধরে।"),
    };
    const created = await site.post("/admin/blog/new", multipartForm({ ...english, ...bengali }));
    expect(created.status).toBe(302);
    const edit = created.headers.get("location")!;
    const card = (doc: Document) =>
      [...doc.querySelectorAll("main article")].find((article) => article.textContent?.includes(bengali["bn.title"]));

    // The Bengali category on /bn/blog and the article; the English one on /blog.
    let doc = parse(await site.publicPage("/bn/blog"));
    expect(card(doc)?.contains(elementWithText(doc, "বন্দর")!)).toBe(true);
    expect(card(doc)?.textContent).not.toContain("Ports");
    expect(langOf(elementWithText(doc, "বন্দর"))).toBe("bn");
    doc = parse(await site.publicPage(`/bn/blog/${english.slug}`));
    expect(langOf(elementWithText(doc, "বন্দর"))).toBe("bn");
    expect(doc.querySelector("main article header")?.textContent).not.toContain("Ports");
    expect(
      parse(await site.publicPage(`/blog/${english.slug}`)).querySelector("main article header")?.textContent,
    ).toContain("Ports");

    // The editor shows it beside the English one; the admin's list and filter know the English category only.
    expect(await site.adminPage(edit)).toMatch(
      /<input[^>]*name="bn.category"[^>]*value="বন্দর"|<input[^>]*value="বন্দর"[^>]*name="bn.category"/,
    );
    const byEnglish = await site.adminPage("/admin/blog?category=Ports");
    expect(byEnglish).toContain(`aria-label="Edit ${english.title}"`);
    expect(byEnglish).toContain('<option value="Ports" selected="">Ports</option>');
    expect(byEnglish).not.toContain('<option value="বন্দর"');
    expect(await site.adminPage(`/admin/blog?category=${encodeURIComponent("বন্দর")}`)).not.toContain(
      `aria-label="Edit ${english.title}"`,
    );

    // Staff empty the Bengali category: the Bengali pages show the English one, marked as English.
    expect(
      (await site.post(edit, multipartForm({ ...english, ...bengali, "bn.category": " ", version: "1" }))).status,
    ).toBe(302);
    doc = parse(await site.publicPage("/bn/blog"));
    expect(card(doc)?.contains(elementWithText(doc, "Ports")!)).toBe(true);
    expect(elementWithText(doc, "বন্দর")).toBeUndefined();
    expect(langOf(elementWithText(doc, "Ports"))).toBe("en");
    expect(langOf(elementWithText(doc, bengali["bn.title"]))).toBe("bn");
    doc = parse(await site.publicPage(`/bn/blog/${english.slug}`));
    expect(langOf(elementWithText(doc, "Ports"))).toBe("en");
    expect(elementWithText(doc, "বন্দর")).toBeUndefined();
    const listed = [...(await site.adminPage("/admin/blog?category=Ports")).matchAll(/<li\b[\s\S]*?<\/li>/g)].map(
      (match) => match[0],
    );
    expect(listed.find((item) => item.includes(`aria-label="Edit ${english.title}"`))).toContain("Needs translation");
    const en = parse(await site.publicPage(`/blog/${english.slug}`));
    expect(en.querySelector("main article header")?.textContent).toContain("Ports");
    expect(en.querySelectorAll("main [lang]")).toHaveLength(0);

    // The first version's revision kept the Bengali category: restoring it brings it back.
    const revisions = await site.adminPage(`${edit}/revisions`);
    const first = new RegExp(`href="${edit}/revisions/(\\d+)"(?:(?!</a>).)*version 1<`).exec(revisions);
    expect(first, "the first version's revision").not.toBeNull();
    expect(
      (await site.post(`${edit}/revisions`, new URLSearchParams({ revisionId: first![1]!, version: "2" }))).status,
    ).toBe(302);
    doc = parse(await site.publicPage("/bn/blog"));
    expect(card(doc)?.contains(elementWithText(doc, "বন্দর")!)).toBe(true);
    expect(langOf(elementWithText(doc, "বন্দর"))).toBe("bn");
    expect(card(doc)?.textContent).not.toContain("Ports");
  });

  it("shows no category badge on the card of a post without a category, in either edition", async () => {
    const english = {
      title: "Quayside Notes Without a Category",
      slug: "quayside-notes-without-a-category",
      category: "",
      author: "",
      excerpt: "A post filed under nothing.",
      metaDescription: "",
      coverAlt: "",
      status: "published",
      publishAt: "",
      body: bodyDoc("Some posts belong nowhere in particular."),
    };
    const created = await site.post("/admin/blog/new", multipartForm({ ...english, "bn.title": "শ্রেণিহীন জেটির কথা" }));
    expect(created.status).toBe(302);
    for (const [path, title] of [
      ["/blog", english.title],
      ["/bn/blog", "শ্রেণিহীন জেটির কথা"],
    ] as const) {
      const card = [...parse(await site.publicPage(path)).querySelectorAll("main article")].find(
        (article) => article.querySelector("h2")?.textContent === title,
      );
      expect(card, path).toBeDefined();
      // The date is the first thing in the row: no empty badge before it.
      expect(card!.querySelector("time")?.previousElementSibling?.outerHTML ?? null, path).toBeNull();
    }
  });
});
