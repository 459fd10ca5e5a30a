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
});
