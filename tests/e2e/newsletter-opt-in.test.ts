import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { NEWSLETTER_SUCCESS } from "~/features/newsletter/newsletter-fields";
import { formsText } from "~/words/forms";

import { axeViolations } from "../support/browser";
import { rawRequest } from "../support/raw-http";
import { siteWithSmtp } from "../support/site";
import type { ReceivedMail } from "../support/smtp";

/** A header of a raw mail, folded lines joined. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const unfolded = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1];
}

/** A mail's body as text: nodemailer sends English quoted-printable, Bengali base64 or quoted-printable. */
function bodyOf(mail: ReceivedMail): string {
  const [head, ...rest] = mail.raw.split("\r\n\r\n");
  const encoded = rest.join("\r\n\r\n");
  if (/Content-Transfer-Encoding: base64/i.test(head!))
    return Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8");
  return Buffer.from(
    encoded
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The path and query of the first `path` link in a mail body. */
function linkIn(mail: ReceivedMail, path: string): string {
  const body = bodyOf(mail);
  const match = new RegExp(`https?://[^/\\s]+(/${path}\\?token=[A-Za-z0-9._-]+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[1]!;
}

describe("newsletter double opt-in and one-click unsubscribe through a real SMTP server", () => {
  const site = siteWithSmtp({ admin: true });
  const email = "opt-in.reader@example.test";

  async function signUp(page: Page, address: string, words = formsText.en.newsletter) {
    const form = page
      .locator("form", { has: page.getByPlaceholder(words.placeholder) })
      .filter({ has: page.getByRole("button", { name: words.subscribe }) });
    await form.getByPlaceholder(words.placeholder).fill(address);
    await form.getByRole("button", { name: words.subscribe }).click();
    await expect.poll(() => form.getByPlaceholder(words.placeholder).inputValue(), { timeout: 30_000 }).toBe("");
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

  // Issue 25 finding 4: a Bengali subscriber's links go to /bn/newsletter/unsubscribe, and the origin check
  // exempted only the English path, so the mail program's one-click POST got 403 and they stayed listed.
  it("unsubscribes a sign-up from a Bengali page with the one-click POST to its /bn link, and from its footer link", async () => {
    const bn = formsText.bn;
    const page = await (await site.newContext()).newPage();
    for (const address of ["bangla.one-click@example.test", "bangla.footer@example.test"]) {
      const before = site.smtp.received.length;
      await page.goto(`${site.url}/bn/blog`);
      await page.waitForFunction(
        (placeholder) => document.querySelector(`form[novalidate] input[placeholder='${placeholder}']`) !== null,
        bn.newsletter.placeholder,
      );
      await signUp(page, address, bn.newsletter);
      await page.getByText(bn.newsletter.success).first().waitFor();
      await expect.poll(() => site.smtp.received.length, { timeout: 30_000 }).toBe(before + 1);
    }
    const [oneClickMail, footerMail] = site.smtp.received.slice(-2);
    expect(oneClickMail!.to).toEqual(["bangla.one-click@example.test"]);
    const listUnsubscribe = header(oneClickMail!, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(/^<https?:\/\/.+\/bn\/newsletter\/unsubscribe\?token=[A-Za-z0-9._-]+>$/);
    const link = new URL(listUnsubscribe!.slice(1, -1));
    expect(await adminList()).toContain("bangla.one-click@example.test Waiting for confirmation");

    // What a mail provider sends: no Origin, no Referer, no cookie.
    const oneClick = await rawRequest(site.url, {
      method: "POST",
      path: link.pathname + link.search,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await adminList()).not.toContain("bangla.one-click@example.test");

    // The link in the email's footer opens the Bengali page, whose button unsubscribes.
    await page.goto(`${site.url}${linkIn(footerMail!, "bn/newsletter/unsubscribe")}`);
    await page.getByRole("heading", { level: 1, name: bn.newsletterLinks.unsubscribeTitle }).waitFor();
    await page.getByRole("button", { name: bn.newsletterLinks.unsubscribeButton }).click();
    await page.getByRole("heading", { level: 1, name: bn.newsletterLinks.unsubscribedTitle }).waitFor();
    expect(await adminList()).not.toContain("bangla.footer@example.test");
    await page.context().close();
  });
});
