import { beforeEach, describe, expect, it } from "vitest";

import { COMMON_PASSWORD_MESSAGE } from "~/features/account/password-strength.server";

import { loginOverHttp, TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

describe("admin settings", () => {
  const site = siteUnderTest({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true } });
  beforeEach(async () => {
    await site.page.goto(`${site.url}/admin/settings`);
  });

  const company = () => site.page.getByRole("region", { name: "Company details" });
  const openPart = async (label: string) => {
    await site.page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: label }).click();
    await site.page.waitForURL(`${site.url}/admin/settings/${label.toLowerCase()}`);
  };

  it("opens on the admin's own account, with a link to each part their role has, the current one marked", async () => {
    expect(site.page.url()).toBe(`${site.url}/admin/settings/account`);
    const tabs = site.page.getByRole("navigation", { name: "Settings" }).getByRole("link");
    expect(await tabs.allInnerTexts()).toEqual(["Your account", "Security", "Notifications", "Company", "Admins"]);
    expect(await tabs.first().getAttribute("aria-current")).toBe("page");
    for (const label of ["Security", "Notifications", "Company", "Admins"]) {
      await openPart(label);
      await site.page.locator('nav[aria-label="Settings"] a[aria-current="page"]', { hasText: label }).waitFor();
      expect(await site.page.locator('nav[aria-label="Settings"] a[aria-current="page"]').count()).toBe(1);
      expect(await axeViolations(site.page)).toEqual([]);
    }
    await site.page.setViewportSize({ width: 390, height: 800 });
    expect(await axeViolations(site.page)).toEqual([]);
    expect(await site.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("shows field errors and keeps what was typed, then saves company details that the public site shows", async () => {
    await openPart("Company");
    await company().getByLabel("Company name").fill("");
    await company().getByLabel("Email").fill("not-an-email");
    await company().getByLabel("Phone").fill("+44 20 7946 0000");
    await company().getByRole("button", { name: "Save company details" }).click();
    await company().getByText("Company name is required").waitFor();
    await company().getByText("Enter a valid email address").waitFor();
    expect(await company().getByLabel("Phone").inputValue()).toBe("+44 20 7946 0000");
    expect(await company().getByLabel("Company name").getAttribute("aria-invalid")).toBe("true");

    await company().getByLabel("Company name").fill("Codexa Test Ltd");
    await company().getByLabel("Email").fill("hello@codexa.test");
    await company().getByRole("button", { name: "Save company details" }).click();
    await site.page.getByText("Company details saved").waitFor();
    expect(await company().getByLabel("Phone").inputValue()).toBe("+44 20 7946 0000");

    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain("+44 20 7946 0000");
    expect(home).toContain("hello@codexa.test");
  });

  it("shows in the footer only the social links that are set, each linking to its profile", async () => {
    const page = site.page;
    await openPart("Company");
    const profiles = () =>
      page.getByRole("contentinfo").getByRole("link", { name: / on (LinkedIn|X \(Twitter\)|Facebook|GitHub) / });
    for (const label of ["LinkedIn link", "X (Twitter) link", "Facebook link"])
      await company().getByLabel(label).fill("");
    await company().getByLabel("GitHub link").fill("javascript:alert(1)");
    await company().getByRole("button", { name: "Save company details" }).click();
    await company().getByText("Enter a link starting with http:// or https://").waitFor();
    expect(await company().getByLabel("GitHub link").inputValue()).toBe("javascript:alert(1)");

    await company().getByLabel("GitHub link").fill("https://github.com/codexa-footer-test");
    await company().getByRole("button", { name: "Save company details" }).click();
    await page.getByText("Company details saved").waitFor();
    await page.goto(`${site.url}/about`);
    await expect(profiles().count()).resolves.toBe(1);
    const github = page.getByRole("contentinfo").getByRole("link", { name: /on GitHub \(opens in a new tab\)/ });
    expect(await github.getAttribute("href")).toBe("https://github.com/codexa-footer-test");

    await page.goto(`${site.url}/admin/settings/company`);
    await company().getByLabel("GitHub link").fill("");
    await company().getByRole("button", { name: "Save company details" }).click();
    await page.getByText("Company details saved").waitFor();
    await page.goto(`${site.url}/about`);
    await page.getByRole("contentinfo").getByText("Quick Links").waitFor();
    await expect(profiles().count()).resolves.toBe(0);
  });

  // Adding someone is by invitation now (decision 181, tests/e2e/admin-invitations.test.ts); the password rules
  // on accepting are tested there and in tests/integration/admin-invitations*.test.ts.
  it("adds an admin by invitation and removes them after a confirmation naming them", async () => {
    await openPart("Admins");
    const admins = site.page.getByRole("region", { name: "Staff accounts" });
    await admins.getByLabel("Email", { exact: true }).fill("new.admin@example.test");
    await admins.getByRole("button", { name: "Send invitation" }).click();
    const link = admins.getByLabel("Invitation link for new.admin@example.test");
    await link.waitFor();
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const invited = await context.newPage();
    await invited.goto(await link.inputValue());
    await invited.getByLabel("Password", { exact: true }).fill("temporary-password-1");
    await invited.getByLabel("Confirm password").fill("temporary-password-1");
    await invited.getByRole("button", { name: "Accept and sign in" }).click();
    await invited.waitForURL(`${site.url}/admin`);
    await context.close();
    await site.page.reload();
    expect(await admins.getByRole("button", { name: `Remove ${TEST_ADMIN.email}` }).count()).toBe(0);

    await admins.getByRole("button", { name: "Remove new.admin@example.test" }).click();
    const dialog = site.page.getByRole("dialog", { name: "Remove new.admin@example.test?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await admins.getByRole("button", { name: "Remove new.admin@example.test" }).click();
    await site.page.getByRole("dialog").getByRole("button", { name: "Remove admin" }).click();
    await site.page.getByText("Admin new.admin@example.test removed").waitFor();
    expect(await admins.getByText("new.admin@example.test").count()).toBe(0);
    await expect(
      loginOverHttp(site.url, { email: "new.admin@example.test", password: "temporary-password-1" }),
    ).rejects.toThrow("401");
  });

  it("lets an admin turn their own daily digest of unanswered messages on and off", async () => {
    await openPart("Notifications");
    const digest = site.page.getByRole("region", { name: "Unanswered messages digest" });
    // This test site has no SMTP_URL: the section says no digest goes out until one is set.
    await digest.getByText("No mail server is configured").waitFor();
    const box = digest.getByLabel("Email me a daily digest");
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await digest.getByRole("button", { name: "Save" }).click();
    await site.page.getByText("Daily digest turned on").waitFor();
    await site.page.reload();
    expect(await box.isChecked()).toBe(true);
    expect(await axeViolations(site.page)).toEqual([]);
    await box.uncheck();
    await digest.getByRole("button", { name: "Save" }).click();
    await site.page.getByText("Daily digest turned off").waitFor();
    await site.page.reload();
    expect(await box.isChecked()).toBe(false);
  });

  it("signs out every other session", async () => {
    const other = await loginOverHttp(site.url);
    await site.page.reload();
    const sessions = site.page.getByRole("region", { name: "Sessions" });
    await sessions
      .getByRole("button", { name: /^Sign out Unknown device/ })
      .first()
      .waitFor();
    await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
    await site.page.getByText(/Signed out \d+ other session/).waitFor();
    await sessions.getByText("You are not signed in anywhere else.").waitFor();
    const response = await fetch(`${site.url}/admin`, {
      redirect: "manual",
      headers: { Cookie: `admin_session=${other}` },
    });
    expect(response.status).toBe(302);
    expect(
      (
        await fetch(`${site.url}/admin/settings/account`, {
          redirect: "manual",
          headers: { Cookie: (await site.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
        })
      ).status,
    ).toBe(200);
  });

  it("lists this admin's sessions by device, and one revoked from another session is signed out at its next request", async () => {
    const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const laptop = await site.newPage({ userAgent: firefoxOnWindows, viewport: { width: 1280, height: 900 } });
    await laptop.goto(`${site.url}/admin/login`);
    await laptop.getByLabel("Email").fill(TEST_ADMIN.email);
    await laptop.getByLabel("Password").fill(TEST_ADMIN.password);
    await laptop.getByRole("button", { name: "Login to Dashboard" }).click();
    await laptop.waitForURL(`${site.url}/admin`);

    await site.page.reload();
    const sessions = site.page.getByRole("region", { name: "Sessions" });
    const list = sessions.getByRole("list", { name: "Your sessions" });
    const current = list.getByRole("listitem").filter({ hasText: "This session" });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole("button").count()).toBe(0);
    const firefox = list.getByRole("listitem").filter({ hasText: "Firefox on Windows" });
    await firefox.getByText(/Signed in .* at .* Dhaka time \(UTC\+6\) · last seen .* at .* Dhaka time/).waitFor();
    await firefox.getByRole("button", { name: /^Sign out Firefox on Windows/ }).click();
    await site.page.getByText("Signed out that session").waitFor();
    expect(await list.getByText("Firefox on Windows").count()).toBe(0);

    // The laptop's next request finds no session: it is sent to the login page.
    await laptop.goto(`${site.url}/admin/settings`);
    await laptop.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
    await laptop.context().close();
    // And the session that revoked it is still signed in.
    await site.page.reload();
    await sessions.getByText("This session").waitFor();
  });

  it("refuses a wrong current password, a mismatched confirmation and a common new password", async () => {
    const account = site.page.getByRole("region", { name: "Your account" });
    await account.getByLabel("Current password").fill("not-my-password");
    await account.getByLabel("New password", { exact: true }).fill("another-long-password");
    await account.getByLabel("Confirm new password").fill("another-long-passwort");
    await account.getByRole("button", { name: "Change password" }).click();
    await account.getByText("The passwords do not match").waitFor();
    await account.getByLabel("Confirm new password").fill("another-long-password");
    await account.getByRole("button", { name: "Change password" }).click();
    await account.getByText("Your current password is not correct").waitFor();

    await account.getByLabel("Current password").fill(TEST_ADMIN.password);
    await account.getByLabel("New password", { exact: true }).fill("qwertyuiop123");
    await account.getByLabel("Confirm new password").fill("qwertyuiop123");
    await account.getByRole("button", { name: "Change password" }).click();
    await account.getByText(COMMON_PASSWORD_MESSAGE).waitFor();
  });
});
