import { describe, expect, it } from "vitest";

import { signInContext, TEST_ADMIN } from "../support/admin-login";
import { axeViolations, waitForRouter } from "../support/browser";
import { siteUnderTest } from "../support/site";

describe("admin sign-in and shell", () => {
  const site = siteUnderTest({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 } } });

  const fillLogin = async (email: string, password: string) => {
    await site.page.getByLabel("Email").fill(email);
    await site.page.getByLabel("Password").fill(password);
    await site.page.getByRole("button", { name: "Login to Dashboard" }).click();
  };
  /** Waits for the header to show `title` (a client navigation renders just after the URL changes). */
  const expectTitle = (title: string) =>
    site.page.locator("header").getByText(title, { exact: true }).first().waitFor();

  it("signs in: toast 'Login successful', lands on /admin, and a reload keeps the session", async () => {
    await site.page.goto(`${site.url}/admin/login`);
    expect(await site.page.getByText("first password", { exact: false }).count()).toBe(0);
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    await site.page.getByText("Login successful").waitFor();
    await site.page.waitForURL(`${site.url}/admin`);
    await expectTitle("Overview");
    await site.page.reload();
    expect(site.page.url()).toBe(`${site.url}/admin`);
    await expectTitle("Overview");
  });

  it("without JavaScript, signs in and shows the flash message in the page instead of a toast", async () => {
    const noScript = await site.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${site.url}/admin/login`);
    await plain.getByLabel("Email").fill(TEST_ADMIN.email);
    await plain.getByLabel("Password").fill(TEST_ADMIN.password);
    await plain.getByRole("button", { name: "Login to Dashboard" }).click();
    await plain.waitForURL(`${site.url}/admin`);
    expect(await plain.getByRole("status").filter({ hasText: "Login successful" }).isVisible()).toBe(true);
    await plain.reload();
    expect(await plain.getByText("Login successful").count()).toBe(0);
    await noScript.close();
  });

  it("refuses a wrong password with 'Invalid credentials' and keeps the email", async () => {
    await site.page.goto(`${site.url}/admin/login`);
    await site.page.getByLabel("Email").waitFor();
    await fillLogin(TEST_ADMIN.email, "not-the-right-password");
    await site.page.getByRole("alert").filter({ hasText: "Invalid credentials" }).waitFor();
    expect(await site.page.getByLabel("Email").inputValue()).toBe(TEST_ADMIN.email);
    expect(site.page.url()).toBe(`${site.url}/admin/login`);
    await fillLogin("nobody@example.test", "not-the-right-password");
    await site.page.getByRole("alert").filter({ hasText: "Invalid credentials" }).waitFor();
  });

  it("sends a signed-out visitor to the login page and back where they were going", async () => {
    await site.page.goto(`${site.url}/admin/settings/security`);
    expect(site.page.url()).toBe(`${site.url}/admin/login?redirectTo=%2Fadmin%2Fsettings%2Fsecurity`);
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    await site.page.waitForURL(`${site.url}/admin/settings/security`);
    await expectTitle("Security");
  });

  it("logs out from the sidebar: the session ends and admin pages redirect again", async () => {
    await signInContext(site.context, site.url);
    await site.page.goto(`${site.url}/admin`);
    await site.page.getByRole("navigation", { name: "Admin" }).waitFor();
    await site.page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
    await site.page.waitForURL(`${site.url}/admin/login`);
    await site.page.goto(`${site.url}/admin`);
    expect(site.page.url()).toBe(`${site.url}/admin/login`);
    expect((await site.context.cookies()).some((cookie) => cookie.name === "admin_session")).toBe(false);
  });

  it("lists the sidebar items (the spec's eight, Page texts, Blog, Media, Team, FAQ, Why choose us, Technologies, Shop products, Hosting packages, Legal pages, Pages, Menus, Newsletter, Newsletter issues, Data requests, Redirects and Audit trail) in groups and remembers a collapsed sidebar across a reload", async () => {
    await signInContext(site.context, site.url);
    await site.page.goto(`${site.url}/admin`);
    const nav = site.page.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Overview",
      "Page texts",
      "Services",
      "Portfolio",
      "Testimonials",
      "Team",
      "FAQ",
      "Process steps",
      "About figures",
      "Core values",
      "Why choose us",
      "Technologies",
      "Shop products",
      "Hosting packages",
      "Client Logos",
      "Blog",
      "Media",
      "Legal pages",
      "Pages",
      "Menus",
      "Contact Requests",
      "Newsletter",
      "Newsletter issues",
      "Data requests",
      "Redirects",
      "Update Logo",
      "Settings",
      "Audit trail",
    ]);
    // Grouped: what visitors read, what they send, and the site's own set-up.
    const group = async (name: string) => nav.getByRole("list", { name }).getByRole("link").allTextContents();
    expect(await group("Content")).toEqual([
      "Page texts",
      "Services",
      "Portfolio",
      "Testimonials",
      "Team",
      "FAQ",
      "Process steps",
      "About figures",
      "Core values",
      "Why choose us",
      "Technologies",
      "Shop products",
      "Hosting packages",
      "Client Logos",
      "Blog",
      "Media",
      "Legal pages",
      "Pages",
      "Menus",
    ]);
    expect(await group("Leads")).toEqual(["Contact Requests", "Newsletter", "Newsletter issues", "Data requests"]);
    expect(await group("Site")).toEqual(["Redirects", "Update Logo", "Settings", "Audit trail"]);
    const toggle = site.page.getByRole("button", { name: "Collapse sidebar" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    const expand = site.page.getByRole("button", { name: "Expand sidebar" });
    expect(await expand.getAttribute("aria-expanded")).toBe("false");
    const settledWidth = async () => {
      await site.page.waitForFunction(() => document.getElementById("admin-sidebar")!.getAnimations().length === 0);
      return (await site.page.locator("#admin-sidebar").boundingBox())!.width;
    };
    const narrow = await settledWidth();
    expect(narrow).toBeLessThan(100);
    await site.page.reload();
    expect(await site.page.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded")).toBe("false");
    expect(await settledWidth()).toBe(narrow);
    await site.page.getByRole("button", { name: "Expand sidebar" }).click();
    await site.page.reload();
    expect(await site.page.getByRole("button", { name: "Collapse sidebar" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("highlights the one sidebar item a screen belongs to: Shop products on the product categories", async () => {
    await signInContext(site.context, site.url);
    const nav = site.page.getByRole("navigation", { name: "Admin" });
    const current = () => nav.locator('a[aria-current="page"]').allTextContents();
    await site.page.goto(`${site.url}/admin/product-categories`);
    expect(await current()).toEqual(["Shop products"]);
    // Client-side navigations: polled, as the URL changes before React renders the new screen.
    await site.page.getByRole("link", { name: "Add category" }).click();
    await site.page.waitForURL(/\/admin\/product-categories\/new$/);
    await expect.poll(current).toEqual(["Shop products"]);
    await nav.getByRole("link", { name: "Services" }).click();
    await site.page.waitForURL(/\/admin\/services$/);
    await expect.poll(current).toEqual(["Services"]);
  });

  it("works the profile menu from the keyboard", async () => {
    await signInContext(site.context, site.url);
    await site.page.goto(`${site.url}/admin`);
    // The menu opens from the keyboard once the page runs its scripts (they start after the first paint).
    await waitForRouter(site.page);
    const button = site.page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` });
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    await button.focus();
    await site.page.keyboard.press("Enter");
    const menu = site.page.getByRole("menu");
    await menu.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect((await menu.getByRole("menuitem").allTextContents()).map((text) => text.trim())).toEqual([
      "Profile",
      "Settings",
      "Logout",
    ]);
    const focused = () => site.page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe("Profile");
    await site.page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Settings");
    await site.page.keyboard.press("ArrowUp");
    await site.page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Logout");
    await site.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await site.page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("menu");

    await site.page.keyboard.press("ArrowDown");
    await site.page.keyboard.press("ArrowDown");
    await site.page.keyboard.press("Enter");
    // Settings opens on the admin's own account (decision 157).
    await site.page.waitForURL(`${site.url}/admin/settings/account`);
    await expectTitle("Account");

    await button.focus();
    await site.page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Logout");
    await site.page.keyboard.press("Enter");
    await site.page.waitForURL(`${site.url}/admin/login`);
  });

  it("is usable at 390 px: the sidebar is off-canvas behind a menu button", async () => {
    await signInContext(site.context, site.url);
    await site.page.setViewportSize({ width: 390, height: 844 });
    await site.page.goto(`${site.url}/admin`);
    const nav = site.page.getByRole("navigation", { name: "Admin" });
    expect(await nav.isVisible()).toBe(false);
    expect(await site.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const open = site.page.getByRole("button", { name: "Navigation" });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    await open.click();
    await nav.waitFor({ state: "visible" });
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    await site.page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await open.click();
    await nav.getByRole("link", { name: "Settings" }).click();
    await site.page.waitForURL(`${site.url}/admin/settings/account`);
    await nav.waitFor({ state: "hidden" });
    await expectTitle("Account");
    expect(await site.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await site.page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` }).click();
    await site.page.getByRole("menuitem", { name: "Logout" }).click();
    await site.page.waitForURL(`${site.url}/admin/login`);
  });

  it("has no axe violations on the login page, the shell and settings", async () => {
    await site.page.goto(`${site.url}/admin/login`);
    expect(await axeViolations(site.page)).toEqual([]);
    await fillLogin(TEST_ADMIN.email, "wrong-password-here");
    await site.page.getByRole("alert").waitFor();
    expect(await axeViolations(site.page)).toEqual([]);
    await signInContext(site.context, site.url);
    await site.page.goto(`${site.url}/admin`);
    expect(await axeViolations(site.page)).toEqual([]);
    await site.page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` }).click();
    await site.page.getByRole("menu").waitFor();
    expect(await axeViolations(site.page)).toEqual([]);
    await site.page.goto(`${site.url}/admin/settings`);
    expect(await axeViolations(site.page)).toEqual([]);
    await site.page.setViewportSize({ width: 390, height: 844 });
    await site.page.getByRole("button", { name: "Navigation" }).click();
    await site.page.getByRole("navigation", { name: "Admin" }).waitFor({ state: "visible" });
    expect(await axeViolations(site.page)).toEqual([]);
  });
});
