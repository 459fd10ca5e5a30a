import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const publicPages = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
];
const navLabels = ["Home", "About", "Services", "Shop", "Portfolio", "Team", "Blog", "Contact"];

describe("site frame", () => {
  const site = siteUnderTest();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await site.newContext({ baseURL: site.url });
    page = await context.newPage();
  });

  it("every public page and the admin login answer 200", async () => {
    for (const path of [...publicPages, "/blog/" + (await firstBlogSlug()), "/admin/login"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });

  async function firstBlogSlug() {
    const { blogPosts } = await import("~/content/blog");
    return blogPosts[0]!.slug;
  }

  it("an unknown URL shows the branded 404 page with status 404", async () => {
    for (const path of ["/nothing-here", "/admin/nothing-here"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("link", { name: "Back to home" }).getAttribute("href")).resolves.toBe("/");
    }
  });

  it("the header has the eight links and marks the current page", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link").allTextContents()).resolves.toEqual(navLabels);
    await expect(nav.getByRole("link", { name: "Services" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).resolves.toBeNull();
  });

  it("the footer lists what the spec lists", async () => {
    await page.goto("/");
    const footer = page.locator("footer");
    const text = await footer.innerText();
    for (const label of [
      "About Us",
      "Services",
      "Portfolio",
      "Our Team",
      "Blog",
      "Contact",
      "Privacy Policy",
      "Terms of Service",
      "Dhaka",
      "London",
      "Founded in 2014",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
  });

  it("the mobile menu is a real toggle that closes on Escape and on navigation", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobileNav.isVisible()).resolves.toBe(false);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(mobileNav.getByRole("link").allTextContents()).resolves.toEqual(navLabels);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileNav.getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    await mobileNav.waitFor({ state: "hidden", timeout: 5_000 });
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("with JavaScript off the mobile menu shows open, without a button that would do nothing", async () => {
    const noScript = await site.newContext({ baseURL: site.url, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.setViewportSize({ width: 390, height: 844 });
    await plain.goto("/about");
    const mobileNav = plain.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobileNav.isVisible()).resolves.toBe(true);
    await expect(mobileNav.getByRole("link").allTextContents()).resolves.toEqual(navLabels);
    await expect(plain.locator("[data-menu-button]").isVisible()).resolves.toBe(false);
    // On a wide screen the main navigation is in the header and the mobile one stays hidden.
    await plain.setViewportSize({ width: 1280, height: 800 });
    await expect(mobileNav.isVisible()).resolves.toBe(false);
    await noScript.close();
  });

  it("the scroll-to-top button appears past 300 px and scrolls to the top", async () => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/privacy");
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    const button = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(100);
    await expect(button.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.emulateMedia({ reducedMotion: null });
  });

  it("the first Tab reaches the skip link, which moves focus to the content", async () => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => location.hash)).resolves.toBe("#main-content");
  });

  it("the public header and footer are not on admin pages", async () => {
    await page.goto("/admin/login");
    await expect(page.getByRole("navigation", { name: "Main", exact: true }).count()).resolves.toBe(0);
    await expect(page.locator("footer").count()).resolves.toBe(0);
  });

  // One test per page, each with its own time budget: twelve pages' checks in one test ran past the 90 s
  // timeout on a busy machine, and its retry then raced the first attempt's loop on the same page
  // (net::ERR_ABORTED), which decision 007 asks to fix at the cause.
  it.each([...publicPages, "/nothing-here", "/admin/login"])("axe finds no violations on %s", async (path) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  });
});
