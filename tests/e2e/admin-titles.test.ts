import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { contactMessages } from "~/db/schema";

import { siteUnderTest } from "../support/site";

async function seedDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(contactMessages).values({
      name: "Nadia Rahman",
      email: "nadia@example.test",
      subject: "Website quote",
      message: "We need a new site.",
    });
  } finally {
    await database.close();
  }
}

/** Every admin screen with a fixed path (the record screens are found from their lists below). */
const SCREENS = [
  "/admin",
  "/admin/logo",
  "/admin/clients",
  "/admin/services",
  "/admin/services/new",
  "/admin/portfolio",
  "/admin/portfolio/new",
  "/admin/team",
  "/admin/team/new",
  "/admin/faq",
  "/admin/faq/new",
  "/admin/products",
  "/admin/products/new",
  "/admin/product-categories",
  "/admin/product-categories/new",
  "/admin/hosting",
  "/admin/hosting/new",
  "/admin/legal",
  "/admin/legal/privacy",
  "/admin/legal/terms",
  "/admin/process",
  "/admin/process/new",
  "/admin/about-figures",
  "/admin/about-figures/new",
  "/admin/core-values",
  "/admin/core-values/new",
  "/admin/why-choose-us",
  "/admin/why-choose-us/new",
  "/admin/technologies",
  "/admin/technologies/new",
  "/admin/page-texts",
  "/admin/page-texts/home",
  "/admin/page-texts/about",
  "/admin/vision-mission",
  "/admin/testimonials",
  "/admin/testimonials/new",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/media",
  "/admin/menus",
  "/admin/menus/new",
  "/admin/menus/new?menu=legal",
  "/admin/settings/account",
  "/admin/settings/security",
  "/admin/settings/notifications",
  "/admin/settings/company",
  "/admin/settings/admins",
  "/admin/settings/two-factor",
  "/admin/contact-requests",
  "/admin/newsletter",
  "/admin/data-requests",
  "/admin/audit",
];

/** Lists whose first record's own screen is checked too. */
const RECORD_LISTS = [
  "services",
  "portfolio",
  "team",
  "faq",
  "products",
  "product-categories",
  "hosting",
  "process",
  "about-figures",
  "core-values",
  "why-choose-us",
  "technologies",
  "testimonials",
  "blog",
  "contact-requests",
  "menus",
];

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

async function headings(page: Page) {
  return page.evaluate(() => ({
    h1: [...document.querySelectorAll("h1")].map((h) => ({
      text: (h as HTMLElement).innerText.trim(),
      inHeader: h.closest("header") !== null,
    })),
    others: [...document.querySelectorAll("main h2, main h3, main h4")].map((h) => (h as HTMLElement).innerText.trim()),
  }));
}

describe("admin screen titles", () => {
  const site = siteUnderTest({ admin: true, seed: seedDataDir });

  it("every admin screen has one <h1>, the header's title from the path, and no heading repeats it", async () => {
    // The headings are the server's HTML, which hydration must keep: read without running the scripts,
    // which took most of this walk's time (about 75 screens).
    const page = await site.newPage({ signedIn: true, javaScriptEnabled: false });
    const paths = [...SCREENS];
    for (const list of RECORD_LISTS) {
      await page.goto(`${site.url}/admin/${list}`);
      const href = await page
        .locator(`main a[href*="/admin/${list}/"]`)
        .evaluateAll(
          (links, prefix) =>
            links
              .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
              .find((p) => new RegExp(`^${prefix}[0-9a-f-]{36}$`).test(p)),
          `/admin/${list}/`,
        );
      expect(href, `a record link on /admin/${list}`).toBeTruthy();
      paths.push(href!);
      if (list === "blog") paths.push(`${href}/revisions`);
    }

    for (const path of paths) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      const { h1, others } = await headings(page);
      expect(h1, path).toHaveLength(1);
      expect(h1[0]!.inHeader, path).toBe(true);
      const title = words(h1[0]!.text);
      expect(title, path).not.toBe("");
      expect(others.map(words), `${path}: a heading repeats the title "${h1[0]!.text}"`).not.toContain(title);
    }
    await page.context().close();
    // About 75 page loads: over 90 s while both suites load the two cores (CI, 2026-11-30).
  }, 240_000);
});
