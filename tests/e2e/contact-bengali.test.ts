import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { pageTextsBn } from "~/content/bn/page-texts";
import { formsText } from "~/words/forms";

import { axeViolations } from "../support/browser";
import { HUMAN_DELAY_MS, sleep } from "../support/contact";
import { siteUnderTest } from "../support/site";

const bn = formsText.bn;
const fields = bn.contact.fieldNames;
const labels = bn.contact.labels;

// "ো" typed as "ে" + "া" (some Bengali keyboards do): stored as one code point, found either way.
const SUBJECT_TYPED = "ম\u09C7\u09BEবাইল অ্যাপ ও ওয়েবসাইট";
const SUBJECT_STORED = SUBJECT_TYPED.normalize("NFC");

describe("the contact form in Bengali, and its message in the inbox", () => {
  const site = siteUnderTest({ admin: true });

  async function field(page: Page, label: string) {
    return page.getByLabel(label, { exact: true });
  }

  it("checks in Bengali before sending, then sends and says so in Bengali", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/bn/contact")) posts += 1;
    });
    await page.goto(`${site.url}/bn/contact`);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    await page.getByRole("heading", { level: 2, name: pageTextsBn.contact.formHeading }).waitFor();
    expect(await page.locator("aside").innerText()).toContain(pageTextsBn.contact.infoHeading);

    await page.getByRole("button", { name: bn.contact.send }).click();
    await page.locator("#contact-name[aria-invalid='true']").waitFor();
    for (const name of ["name", "email", "subject", "message"] as const) {
      expect(await page.locator(`#contact-${name}-error`).innerText()).toBe(bn.validation.required(fields[name]));
    }

    await (await field(page, labels.name)).fill("রাকিব হাসান");
    await (await field(page, labels.email)).fill("rakib-at-example");
    await page.getByRole("button", { name: bn.contact.send }).click();
    await expect.poll(() => page.locator("#contact-email-error").innerText()).toBe(bn.validation.email);
    expect(await page.locator("#contact-name-error").count()).toBe(0);
    expect(await (await field(page, labels.name)).inputValue()).toBe("রাকিব হাসান");
    expect(posts).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await (await field(page, labels.email)).fill("rakib@example.com");
    await (await field(page, labels.subject)).fill(SUBJECT_TYPED);
    await (await field(page, labels.message)).fill("আমাদের দোকানের জন্য একটি অনলাইন শপ দরকার।\nধন্যবাদ।");
    await sleep(HUMAN_DELAY_MS);
    await page.getByRole("button", { name: bn.contact.send }).click();
    await page.getByText(bn.contact.success).first().waitFor();
    expect(posts).toBe(1);
    expect(await (await field(page, labels.name)).inputValue()).toBe("");
    await context.close();
  });

  it("shows the message marked Bengali in the inbox, found by a Bengali search however it is spelled", async () => {
    const context = await site.newContext({ signedIn: true });
    const page = await context.newPage();
    for (const q of ["হাসান", SUBJECT_TYPED.slice(0, 8), SUBJECT_STORED.slice(0, 7)]) {
      await page.goto(`${site.url}/admin/contact-requests?q=${encodeURIComponent(q)}`);
      const row = page.locator("tbody tr", { hasText: "রাকিব হাসান" });
      await row.waitFor();
      expect(await page.locator("tbody tr").count(), q).toBe(1);
      expect(await row.innerText()).toContain("Bengali");
    }
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.getByRole("link", { name: "রাকিব হাসান" }).click();
    await page.getByRole("heading", { name: SUBJECT_STORED }).waitFor();
    const details = page.locator("dl").first();
    expect(await details.innerText()).toMatch(/Language\s+Bengali/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("signs up for the newsletter on a Bengali page in Bengali, and a bad link's page answers in Bengali", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/bn/blog`);
    const input = page.getByPlaceholder(bn.newsletter.placeholder);
    await page.waitForFunction(() => document.querySelector("form[novalidate] input[name='email']") !== null);
    await input.fill("reader-at-example");
    await page.getByRole("button", { name: bn.newsletter.subscribe }).click();
    await page.getByText(bn.validation.email).first().waitFor();
    expect(await input.inputValue()).toBe("reader-at-example");
    await input.fill("bengali.reader@example.com");
    await page.getByRole("button", { name: bn.newsletter.subscribe }).click();
    await page.getByText(bn.newsletter.success).first().waitFor();

    const links = bn.newsletterLinks;
    const response = await page.goto(`${site.url}/bn/newsletter/confirm?token=not-a-token`);
    expect(response?.status()).toBe(400);
    await page.getByRole("heading", { level: 1, name: links.invalidTitle }).waitFor();
    expect(await page.title()).toContain(links.pageTitle);
    expect(await page.locator("main").getByRole("link", { name: links.blog, exact: true }).getAttribute("href")).toBe(
      "/bn/blog",
    );
    expect(await page.locator("main").getByRole("link", { name: links.shop, exact: true }).getAttribute("href")).toBe(
      "/bn/shop",
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
