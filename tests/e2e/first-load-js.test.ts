import zlib from "node:zlib";

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { products } from "~/content/products";
import { seedProjects } from "~/content/seed";
import { wordsFor } from "~/words/words.server";

import { BLOCK_PAGE_PATH, seedBlockPage } from "../support/block-page";
import { waitForPageScripts } from "../support/browser";
import { seedSentIssue, SENT_ISSUE_SLUG } from "../support/newsletter-archive";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";
import { SIMPLEWEBAUTHN_MARKER } from "../support/webauthn";

// Libraries fetched only when they are needed, each found by a name it keeps through minification: Zod
// (~25 KB gzip) for the forms' checks, react-hot-toast (~4.5 KB) for toasts, and @simplewebauthn/browser,
// which only the admin's passkey buttons load (decision 118) and no public page ever does.
const LAZY_LIBRARIES = { zod: "$ZodError", toasts: "_goober", passkeys: SIMPLEWEBAUTHN_MARKER } as const;
type Library = keyof typeof LAZY_LIBRARIES;

const caseStudy = `/portfolio/${seedProjects[0]!.slug}`;
const article = `/blog/${blogPosts[0]!.slug}`;
const newsletterIssue = `/newsletter/${SENT_ISSUE_SLUG}`;
/** Content pages: plain documents with the site script only (decision 165), in both editions. */
const contentPages = [
  "/",
  "/about",
  "/services",
  "/portfolio",
  caseStudy,
  "/team",
  "/blog",
  "/blog/category/cloud",
  article,
  "/newsletter/archive",
  newsletterIssue,
  "/privacy",
  "/terms",
  "/search?q=cloud",
  BLOCK_PAGE_PATH,
  "/no-such-page",
].flatMap((path) => [path, path === "/" ? "/bn" : `/bn${path}`]);
/** Pages with interactive parts: a plain script of their own, started after the first paint (decision 163). */
const scriptPages = ["/shop", "/contact", "/bn/shop", "/bn/contact"];
// The blog and the newsletter's archive end with the sign-up form.
const pagesWithoutForms = contentPages.filter((path) => !path.endsWith("/blog") && !path.includes("/newsletter/"));
// Each page with a browser-checked form, and the field a visitor would start with.
const formPages: { path: string; field: (page: Page) => Locator }[] = [
  { path: "/contact", field: (page) => page.getByLabel("Your Email") },
];

const site = siteUnderTest({
  admin: true,
  seed: async (dataDir) => {
    await seedSentIssue(dataDir);
    await seedBlockPage(dataDir);
  },
});

/** Opens a page, recording which of the lazy libraries the scripts it fetches (now or later) carry. */
async function openRecordingScripts(path: string, signedIn = false, origin = site.url) {
  const page = await (await site.newContext({ signedIn })).newPage();
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text());
  });
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  // A page with a runtime or a script of its own starts it once the first screen is complete, which can be after
  // the network has been idle for a while: wait for it. Content pages have neither (decision 165).
  await waitForPageScripts(page);
  const loaded = async (): Promise<Library[]> => {
    const bodies = await Promise.all(scripts);
    return (Object.keys(LAZY_LIBRARIES) as Library[]).filter((library) =>
      bodies.some((body) => body.includes(LAZY_LIBRARIES[library])),
    );
  };
  return { page, scripts, loaded };
}

/**
 * When each script the page fetched started, read once the page's scripts run: they wait for the first
 * screen (decision 123), which can be after the network has been idle for a while.
 */
async function scriptStarts(page: Page): Promise<{ name: string; start: number }[]> {
  await waitForPageScripts(page);
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

/** Words of the site's own (a footer heading, a shop hint, a 404 text) in English and Bengali. */
const SITE_WORDS = [
  wordsFor("en").footer.quickLinks,
  wordsFor("bn").footer.quickLinks,
  wordsFor("en").shop.noMatchHint,
  wordsFor("bn").shop.noMatchHint,
  wordsFor("bn").notFound.text,
];

/** Content pages' budget (issue 27): every script fetched on load, gzipped, and how many files. */
const CONTENT_PAGE_GZIP_BYTES = 12 * 1024;
const CONTENT_PAGE_SCRIPT_FILES = 4;
/** The shop and the contact page (issue 27): what they need to be interactive, after the first paint. */
const SCRIPT_PAGE_GZIP_BYTES = 70 * 1024;
// The rich-text editor (Tiptap on ProseMirror) keeps this name through minification (its CSS class).
const EDITOR_MARKER = "ProseMirror";

async function scriptBodies(path: string) {
  const { page, scripts } = await openRecordingScripts(path);
  return { page, bodies: await Promise.all(scripts) };
}

function expectNoSiteWordsOrEditor(bodies: string[]) {
  expect(bodies.some((body) => body.includes(EDITOR_MARKER))).toBe(false);
  // The site's own words reach the page as HTML (or loader data), never as code (decision 137).
  for (const words of SITE_WORDS)
    expect(
      bodies.some((body) => body.includes(words)),
      words,
    ).toBe(false);
}

/**
 * A content page's budget: no framework runtime, no loader data, at most 12 KB gzip in at most 4 files; and for
 * one without a form, none of the lazy libraries either (one page load checks both).
 */
async function expectLightContentPage(path: string, withoutForms: boolean) {
  const { page, scripts, loaded } = await openRecordingScripts(path);
  const bodies = await Promise.all(scripts);
  expectNoSiteWordsOrEditor(bodies);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.length).toBeLessThanOrEqual(CONTENT_PAGE_SCRIPT_FILES);
  const gzipBytes = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).byteLength, 0);
  expect(gzipBytes).toBeLessThanOrEqual(CONTENT_PAGE_GZIP_BYTES);
  // No router started, and the document carries none of its data (the article body is sent once).
  expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterDataRouter" in window)).toBe(
    false,
  );
  expect(await page.content()).not.toContain("__reactRouterContext");
  // The site script did run (its toast region is there), so the count above is of a working page.
  await page.locator("[data-toasts-live]").waitFor({ state: "attached" });
  if (withoutForms) expect(await loaded()).toEqual([]);
  await page.context().close();
}

describe("first-load JavaScript", () => {
  it.each(pagesWithoutForms)(
    "%s carries no framework runtime and no loader data: at most 12 KB gzip in at most 4 files; it loads neither Zod, the toasts nor the passkey library",
    (path) => expectLightContentPage(path, true),
  );

  it.each(contentPages.filter((path) => !pagesWithoutForms.includes(path)))(
    "%s carries no framework runtime and no loader data: at most 12 KB gzip in at most 4 files",
    (path) => expectLightContentPage(path, false),
  );

  it.each(scriptPages)(
    "%s carries no framework runtime and no loader data: its own script, at most 70 KB gzip with the site's",
    async (path) => {
      const { page, bodies } = await scriptBodies(path);
      expectNoSiteWordsOrEditor(bodies);
      const gzipBytes = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).byteLength, 0);
      expect(gzipBytes).toBeLessThanOrEqual(SCRIPT_PAGE_GZIP_BYTES);
      expect(bodies.length).toBe(2);
      expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterDataRouter" in window)).toBe(
        false,
      );
      expect(await page.content()).not.toContain("__reactRouterContext");
      // Its script did run, so the count above is of a working page.
      expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBe("ready");
      await page.context().close();
    },
  );

  it.each(["/shop", "/contact", "/bn/shop"])(
    "%s fetches none of its runtime before the page is parsed and painted (decision 123)",
    async (path) => {
      // Scripts downloaded before the paint share a slow phone's link with the page (Lighthouse counts them in
      // its LCP): the bootstrap module and React Router's modulepreloads both wait for the paint. The site
      // script (a few KB, a module, so never render-blocking) is the one script fetched while parsing.
      const page = await (await site.newContext()).newPage();
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      // The paint's own timestamp is when the frame reached the screen, which may come a little after the
      // script that starts the downloads ran; the document being parsed to its end comes before both.
      const scripts = (await scriptStarts(page)).filter((script) => !script.name.includes("/site-script-"));
      const parsed = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(parsed);
      await page.context().close();
    },
  );

  it("a page built from blocks loads no more JavaScript than the lightest of today's pages (decision 173)", async () => {
    const gzip = async (path: string) => {
      const { page, bodies } = await scriptBodies(path);
      await page.context().close();
      return bodies.reduce((sum, body) => sum + zlib.gzipSync(body).byteLength, 0);
    };
    const today = await Promise.all(["/about", "/privacy", "/no-such-page"].map(gzip));
    expect(await gzip(BLOCK_PAGE_PATH)).toBeLessThanOrEqual(Math.min(...today));
    expect(await gzip(`/bn${BLOCK_PAGE_PATH}`)).toBeLessThanOrEqual(Math.min(...today));
  });

  it("/team's largest paint competes with no framework script (its cards' fade-in once waited for them)", async () => {
    // On a phone's screen, Lighthouse's viewport, the largest element is the first card's text, shown only
    // when its entrance ends; the router's ~110 KB once started 0.8 s before that. Now the page fetches the
    // site script alone, a few KB, and starts no router at all.
    const context = await site.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/team`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_500);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/site-script-[\w-]+\.js$/);
    await context.close();
  });
  it("the admin blog editor does load it (so the check above can fail)", async () => {
    const { page, scripts } = await openRecordingScripts("/admin/blog/new", true);
    await page.getByRole("textbox", { name: "Body", exact: true }).waitFor();
    expect((await Promise.all(scripts)).some((body) => body.includes(EDITOR_MARKER))).toBe(true);
    await page.context().close();
  });

  it("the admin login page loads the passkey library only when a passkey is asked for", async () => {
    // By name: on 127.0.0.1 the page says passkeys need a domain name and offers no button (issue 25, finding 9).
    const byName = site.url.replace("//127.0.0.1:", "//localhost:");
    const { page, loaded } = await openRecordingScripts("/admin/login", false, byName);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await loaded()).not.toContain("passkeys");
    // The library is loaded before the ceremony starts, whatever the server then answers.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(loaded, { timeout: 10_000 }).toContain("passkeys");
    await page.context().close();
  });

  it.each(formPages)("$path loads Zod only once the visitor focuses the form", async ({ path, field }) => {
    const { page, loaded } = await openRecordingScripts(path);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await loaded()).toEqual([]);
    await field(page).focus();
    await expect.poll(loaded, { timeout: 10_000 }).toEqual(["zod"]);
    await page.context().close();
  });

  it.each(["/blog", "/shop"])(
    "%s checks its newsletter form on the server: no Zod, even once focused",
    async (path) => {
      const { page, loaded } = await openRecordingScripts(path);
      await page.waitForFunction(() => document.querySelector("form[data-newsletter][novalidate]") !== null);
      await page.getByPlaceholder("Enter your email").focus();
      await page.waitForTimeout(500);
      expect(await loaded()).toEqual([]);
      await page.context().close();
    },
  );

  it("shows the shop's toast with the site script, never loading the React toast library", async () => {
    const { page, loaded } = await openRecordingScripts("/shop");
    const [product] = products;
    await page.getByRole("button", { name: new RegExp(`^Add to Cart\\W+${product!.name}$`) }).click();
    await expectToast(page, `${product!.name} added to cart`);
    expect(await loaded()).toEqual([]);
    await page.context().close();
  });
});
