import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_ADMIN, signInContext, testAdminEnv } from "../support/admin-login";
import { axeViolations, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

describe("admin sign-in and shell", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: testAdminEnv }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const fillLogin = async (email: string, password: string) => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login to Dashboard" }).click();
  };
  /** Waits for the header to show `title` (a client navigation renders just after the URL changes). */
  const expectTitle = (title: string) => page.locator("header").getByText(title, { exact: true }).first().waitFor();

  it("signs in: toast 'Login successful', lands on /admin, and a reload keeps the session", async () => {
    await page.goto(`${server.url}/admin/login`);
    expect(await page.getByText("first password", { exact: false }).count()).toBe(0);
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByText("Login successful").waitFor();
    await page.waitForURL(`${server.url}/admin`);
    await expectTitle("Overview");
    await page.reload();
    expect(page.url()).toBe(`${server.url}/admin`);
    await expectTitle("Overview");
  });

  it("without JavaScript, signs in and shows the flash message in the page instead of a toast", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/admin/login`);
    await plain.getByLabel("Email").fill(TEST_ADMIN.email);
    await plain.getByLabel("Password").fill(TEST_ADMIN.password);
    await plain.getByRole("button", { name: "Login to Dashboard" }).click();
    await plain.waitForURL(`${server.url}/admin`);
    expect(await plain.getByRole("status").filter({ hasText: "Login successful" }).isVisible()).toBe(true);
    await plain.reload();
    expect(await plain.getByText("Login successful").count()).toBe(0);
    await noScript.close();
  });

  it("refuses a wrong password with 'Invalid credentials' and keeps the email", async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Email").waitFor();
    await fillLogin(TEST_ADMIN.email, "not-the-right-password");
    await page.getByRole("alert").filter({ hasText: "Invalid credentials" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(TEST_ADMIN.email);
    expect(page.url()).toBe(`${server.url}/admin/login`);
    await fillLogin("nobody@example.test", "not-the-right-password");
    await page.getByRole("alert").filter({ hasText: "Invalid credentials" }).waitFor();
  });

  it("sends a signed-out visitor to the login page and back where they were going", async () => {
    await page.goto(`${server.url}/admin/settings`);
    expect(page.url()).toBe(`${server.url}/admin/login?redirectTo=%2Fadmin%2Fsettings`);
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${server.url}/admin/settings`);
    await expectTitle("Settings");
  });

  it("logs out from the sidebar: the session ends and admin pages redirect again", async () => {
    await signInContext(context, server.url);
    await page.goto(`${server.url}/admin`);
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await page.goto(`${server.url}/admin`);
    expect(page.url()).toBe(`${server.url}/admin/login`);
    expect((await context.cookies()).some((cookie) => cookie.name === "admin_session")).toBe(false);
  });

  it("lists the eight sidebar items and remembers a collapsed sidebar across a reload", async () => {
    await signInContext(context, server.url);
    await page.goto(`${server.url}/admin`);
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Overview",
      "Update Logo",
      "Client Logos",
      "Services",
      "Portfolio",
      "Testimonials",
      "Contact Requests",
      "Settings",
    ]);
    const toggle = page.getByRole("button", { name: "Collapse sidebar" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    expect(await expand.getAttribute("aria-expanded")).toBe("false");
    const settledWidth = async () => {
      await page.waitForFunction(() => document.getElementById("admin-sidebar")!.getAnimations().length === 0);
      return (await page.locator("#admin-sidebar").boundingBox())!.width;
    };
    const narrow = await settledWidth();
    expect(narrow).toBeLessThan(100);
    await page.reload();
    expect(await page.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded")).toBe("false");
    expect(await settledWidth()).toBe(narrow);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await page.reload();
    expect(await page.getByRole("button", { name: "Collapse sidebar" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("works the profile menu from the keyboard", async () => {
    await signInContext(context, server.url);
    await page.goto(`${server.url}/admin`);
    const button = page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` });
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect((await menu.getByRole("menuitem").allTextContents()).map((text) => text.trim())).toEqual(["Profile", "Settings", "Logout"]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe("Profile");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Settings");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Logout");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("menu");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/admin/settings`);
    await expectTitle("Settings");

    await button.focus();
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Logout");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/admin/login`);
  });

  it("is usable at 390 px: the sidebar is off-canvas behind a menu button", async () => {
    await signInContext(context, server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin`);
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const open = page.getByRole("button", { name: "Navigation" });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    await open.click();
    await nav.waitFor({ state: "visible" });
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await open.click();
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/admin/settings`);
    await nav.waitFor({ state: "hidden" });
    await expectTitle("Settings");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
  });

  it("has no axe violations on the login page, the shell and settings", async () => {
    await page.goto(`${server.url}/admin/login`);
    expect(await axeViolations(page)).toEqual([]);
    await fillLogin(TEST_ADMIN.email, "wrong-password-here");
    await page.getByRole("alert").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInContext(context, server.url);
    await page.goto(`${server.url}/admin`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Profile menu for ${TEST_ADMIN.email}` }).click();
    await page.getByRole("menu").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/admin/settings`);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Navigation" }).click();
    await page.getByRole("navigation", { name: "Admin" }).waitFor({ state: "visible" });
    expect(await axeViolations(page)).toEqual([]);
  });
});
