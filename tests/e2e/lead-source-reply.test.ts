import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { CONTACT_SUCCESS } from "~/utils/contact-fields";

import { TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { HUMAN_DELAY_MS, sleep } from "../support/contact";
import { siteWithSmtp } from "../support/site";

describe("lead source and email replies in a browser", () => {
  const site = siteWithSmtp({ admin: true });

  async function openMessage(subject: string): Promise<Page> {
    const page = await site.newPage({ signedIn: true });
    await page.goto(`${site.url}/admin/contact-requests?q=${encodeURIComponent(subject)}`);
    await page.getByRole("link", { name: "Grace Hopper" }).first().click();
    await page.waitForURL(/contact-requests\/[0-9a-f-]{36}/);
    await page.waitForLoadState("networkidle");
    return page;
  }

  it("records where a visitor came from without a cookie, and shows it in the message view", async () => {
    // The home page is in the page cache first: a visit with tracking parameters is served that same
    // cached page (decision 160), and the capture still reads them from the address.
    await fetch(`${site.url}/`);
    const visitor = await site.newContext();
    const page = await visitor.newPage();
    await page.goto(`${site.url}/?utm_source=x&utm_campaign=y`, { referer: "https://www.example.org/some/article" });
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Services" })
      .first()
      .click();
    await page.waitForURL(/\/services$/);
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Contact" })
      .first()
      .click();
    await page.waitForURL(/\/contact$/);
    await page.getByLabel("Your Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("Your Email", { exact: true }).fill("grace@example.test");
    await page.getByLabel("Subject", { exact: true }).fill("Campaign lead");
    await page.getByLabel("Message", { exact: true }).fill("Saw your ad.");
    await sleep(HUMAN_DELAY_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(CONTACT_SUCCESS).first().waitFor();
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    const admin = await openMessage("Campaign lead");
    const source = admin.locator("section", { has: admin.getByRole("heading", { name: "Lead source" }) });
    const text = (await source.innerText()).replace(/\s+/g, " ");
    expect(text).toContain("Landing page /");
    expect(text).toContain("Referring site www.example.org");
    expect(text).toContain("Sent from page /services");
    expect(text).toContain("UTM source x");
    expect(text).toContain("UTM campaign y");
    await admin.context().close();
  });

  it("replies from the message view: an empty reply is refused, a sent one arrives and shows as sent", async () => {
    const page = await openMessage("Campaign lead");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Please write a reply before sending it").waitFor();
    expect(site.smtp.received).toHaveLength(0);

    await page.getByLabel("Reply to grace@example.test").fill("Thanks Grace, we will call you tomorrow.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply sent to grace@example.test").waitFor();
    const timeline = page.locator("#timeline ol");
    await timeline.getByText("Thanks Grace, we will call you tomorrow.").waitFor();
    expect(await timeline.innerText()).toContain(`${TEST_ADMIN.email} replied by email`);
    expect(await timeline.innerText()).toMatch(/Sent ·/);
    expect(await timeline.innerText()).toContain("set the status to Replied");
    expect(site.smtp.received).toHaveLength(1);
    expect(site.smtp.received[0]!.to).toEqual(["grace@example.test"]);
    expect(site.smtp.received[0]!.raw).toMatch(/^In-Reply-To: <contact-[0-9a-f-]{36}@/m);
    expect(await axeViolations(page)).toEqual([]);

    // SMTP refuses the next one: it is kept as failed with the reason, and "Retry now" sends it.
    site.smtp.failNext(1);
    await page.getByLabel("Reply to grace@example.test").fill("Second try");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page
      .getByText(
        "Reply saved but not sent. The mail server refused it: 451 Mailbox temporarily unavailable. It will be retried.",
      )
      .waitFor();
    await timeline
      .getByText(/Not sent\. The mail server refused it: 451 Mailbox temporarily unavailable \(1 attempt/)
      .waitFor();
    await page.getByRole("button", { name: "Retry now" }).click();
    await page.getByText("Reply sent to grace@example.test").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Retry now" }).count()).toBe(0);
    expect(site.smtp.received).toHaveLength(2);
    expect(site.smtp.received[1]!.raw).toContain("Second try");
    await page.context().close();
  });

  it("keeps saved replies in both languages and inserts one, filled in, to edit before sending", async () => {
    const editor = await site.newPage({ signedIn: true });
    await editor.goto(`${site.url}/admin/saved-replies`);
    await editor.getByRole("link", { name: "Add saved reply" }).click();
    await editor.waitForURL(/saved-replies\/new$/);
    await editor.getByRole("textbox", { name: /^Title\b(?! \(Bengali\))/ }).fill("Prices");
    // An unknown placeholder is refused, and what was typed stays.
    await editor
      .getByRole("textbox", { name: /^Reply text\b(?! \(Bengali\))/ })
      .fill("Dear {nmae}, thanks for asking about {subject}.");
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Unknown placeholder {nmae}: use {name}, {subject}, {company}").first().waitFor();
    expect(await editor.getByRole("textbox", { name: /^Title\b(?! \(Bengali\))/ }).inputValue()).toBe("Prices");
    await editor
      .getByRole("textbox", { name: /^Reply text\b(?! \(Bengali\))/ })
      .fill("Dear {name}, thanks for asking about {subject}. Our prices start at £500. – {company}");
    await editor.getByLabel("Title (Bengali)", { exact: true }).fill("দাম");
    await editor
      .getByLabel("Reply text (Bengali)", { exact: true })
      .fill("প্রিয় {name}, {subject} নিয়ে লেখার জন্য ধন্যবাদ।");
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Saved reply added successfully").waitFor();
    expect(await editor.locator("main").innerText()).toContain("Prices");
    await editor.context().close();

    const page = await openMessage("Campaign lead");
    const reply = page.getByLabel("Reply to grace@example.test");
    await reply.fill("Hello! ");
    await page.getByLabel("Saved reply").selectOption({ label: "Prices" });
    await page.getByRole("button", { name: "Insert" }).click();
    const filled = "Dear Grace Hopper, thanks for asking about Campaign lead. Our prices start at £500. – ";
    await expect.poll(() => reply.inputValue()).toContain(`Hello! ${filled}`);
    expect(page.url()).not.toContain("savedReply");
    await reply.press("End");
    await reply.pressSequentially(" See you soon.");
    const sent = site.smtp.received.length;
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply sent to grace@example.test").waitFor();
    await expect.poll(() => site.smtp.received.length).toBe(sent + 1);
    const raw = site.smtp.received.at(-1)!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain("Dear Grace Hopper, thanks for asking about Campaign lead.");
    expect(raw).toContain("See you soon.");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    // Without JavaScript, Insert reloads the page with the text in the reply box.
    const plain = await site.newPage({ signedIn: true, javaScriptEnabled: false });
    await plain.goto(`${site.url}/admin/contact-requests?q=Campaign`);
    await plain.getByRole("link", { name: "Grace Hopper" }).first().click();
    await plain.getByLabel("Saved reply").selectOption({ label: "Prices" });
    await plain.getByRole("button", { name: "Insert" }).click();
    await plain.waitForURL(/\?q=Campaign&savedReply=[0-9a-f-]{36}#reply$/);
    expect(await plain.getByLabel("Reply to grace@example.test").inputValue()).toContain(filled);
    await plain.context().close();
  });
});
