// Sudo mode in a browser (decision 143; the server's side is in tests/integration/recent-sign-in.test.ts): a
// session that has not confirmed who it is for a while is asked for the password in a dialog, keeps what it
// typed through a wrong password, and carries on with it; a download goes through the confirmation page. The
// sessions are aged in PostgreSQL under the running server, so the file needs TEST_DATABASE_URL (CI has it).
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a recent sign-in, asked for in the browser", () => {
  const site = siteUnderTest({
    admin: true,
    database: "postgres",
    pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true },
  });

  /** Every session last proved who it was a day ago, far outside the window: the next sensitive action asks. */
  async function ageSessions() {
    const client = new pg.Client({ connectionString: site.databaseUrl });
    await client.connect();
    try {
      await client.query("update sessions set confirmed_at = now() - interval '1 day'");
    } finally {
      await client.end();
    }
  }

  const company = (page: Page) => page.getByRole("region", { name: "Company details" });

  it("asks for the password before a new company email, keeps what was typed through a wrong one, then saves it", async () => {
    const page = site.page;
    await ageSessions();
    await page.goto(`${site.url}/admin/settings/company`);
    await company(page).getByLabel("Email").fill("press@codexa.test");
    await company(page).getByLabel("Phone").fill("+44 20 7946 1111");
    await company(page).getByRole("button", { name: "Save company details" }).click();

    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    await dialog.waitFor();
    // The password field has the focus: the admin types and presses Enter.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete))
      .toBe("current-password");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type("not-my-password");
    await page.keyboard.press("Enter");
    await dialog.getByText("Your password is not correct").waitFor();
    expect(await company(page).getByLabel("Email").inputValue()).toBe("press@codexa.test");
    expect(await company(page).getByLabel("Phone").inputValue()).toBe("+44 20 7946 1111");

    await dialog.getByLabel("Your password").fill(TEST_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.getByText("Company details saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain("press@codexa.test");
    expect(home).toContain("+44 20 7946 1111");

    // Confirmed a moment ago: the next change is saved without asking.
    await page.goto(`${site.url}/admin/settings/company`);
    await company(page).getByLabel("Email").fill("hello@codexa.test");
    await company(page).getByRole("button", { name: "Save company details" }).click();
    await page.getByText("Company details saved").waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it("cancelling the dialog changes nothing and keeps the form as typed", async () => {
    const page = site.page;
    await ageSessions();
    await page.goto(`${site.url}/admin/settings/company`);
    const before = await company(page).getByLabel("Email").inputValue();
    await company(page).getByLabel("Email").fill("elsewhere@codexa.test");
    await company(page).getByRole("button", { name: "Save company details" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await company(page).getByLabel("Email").inputValue()).toBe("elsewhere@codexa.test");
    await page.reload();
    expect(await company(page).getByLabel("Email").inputValue()).toBe(before);
  });

  it("sends a personal-data download through the confirmation page, then starts it", async () => {
    const page = site.page;
    await ageSessions();
    await page.goto(`${site.url}/admin/contact-requests`);
    await page.getByRole("link", { name: "Export CSV" }).click();
    await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/confirm-sign-in");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(`${site.url}/admin/contact-requests`);

    await page.getByRole("link", { name: "Export CSV" }).click();
    await page.getByLabel("Your password").fill(TEST_ADMIN.password);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Confirm and download" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await page.getByText("Thank you. Your download starts now.").waitFor();
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(`${site.url}/admin/contact-requests`);
  });
});
