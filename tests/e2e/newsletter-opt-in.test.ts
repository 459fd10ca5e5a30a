import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { NEWSLETTER_SUCCESS } from "~/utils/newsletter-fields";

import { axeViolations } from "../support/browser";
import { rawRequest } from "../support/raw-http";
import { siteWithSmtp } from "../support/site";
import type { ReceivedMail } from "../support/smtp";

/** A header of a raw mail, folded lines joined. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const unfolded = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1];
}

/** The path and query of the first `path` link in a (quoted-printable) mail body. */
function linkIn(mail: ReceivedMail, path: string): string {
  const body = mail.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`https?://[^/\\s]+(/${path}\\?token=[A-Za-z0-9._-]+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[1]!;
}

describe("newsletter double opt-in and one-click unsubscribe through a real SMTP server", () => {
  const site = siteWithSmtp({ admin: true });
  const email = "opt-in.reader@example.test";

  async function signUp(page: Page, address: string) {
    const form = page
      .locator("form", { has: page.getByPlaceholder("Enter your email") })
      .filter({ has: page.getByRole("button", { name: "Subscribe" }) });
    await form.getByPlaceholder("Enter your email").fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.getByPlaceholder("Enter your email").inputValue(), { timeout: 30_000 }).toBe("");
  }

  async function adminList(): Promise<string> {
    const admin = await site.newPage({ signedIn: true });
    await admin.goto(`${site.url}/admin/newsletter`);
    const text = (await admin.locator("main").innerText()).replace(/\s+/g, " ");
    await admin.context().close();
    return text;
  }

  it("emails a signed link; the link's button confirms; a repeat sign-up sends nothing more", async () => {
    const page = await (await site.newContext()).newPage();
    await page.goto(`${site.url}/blog`);
    await page.waitForFunction(
      () => document.querySelector("form[novalidate] input[placeholder='Enter your email']") !== null,
    );
    await signUp(page, email);
    await page.getByText(NEWSLETTER_SUCCESS).first().waitFor();
    await expect.poll(() => site.smtp.received.length, { timeout: 30_000 }).toBe(1);
    const mail = site.smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await adminList()).toContain(`${email} Waiting for confirmation`);

    // A changed link: a clear page, and nothing changes.
    const confirmLink = linkIn(mail, "newsletter/confirm");
    const tampered = await page.goto(`${site.url}${confirmLink.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`);
    expect(tampered?.status()).toBe(400);
    await page.getByRole("heading", { level: 1, name: "This link does not work" }).waitFor();
    expect(await page.getByRole("button", { name: "Confirm subscription" }).count()).toBe(0);

    const opened = await page.goto(`${site.url}${confirmLink}`);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await page.getByRole("heading", { level: 1, name: "Confirm your subscription" }).waitFor();
    expect(await page.locator("main").innerText()).toContain(email);
    expect(await axeViolations(page)).toEqual([]);
    // Opening the link alone (as a mail scanner would) did not confirm.
    expect(await adminList()).toContain(`${email} Waiting for confirmation`);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await page.getByRole("heading", { level: 1, name: "Subscription confirmed" }).waitFor();
    expect(await adminList()).toContain(`${email} Confirmed`);

    // Signing up again answers the same and sends no second email.
    await page.goto(`${site.url}/shop`);
    await page.waitForFunction(
      () => document.querySelector("form[novalidate] input[placeholder='Enter your email']") !== null,
    );
    await signUp(page, email.toUpperCase());
    await page.getByText(NEWSLETTER_SUCCESS).first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.smtp.received).toHaveLength(1);

    const overview = await site.newPage({ signedIn: true });
    await overview.goto(`${site.url}/admin`);
    const counts = overview.locator("section", {
      has: overview.getByRole("heading", { name: "Newsletter subscribers" }),
    });
    expect((await counts.innerText()).replace(/\s+/g, " ")).toContain("1 confirmed · 0 waiting for confirmation");
    await overview.context().close();
    await page.context().close();
  });

  it("unsubscribes with the mail program's one-click POST (RFC 8058), which carries no Origin", async () => {
    const mail = site.smtp.received[0]!;
    const listUnsubscribe = header(mail, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(/^<https?:\/\/.+\/newsletter\/unsubscribe\?token=[A-Za-z0-9._-]+>$/);
    const path = new URL(listUnsubscribe!.slice(1, -1)).pathname + new URL(listUnsubscribe!.slice(1, -1)).search;

    // A forged token is refused and nothing changes.
    const forged = await rawRequest(site.url, {
      method: "POST",
      path: path.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
    expect(await adminList()).toContain(`${email} Confirmed`);

    const oneClick = await rawRequest(site.url, {
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await adminList()).toContain("No subscribers found");

    // The link in the email then says so, in a page of the site.
    const page = await (await site.newContext()).newPage();
    await page.goto(`${site.url}${linkIn(mail, "newsletter/unsubscribe")}`);
    await page.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("This address is not on our newsletter list.");
    await page.context().close();
  });

  it("unsubscribes from the page's button, for a sign-up never confirmed", async () => {
    const page = await (await site.newContext()).newPage();
    await page.goto(`${site.url}/shop`);
    await page.waitForFunction(
      () => document.querySelector("form[novalidate] input[placeholder='Enter your email']") !== null,
    );
    await signUp(page, "not-me@example.test");
    await expect.poll(() => site.smtp.received.length, { timeout: 30_000 }).toBe(2);
    await page.goto(`${site.url}${linkIn(site.smtp.received[1]!, "newsletter/unsubscribe")}`);
    await page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("not-me@example.test has been removed");
    expect(await adminList()).toContain("No subscribers found");
    await page.context().close();
  });
});
