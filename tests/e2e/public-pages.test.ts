import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { hostingInclusions, hostingPackages } from "~/content/hosting";
import { products as demoProducts } from "~/content/products";
import { seedProjects, seedServices, seedTestimonials } from "~/content/seed";
import { teamMembers } from "~/content/team";
import { technologies } from "~/content/technologies";
import { slugify } from "~/features/blog/blog-post-schema";
import { projectSlug } from "~/features/site-content/project-schema";
import { formatBDT } from "~/utils/bdt";
import { DEFAULT_OG_IMAGE } from "~/utils/seo";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const PUBLIC_URL = "https://www.codexa.test";

const publicPages = ["/", "/about", "/services", "/shop", "/portfolio", "/team", "/blog", "/privacy", "/terms"];
const articlePaths = blogPosts.map((post) => `/blog/${post.slug}`);

const site = siteUnderTest({ env: { PUBLIC_URL } });
let page: Page;
const requestedUrls = new Set<string>();

/** Waits until every finite animation (team cards) has finished; the logo strip runs forever. */
async function settleAnimations(target: Page) {
  await target.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState === "finished",
      ),
  );
}

async function open(path: string) {
  const response = await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  return response!;
}

beforeAll(async () => {
  page = await site.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (request) => requestedUrls.add(request.url()));
});

describe("home", () => {
  it("shows every section in order, with services, technologies, clients, teasers and testimonials", async () => {
    await open("/");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Get Started" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(main.getByRole("link", { name: "Our Services" }).getAttribute("href")).resolves.toBe("/services");

    const headings = await main.locator("h2").allTextContents();
    const order = [
      "Our Vision & Mission",
      "Our Services",
      "Technologies We Use",
      "Trusted by Growing Businesses",
      "Latest Insights",
      "Why Choose Codexa",
      "What Our Clients Say",
      "Ready to Transform Your Business?",
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(main.getByRole("heading", { name: "Our Vision", exact: true }).count()).resolves.toBe(1);
    await expect(main.getByRole("heading", { name: "Our Mission", exact: true }).count()).resolves.toBe(1);

    const serviceCards = main.locator('section[aria-labelledby="services-heading"] article');
    await expect(serviceCards.count()).resolves.toBe(6);
    expect(await serviceCards.locator("h3").allTextContents()).toEqual(seedServices.slice(0, 6).map((s) => s.title));
    for (const href of await serviceCards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toBe("/services");
    }

    const techNames = await main.locator('section[aria-labelledby="technologies-heading"] li').allTextContents();
    expect(techNames.map((t) => t.trim())).toEqual(technologies.map((t) => t.name));

    const teasers = main.locator('section[aria-labelledby="blog-heading"] article');
    await expect(teasers.count()).resolves.toBe(3);
    const readMore = await teasers
      .getByRole("link", { name: /Read More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(readMore.every((href) => href?.startsWith("/blog/") && href.length > "/blog/".length)).toBe(true);

    const quotes = main.locator('section[aria-labelledby="testimonials-heading"] figure');
    await expect(quotes.count()).resolves.toBe(seedTestimonials.length);
    await expect(quotes.first().textContent()).resolves.toContain(seedTestimonials[0]!.name);
  });

  it("runs the client strip with the copy hidden from assistive technology, still under reduced motion", async () => {
    await open("/");
    const strip = page.locator(".marquee");
    const visibleLogos = strip.locator(".marquee-list:not([aria-hidden]) li:not([aria-hidden]) img");
    expect(await visibleLogos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual([
      "Meghna Freight Lines",
      "Northgate Learning Trust",
      "Sonali Threads Ltd.",
    ]);
    await expect(strip.locator('.marquee-list[aria-hidden="true"]').count()).resolves.toBe(1);
    const hiddenAlts = await strip
      .locator('[aria-hidden="true"] img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(hiddenAlts.length).toBeGreaterThan(0);
    expect(hiddenAlts.every((alt) => alt === "")).toBe(true);
    const track = strip.locator(".marquee-track");
    await expect(track.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe("marquee");
    await strip.hover();
    await expect(track.evaluate((el) => getComputedStyle(el).animationPlayState)).resolves.toBe("paused");

    await expect(strip.getByRole("checkbox", { name: "Pause logo animation" }).count()).resolves.toBe(1);

    // Nothing moves, so there is nothing to pause: the toggle goes with its label (no unnamed box to tab to).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe("none");
    await expect(strip.getByRole("checkbox").count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  it("describes the organisation with both offices in JSON-LD", async () => {
    await open("/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const organisation = JSON.parse(json ?? "{}");
    expect(organisation["@type"]).toBe("Organization");
    expect(organisation.url).toBe(`${PUBLIC_URL}/`);
    expect(organisation.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual([
      "Dhaka",
      "London",
    ]);
  });
});

describe("about, services, portfolio, team, blog and legal pages", () => {
  it("about: counters, mission, vision, three values and a link to the team", async () => {
    await open("/about");
    for (const text of [
      "Clients Served",
      "Awards Won",
      "Years Experience",
      "Countries Reached",
      "Our Mission",
      "Our Vision",
    ]) {
      await expect(page.locator("main").getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
    }
    expect(await page.locator('section[aria-labelledby="values-heading"] h3').allTextContents()).toEqual([
      "Innovation",
      "Excellence",
      "Integrity",
    ]);
    await expect(page.locator("main").getByRole("link", { name: "Meet Our Team" }).getAttribute("href")).resolves.toBe(
      "/team",
    );
  });

  it("services: eight cards with features, four hosting packages exactly as the spec, four steps", async () => {
    await open("/services");
    const cards = page.locator('section[aria-labelledby="services-heading"] article');
    await expect(cards.count()).resolves.toBe(8);
    expect(await cards.locator("h3").allTextContents()).toEqual(seedServices.map((s) => s.title));
    await expect(cards.first().locator("li").count()).resolves.toBe(seedServices[0]!.features.length);

    const packages = page.locator('section[aria-labelledby="hosting-heading"] article');
    await expect(packages.count()).resolves.toBe(4);
    const expected = [
      ["NOBOJATRA", 12000, "50,000", "50 GB", "50 GB"],
      ["GOTI", 17000, "100,000", "80 GB", "80 GB"],
      ["DIGONTO", 25000, "10,00,000", "150 GB", "Unlimited"],
      ["AKASH CHOA", 35000, "Unlimited", "300 GB", "Unlimited"],
    ] as const;
    expect(hostingPackages.map((p) => p.name)).toEqual(expected.map((row) => row[0]));
    for (const [index, [name, price, visitors, storage, bandwidth]] of expected.entries()) {
      const card = packages.nth(index);
      await expect(card.locator("h3").textContent()).resolves.toBe(name);
      const text = (await card.textContent()) ?? "";
      expect(text).toContain(formatBDT(price));
      const values = await card
        .locator("dl > div")
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
        );
      expect(values).toEqual([
        ["Daily visitors", visitors],
        ["Storage", storage],
        ["Bandwidth", bandwidth],
      ]);
      for (const inclusion of hostingInclusions) expect(text).toContain(inclusion);
      const href = await card.getByRole("link").getAttribute("href");
      expect(href).toBe(`/contact?subject=${encodeURIComponent(`Hosting: ${name}`)}`);
    }
    await expect(packages.nth(1).getByRole("link").getAttribute("href")).resolves.toBe(
      "/contact?subject=Hosting%3A%20GOTI",
    );

    expect(await page.locator('section[aria-labelledby="process-heading"] h3').allTextContents()).toEqual([
      "Discovery",
      "Planning",
      "Development",
      "Delivery",
    ]);
  });

  it("shop: the spec's twelve products from ৩,৯৯৯৳ to ১,২৯,৯৯৯৳ and its category buttons, from the database", async () => {
    await open("/shop");
    const cards = page.locator("main article");
    await expect(cards.count()).resolves.toBe(12);
    expect(await cards.locator("h2").allTextContents()).toEqual(demoProducts.map((product) => product.name));
    expect(await page.getByTestId("product-price").allTextContents()).toEqual(
      demoProducts.map((product) => formatBDT(product.price)),
    );
    const prices = demoProducts.map((product) => product.price);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([3999, 129999]);
    expect(
      await page.getByRole("navigation", { name: "Product categories" }).getByRole("link").allTextContents(),
    ).toEqual(["All", "Laptops", "Accessories", "Audio", "Gaming", "Displays", "Wearables", "Storage"]);
    for (const product of demoProducts)
      await expect(page.getByRole("img", { name: product.imageAlt }).count()).resolves.toBe(1);
  });

  it("portfolio: six projects from the database in a 2/3-column grid with case-study links", async () => {
    await open("/portfolio");
    await expect(page.locator("h1").textContent()).resolves.toBe("Our Portfolio");
    const cards = page.locator("main ul.grid > li");
    await expect(cards.count()).resolves.toBe(6);
    expect(await cards.locator("h2").allTextContents()).toEqual(seedProjects.map((p) => p.title));
    const grid = await page.locator("main ul.grid").getAttribute("class");
    expect(grid).toContain("md:grid-cols-2");
    expect(grid).toContain("lg:grid-cols-3");
    const link = cards.first().getByRole("link", { name: /View Case Study/ });
    await expect(link.getAttribute("href")).resolves.toBe("/portfolio/logistics-tracking-platform");
    await expect(link.getAttribute("target")).resolves.toBeNull();
    await expect(cards.first().locator("img").getAttribute("src")).resolves.toMatch(/^\/media\//);
    await expect(page.getByRole("heading", { name: "Ready to Start Your Project?" }).count()).resolves.toBe(1);
    await expect(page.locator("main").getByRole("link", { name: "Get Started" }).getAttribute("href")).resolves.toBe(
      "/contact",
    );

    // "View Case Study" opens the project's own page: challenge, solution and results, no external link.
    await link.click();
    await page.waitForURL(/\/portfolio\/logistics-tracking-platform$/);
    // The URL changes as the navigation starts; the new page is there once its heading is.
    await page.locator("h1").filter({ hasText: seedProjects[0]!.title }).waitFor();
    const sections = await page.locator("main h2").allTextContents();
    expect(sections.slice(0, 3)).toEqual(["The Challenge", "Our Solution", "The Results"]);
    await page.getByText(seedProjects[0]!.results.split("\n\n")[0]!).waitFor();
    await expect(page.getByRole("link", { name: /Visit the project/ }).count()).resolves.toBe(0);
    await page.getByRole("link", { name: "All projects" }).click();
    await page.waitForURL(/\/portfolio$/);
  });

  it("team: six members with a mailto link, no icon for an empty profile link, and staggered entrance", async () => {
    await open("/team");
    await expect(page.getByText("Meet the talented professionals who make our success possible").count()).resolves.toBe(
      1,
    );
    const cards = page.locator("main article");
    await expect(cards.count()).resolves.toBe(6);
    expect(await cards.locator("h2").allTextContents()).toEqual(teamMembers.map((m) => m.name));
    const first = teamMembers[0]!;
    const firstName = first.name.split(" ")[0];
    // The demo members have no real profiles, so no LinkedIn or X icon is shown on their cards (an empty link shows none;
    // the footer's icons are the company's own profiles).
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: / on LinkedIn | on X \(Twitter\)/ })
        .count(),
    ).resolves.toBe(0);
    await expect(page.getByRole("link", { name: `Email ${firstName}` }).getAttribute("href")).resolves.toBe(
      `mailto:${first.social.email}`,
    );
    const delays = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays).toEqual(["0s", "0.2s", "0.4s", "0.6s", "0.8s", "1s"]);
    await expect(
      page.locator("main").getByRole("link", { name: "View Open Positions" }).getAttribute("href"),
    ).resolves.toBe("/contact");
  });

  it("team and testimonials: the portraits are 400 px WebP drawn from the SVGs, in English and Bengali (decision 052)", async () => {
    const pages = [
      { path: "/team", portraits: "main article img", count: teamMembers.length },
      { path: "/", portraits: 'section[aria-labelledby="testimonials-heading"] img', count: seedTestimonials.length },
    ];
    for (const { path, portraits, count } of pages) {
      for (const localized of [path, path === "/" ? "/bn" : `/bn${path}`]) {
        await open(localized);
        const images = page.locator(portraits);
        // The lower ones load lazily: load and decode every one.
        await images.evaluateAll((els) =>
          Promise.all(
            els.map((el) => {
              const image = el as HTMLImageElement;
              image.loading = "eager";
              return image.decode();
            }),
          ),
        );
        const loaded = await images.evaluateAll((els) =>
          els.map((el) => ({ src: (el as HTMLImageElement).currentSrc, width: (el as HTMLImageElement).naturalWidth })),
        );
        expect(loaded, localized).toHaveLength(count);
        for (const { src, width } of loaded) {
          expect(width, src).toBe(400);
          expect((await page.request.get(src)).headers()["content-type"], src).toBe("image/webp");
        }
      }
    }
  });

  it("blog: six cards whose 'Read More' opens the article", async () => {
    await open("/blog");
    await expect(page.locator("h1").textContent()).resolves.toBe("Our Blog");
    const cards = page.locator('section[aria-label="Articles"] article');
    await expect(cards.count()).resolves.toBe(6);
    const first = blogPosts[0]!;
    const text = (await cards.first().textContent()) ?? "";
    for (const part of [first.category, first.date, first.title, first.excerpt, first.author])
      expect(text).toContain(part);
    await expect(page.getByRole("heading", { name: "Subscribe to Our Newsletter" }).count()).resolves.toBe(1);
    await expect(page.getByPlaceholder("Enter your email").count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: "Subscribe" }).count()).resolves.toBe(1);

    await cards
      .first()
      .getByRole("link", { name: /Read More/ })
      .click();
    await page.waitForURL(`${site.url}/blog/${first.slug}`);
    await page.locator("h1", { hasText: first.title }).waitFor();
    await expect(page.title()).resolves.toBe(`${first.title} | Codexa Technologies`);
  });

  it("articles: full text, their own title, description and share image, and a way back", async () => {
    for (const post of blogPosts) {
      await open(`/blog/${post.slug}`);
      await expect(page.title()).resolves.toBe(`${post.title} | Codexa Technologies`);
      await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBe(post.description);
      // The demo covers are SVGs, which link previews refuse: the share image is the site's card.
      await expect(page.locator('meta[property="og:image"]').getAttribute("content")).resolves.toBe(
        `${PUBLIC_URL}${DEFAULT_OG_IMAGE}`,
      );
      await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("article");
      const lastParagraph = post.body.filter((block) => block.type === "p").at(-1)!.text!;
      await expect(page.getByText(lastParagraph).count()).resolves.toBe(1);
      await expect(
        page.locator("main").getByRole("link", { name: "Back to all articles" }).first().getAttribute("href"),
      ).resolves.toBe("/blog");
      const cover = await page.locator("main article img").first().getAttribute("src");
      expect((await fetch(`${site.url}${cover}`)).headers.get("content-type")).toBe("image/svg+xml");
    }
    const missing = await fetch(`${site.url}/blog/no-such-article`);
    expect(missing.status).toBe(404);
  });

  it("privacy and terms have real content, including what the forms store and cookie-free counting", async () => {
    await open("/privacy");
    const privacy = (await page.locator("main").textContent()) ?? "";
    expect(privacy).toContain("Contact form");
    expect(privacy).toContain("Newsletter sign-up");
    expect(privacy).toContain("24 months");
    expect(privacy).toContain("does not use cookies, does not store your IP address");
    await open("/terms");
    await expect(page.locator("h1").textContent()).resolves.toBe("Terms of Service");
    await expect(page.locator("main h2").count()).resolves.toBeGreaterThan(4);
  });

  it("brings a section's heading into view below the sticky header from the contents list", async () => {
    await open("/terms");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "Intellectual property" })
      .click();
    const heading = page.locator("#intellectual-property");
    // Scrolling is smooth: wait until the heading has stopped moving.
    let previous = Number.NaN;
    await expect
      .poll(async () => {
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        const settled = top === previous;
        previous = top;
        return settled;
      })
      .toBe(true);
    const headerBottom = await page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom);
    expect(previous).toBeGreaterThanOrEqual(headerBottom);
  });
});

describe("search engines, sharing and quality gates", () => {
  // One load of each page for both: its head, then its images.
  it("gives each page a unique title and description, a canonical URL from PUBLIC_URL and share tags, and every image dimensions and alt text, lazily below the fold", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of [...publicPages, articlePaths[0]!]) {
      await open(path);
      const head = await page.evaluate(() => {
        const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: content('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          ogTitle: content('meta[property="og:title"]'),
          ogDescription: content('meta[property="og:description"]'),
          ogUrl: content('meta[property="og:url"]'),
          ogImage: content('meta[property="og:image"]'),
          twitterCard: content('meta[name="twitter:card"]'),
          icon: document.querySelector('link[rel="icon"]')?.getAttribute("href"),
          manifest: document.querySelector('link[rel="manifest"]'),
        };
      });
      const canonical = path === "/" ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${path}`;
      expect(head.lang).toBe("en");
      expect(head.canonical, path).toBe(canonical);
      expect(head.ogUrl).toBe(canonical);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogImage).toMatch(new RegExp(`^${PUBLIC_URL}/images/.+\\.png$`));
      expect(head.twitterCard).toBe("summary_large_image");
      expect(head.icon).toBe("/favicon.svg");
      // No web app manifest: a marketing site is not an app to install, and Chromium fetched it and its icon on
      // every first visit (decision 208).
      expect(head.manifest).toBeNull();
      expect(head.description?.length ?? 0).toBeGreaterThan(50);
      expect(head.description?.length ?? 0).toBeLessThanOrEqual(160);
      titles.add(head.title);
      descriptions.add(head.description ?? "");

      const images = await page.locator("img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute("src"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      for (const image of images) {
        expect(image.width, `${path} ${image.src}`).toMatch(/^\d+$/);
        expect(image.height, `${path} ${image.src}`).toMatch(/^\d+$/);
        expect(image.alt, `${path} ${image.src}`).not.toBeNull();
        if (image.top > 2000) expect(image.loading, `${path} ${image.src}`).toBe("lazy");
      }
    }
    expect(titles.size).toBe(publicPages.length + 1);
    expect(descriptions.size).toBe(publicPages.length + 1);
  });

  it("serves a sitemap of every public page, case study and article, and robots.txt naming it", async () => {
    const sitemap = await fetch(`${site.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The demo posts' categories, each with a page (decision 193); no demo post has a tag.
    const categoryPaths = [...new Set(blogPosts.map((post) => post.category))]
      .sort()
      .map((category) => `/blog/category/${slugify(category)}`);
    const englishPaths = [
      ...[...publicPages.slice(0, 7), "/newsletter/archive", "/contact", "/privacy", "/terms"],
      ...categoryPaths,
      ...seedProjects.map((project) => `/portfolio/${projectSlug({ slug: "", title: project.title })}`),
      ...articlePaths,
    ];
    // The English pages, then the same in Bengali (decision 130).
    expect(locations).toEqual([
      ...englishPaths.map((p) => (p === "/" ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${p}`)),
      ...englishPaths.map((p) => (p === "/" ? `${PUBLIC_URL}/bn` : `${PUBLIC_URL}/bn${p}`)),
    ]);

    const robots = await fetch(`${site.url}/robots.txt`);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    const text = await robots.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  // One test per page, so each gets its own time budget on a loaded machine.
  it.each([...publicPages, ...articlePaths, "/portfolio/mobile-wallet-app"])(
    "has no axe violations on %s",
    async (path) => {
      await open(path);
      await settleAnimations(page);
      expect(await axeViolations(page), path).toEqual([]);
    },
  );

  it("never requests anything from another origin", () => {
    expect(requestedUrls.size).toBeGreaterThan(50);
    const foreign = [...requestedUrls].filter((url) => !url.startsWith(`${site.url}/`) && !url.startsWith("data:"));
    expect(foreign).toEqual([]);
  });
});
