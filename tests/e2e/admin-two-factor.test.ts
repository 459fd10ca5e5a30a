import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { totpCode } from "../support/totp";

// Issue 16: TOTP two-factor sign-in, in a browser. Codes come from the test's clock through the same
// function the server checks them with (tests/support/totp.ts).
describe("two-factor sign-in (TOTP)", () => {
  const site = siteUnderTest({ admin: true });

  async function signInWithPassword(credentials = TEST_ADMIN): Promise<Page> {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel("Email").fill(credentials.email);
    await page.getByLabel("Password").fill(credentials.password);
    await page.getByRole("button", { name: "Login to Dashboard" }).click();
    return page;
  }

  it(
    "enrols with a server-drawn QR code and a key, signs in with password + code and with a recovery code that then no longer works",
    { timeout: 300_000 },
    async () => {
      const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
      const otherHosts: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(site.url) && !request.url().startsWith("data:")) otherHosts.push(request.url());
      });
      await page.goto(`${site.url}/admin/settings/security`);
      const security = page.getByRole("region", { name: "Two-factor sign-in" });
      await security.getByText("Off").waitFor();
      await security.getByRole("link", { name: "Set up" }).click();
      await page.waitForURL(`${site.url}/admin/settings/two-factor`);
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
      await qr.waitFor();
      expect(await qr.locator("svg path").count()).toBeGreaterThan(0);
      const secret = (await page.getByTestId("totp-key").innerText()).replace(/\s+/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel("Code from the app").fill("000000");
      await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await page.getByText("That code is not right").waitFor();
      await page.getByLabel("Code from the app").fill(totpCode(secret));
      await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      const list = page.getByRole("list", { name: "Recovery codes" });
      await list.waitFor();
      const recoveryCodes = await list.getByRole("listitem").allInnerTexts();
      expect(recoveryCodes).toHaveLength(10);
      expect(otherHosts).toEqual([]);

      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${site.url}/admin/login`);

      // Password, then the next step's code (the enrolment used this step's).
      const withCode = await signInWithPassword();
      await withCode.waitForURL(`${site.url}/admin/login/two-factor`);
      await withCode.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      expect(await axeViolations(withCode)).toEqual([]);
      // The password alone opens nothing.
      await withCode.goto(`${site.url}/admin`);
      await withCode.waitForURL(/\/admin\/login/);
      await withCode.goto(`${site.url}/admin/login/two-factor`);
      await withCode.getByLabel("Authentication code").fill("123456");
      await withCode.getByRole("button", { name: "Verify" }).click();
      await withCode.getByText("That code is not right, or was already used").waitFor();
      const nextCode = totpCode(secret, 30);
      await withCode.getByLabel("Authentication code").fill(nextCode);
      await withCode.getByRole("button", { name: "Verify" }).click();
      await withCode.waitForURL(`${site.url}/admin`);
      await withCode.context().close();

      // The same code a second time is refused: each step is accepted once.
      const replay = await signInWithPassword();
      await replay.waitForURL(`${site.url}/admin/login/two-factor`);
      await replay.getByLabel("Authentication code").fill(nextCode);
      await replay.getByRole("button", { name: "Verify" }).click();
      await replay.getByText("That code is not right, or was already used").waitFor();
      await replay.context().close();

      const withRecovery = await signInWithPassword();
      await withRecovery.waitForURL(`${site.url}/admin/login/two-factor`);
      await withRecovery.getByRole("link", { name: "Use a recovery code" }).click();
      await withRecovery.getByLabel("Recovery code").fill(recoveryCodes[0]!.toUpperCase());
      await withRecovery.getByRole("button", { name: "Verify" }).click();
      await withRecovery.waitForURL(`${site.url}/admin`);
      await withRecovery.goto(`${site.url}/admin/settings/security`);
      await withRecovery
        .getByRole("region", { name: "Two-factor sign-in" })
        .getByText("9 recovery codes left")
        .waitFor();
      await withRecovery.context().close();

      const reused = await signInWithPassword();
      await reused.waitForURL(`${site.url}/admin/login/two-factor`);
      await reused.getByRole("link", { name: "Use a recovery code" }).click();
      await reused.getByLabel("Recovery code").fill(recoveryCodes[0]!);
      await reused.getByRole("button", { name: "Verify" }).click();
      await reused.getByText("That recovery code is not right, or was already used").waitFor();
      await reused.getByLabel("Recovery code").fill(recoveryCodes[1]!);
      await reused.getByRole("button", { name: "Verify" }).click();
      await reused.waitForURL(`${site.url}/admin`);

      // "Require two-factor for all admins": a new admin without it is sent to set it up.
      await reused.goto(`${site.url}/admin/settings/security`);
      await reused.getByLabel("Require two-factor for all admins").check();
      await reused.getByRole("region", { name: "Two-factor sign-in" }).getByRole("button", { name: "Save" }).click();
      await reused.getByText("Two-factor sign-in is now required for every admin").waitFor();
      await reused.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Admins" }).click();
      const admins = reused.getByRole("region", { name: "Staff accounts" });
      // Added by invitation (decision 181): on accepting, they set up two-factor before anything else.
      await admins.getByLabel("Email", { exact: true }).fill("second.admin@example.test");
      await admins.getByRole("button", { name: "Send invitation" }).click();
      const link = admins.getByLabel("Invitation link for second.admin@example.test");
      await link.waitFor();
      const second = await (await site.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await second.goto(await link.inputValue());
      await second.getByLabel("Password", { exact: true }).fill("second-admins-own-words");
      await second.getByLabel("Confirm password").fill("second-admins-own-words");
      await second.getByRole("button", { name: "Accept and sign in" }).click();
      await second.waitForURL(`${site.url}/admin/settings/two-factor`);
      await second.getByText("This site requires two-factor sign-in for every admin.").waitFor();
      await second.goto(`${site.url}/admin/services`);
      await second.waitForURL(`${site.url}/admin/settings/two-factor`);
      await second.context().close();

      // Turning it off (this session signed in just now, decision 143); then the password alone signs in again.
      await reused.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Security" }).click();
      await reused.getByLabel("Require two-factor for all admins").uncheck();
      await reused.getByRole("region", { name: "Two-factor sign-in" }).getByRole("button", { name: "Save" }).click();
      await reused.getByText("Two-factor sign-in is no longer required").waitFor();
      await reused.goto(`${site.url}/admin/settings/two-factor`);
      const disable = reused.getByRole("region", { name: "Turn off two-factor sign-in" });
      await disable.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
      await reused.getByText("Two-factor sign-in is off").waitFor();
      await reused.context().close();
      const plain = await signInWithPassword();
      await plain.waitForURL(`${site.url}/admin`);
      await plain.context().close();
    },
  );
});
