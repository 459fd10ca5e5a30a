import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// A name Zod keeps through minification; a script containing it carries Zod (~25 KB gzip), which the
// public pages must not load before a visitor starts filling in a form.
const ZOD_MARKER = "$ZodError";

const pagesWithoutForms = ["/", "/about", "/services", "/portfolio", "/team", `/blog/${blogPosts[0]!.slug}`, "/privacy", "/terms"];
// Each page with a browser-validated form, and the field a visitor would start with.
const formPages: { path: string; field: (page: Page) => ReturnType<Page["getByLabel"]> }[] = [
  { path: "/shop", field: (page) => page.getByPlaceholder("Enter your email") },
  { path: "/blog", field: (page) => page.getByPlaceholder("Enter your email") },
  { path: "/contact", field: (page) => page.getByLabel("Your Email") },
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page and records, for every script it fetches (now or later), whether it carries Zod. */
async function openRecordingScripts(path: string) {
  const page = await (await browser.newContext()).newPage();
  const scripts: Promise<{ url: string; zod: boolean }>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) {
      scripts.push(response.text().then((body) => ({ url: response.url(), zod: body.includes(ZOD_MARKER) })));
    }
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  const zodScripts = async () => (await Promise.all(scripts)).filter((script) => script.zod).map((script) => script.url);
  return { page, scripts, zodScripts };
}

describe("first-load JavaScript", () => {
  it.each(pagesWithoutForms)("%s loads no Zod", async (path) => {
    const { page, scripts, zodScripts } = await openRecordingScripts(path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await zodScripts()).toEqual([]);
    await page.context().close();
  });

  it.each(formPages)("$path loads Zod only once the visitor focuses the form", async ({ path, field }) => {
    const { page, zodScripts } = await openRecordingScripts(path);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await zodScripts()).toEqual([]);
    await field(page).focus();
    await expect.poll(async () => (await zodScripts()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });
});
