import zlib from "node:zlib";

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";
import { pageText } from "~/content/i18n/pages.server";
import { siteText } from "~/content/i18n/site.server";
import { products } from "~/content/products";
import { seedProjects } from "~/content/seed";

import { waitForRouter } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { SIMPLEWEBAUTHN_MARKER } from "../support/webauthn";

// Libraries fetched only when they are needed, each found by a name it keeps through minification: Zod
// (~25 KB gzip) for the forms' checks, react-hot-toast (~4.5 KB) for toasts, and @simplewebauthn/browser,
// which only the admin's passkey buttons load (decision 118) and no public page ever does.
const LAZY_LIBRARIES = { zod: "$ZodError", toasts: "_goober", passkeys: SIMPLEWEBAUTHN_MARKER } as const;
type Library = keyof typeof LAZY_LIBRARIES;

const caseStudy = `/portfolio/${seedProjects[0]!.slug}`;
const pagesWithoutForms = [
  "/",
  "/bn",
  "/about",
  "/services",
  "/portfolio",
  caseStudy,
  `/bn${caseStudy}`,
  "/team",
  `/blog/${blogPosts[0]!.slug}`,
  "/privacy",
  "/terms",
];
// Each page with a browser-checked form, and the field a visitor would start with.
const formPages: { path: string; field: (page: Page) => Locator }[] = [
  { path: "/shop", field: (page) => page.getByPlaceholder("Enter your email") },
  { path: "/blog", field: (page) => page.getByPlaceholder("Enter your email") },
  { path: "/contact", field: (page) => page.getByLabel("Your Email") },
];

const site = siteUnderTest({ admin: true });

/** Opens a page, recording which of the lazy libraries the scripts it fetches (now or later) carry. */
async function openRecordingScripts(path: string, signedIn = false) {
  const page = await (await site.newContext({ signedIn })).newPage();
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text());
  });
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  // The scripts start once the first screen is complete (on /team after the first card's fade-in), which
  // can be after the network has been idle for a while: wait for the router they start.
  await waitForRouter(page);
  const loaded = async (): Promise<Library[]> => {
    const bodies = await Promise.all(scripts);
    return (Object.keys(LAZY_LIBRARIES) as Library[]).filter((library) =>
      bodies.some((body) => body.includes(LAZY_LIBRARIES[library])),
    );
  };
  return { page, scripts, loaded };
}

/**
 * When each script the page fetched started, read once the router exists: the scripts wait for the first
 * screen (decision 123), which can be after the network has been idle for a while.
 */
async function scriptStarts(page: Page): Promise<{ name: string; start: number }[]> {
  await waitForRouter(page);
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

/** Words of the site's own (a footer heading, a shop hint, a 404 text) in English and Bengali. */
const SITE_WORDS = [
  siteText.en.footer.quickLinks,
  siteText.bn.footer.quickLinks,
  pageText.en.shop.noMatchHint,
  pageText.bn.shop.noMatchHint,
  siteText.bn.notFound.text,
];

/** Public pages' first-load budget (issue 13): every script fetched on load, gzipped. */
const PUBLIC_FIRST_LOAD_GZIP_BYTES = 130 * 1024;
// The rich-text editor (Tiptap on ProseMirror) keeps this name through minification (its CSS class).
const EDITOR_MARKER = "ProseMirror";

describe("first-load JavaScript", () => {
  it.each([...pagesWithoutForms, ...formPages.map((page) => page.path), "/bn/shop", "/bn/contact"])(
    "%s never loads the rich-text editor and stays within 130 KB gzip",
    async (path) => {
      const { page, scripts } = await openRecordingScripts(path);
      const bodies = await Promise.all(scripts);
      expect(bodies.some((body) => body.includes(EDITOR_MARKER))).toBe(false);
      // The site's own words arrive as loader data, never as code (decision 137): neither language's is here.
      for (const words of SITE_WORDS)
        expect(
          bodies.some((body) => body.includes(words)),
          words,
        ).toBe(false);
      const gzipBytes = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).byteLength, 0);
      expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_FIRST_LOAD_GZIP_BYTES);
      await page.context().close();
    },
  );

  it.each(["/", "/about", "/bn/about", "/shop"])(
    "%s fetches no script before the page is parsed and painted (decision 123)",
    async (path) => {
      // Scripts downloaded before the paint share a slow phone's link with the page (Lighthouse counts them in
      // its LCP): the bootstrap module and React Router's modulepreloads both wait for the paint.
      const page = await (await site.newContext()).newPage();
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      // The paint's own timestamp is when the frame reached the screen, which may come a little after the
      // script that starts the downloads ran; the document being parsed to its end comes before both.
      const scripts = await scriptStarts(page);
      const parsed = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(parsed);
      await page.context().close();
    },
  );

  it("/team fetches no script until its largest element has appeared (the first card's fade-in)", async () => {
    // On a phone's screen, Lighthouse's viewport, the largest element is the first card's text, shown only
    // when its entrance ends: 0.8 s after the scripts had started before. (The home page's hero image, now
    // awaited decoded rather than loaded, usually comes before the scripts too, but a frame's jitter either
    // way is too close to test.)
    const context = await site.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/team`, { waitUntil: "networkidle" });
    const scripts = await scriptStarts(page);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries().at(-1)!.startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts.map((script) => script.start))).toBeGreaterThanOrEqual(largestPaint);
    await context.close();
  });

  it("the admin blog editor does load it (so the check above can fail)", async () => {
    const { page, scripts } = await openRecordingScripts("/admin/blog/new", true);
    await page.getByRole("textbox", { name: "Body", exact: true }).waitFor();
    expect((await Promise.all(scripts)).some((body) => body.includes(EDITOR_MARKER))).toBe(true);
    await page.context().close();
  });

  it("the admin login page loads the passkey library only when a passkey is asked for", async () => {
    const { page, loaded } = await openRecordingScripts("/admin/login");
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await loaded()).not.toContain("passkeys");
    // On 127.0.0.1 the browser refuses the ceremony (an IP address is no RP ID); the library is loaded first.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(loaded, { timeout: 10_000 }).toContain("passkeys");
    await page.context().close();
  });

  it.each(pagesWithoutForms)("%s loads neither Zod, the toasts nor the passkey library", async (path) => {
    const { page, scripts, loaded } = await openRecordingScripts(path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await loaded()).toEqual([]);
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

  it("loads the toasts with the first one", async () => {
    const { page, loaded } = await openRecordingScripts("/shop");
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    const [product] = products;
    await page.getByRole("button", { name: new RegExp(`^Add to Cart\\W+${product!.name}$`) }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${product!.name} added to cart` })
      .waitFor();
    expect(await loaded()).toEqual(["toasts"]);
    await page.context().close();
  });
});
