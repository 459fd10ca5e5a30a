import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { CONTACT_SUCCESS } from "~/utils/contact-fields";

import { axeViolations } from "../support/browser";
import { HUMAN_DELAY_MS, readStored, sleep } from "../support/contact";
import { siteUnderTest } from "../support/site";

describe("contact page in a browser", () => {
  const site = siteUnderTest();

  async function openContact(path = "/contact", javaScriptEnabled = true): Promise<Page> {
    const context = await site.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    if (javaScriptEnabled) await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    return page;
  }

  async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
    await page.getByLabel("Your Name").fill(values.name);
    await page.getByLabel("Your Email").fill(values.email);
    await page.getByLabel("Subject").fill(values.subject);
    await page.getByLabel("Message", { exact: true }).fill(values.message);
  }

  it("shows the form, contact details, map placeholder and FAQ, and passes axe", async () => {
    const page = await openContact();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel("Message", { exact: true }).getAttribute("rows")).toBe("6");
    const text = await page.locator("main").innerText();
    for (const expected of [
      "Monday-Friday: 9AM-6PM",
      "Saturday: 10AM-2PM",
      "Map integration coming soon",
      "info@codexatech.com",
    ]) {
      expect(text).toContain(expected);
    }
    const faq = page.locator("details");
    expect(await faq.count()).toBe(3);
    // The FAQ is seeded from app/content/faq.ts (issue 14); its hours come from the company details.
    expect(await page.locator("details summary").allTextContents()).toEqual([
      "What services do you offer?",
      "How do I request a quote?",
      "What is your typical response time?",
    ]);
    await page.locator("details summary").nth(2).click();
    expect(await page.locator("details").nth(2).getAttribute("open")).not.toBeNull();
    expect(await page.getByText("within 24 business hours").first().isVisible()).toBe(true);
    await page.getByText("Our business hours are Monday-Friday: 9AM-6PM, Saturday: 10AM-2PM (Dhaka time).").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("pre-fills Subject and Message from the address", async () => {
    const page = await openContact(
      `/contact?subject=${encodeURIComponent("GOTI hosting")}&message=${encodeURIComponent("I would like GOTI.")}`,
    );
    expect(await page.getByLabel("Subject").inputValue()).toBe("GOTI hosting");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("I would like GOTI.");
    await page.context().close();
  });

  /** Counts the form's submissions to the server (with JavaScript they post to `/contact/send`). */
  function countPosts(page: Page): () => number {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) posts += 1;
    });
    return () => posts;
  }

  async function expectInvalidEmailAndSubject(page: Page) {
    const email = page.getByLabel("Your Email");
    await page.locator("#contact-email[aria-invalid='true']").waitFor();
    expect(await page.locator(`#${await email.getAttribute("aria-describedby")}`).innerText()).toBe(
      "Enter a valid email address, like name@example.com",
    );
    expect(await page.locator("#contact-subject-error").innerText()).toBe("Subject is required");
  }

  it("shows errors beside the fields, keeps what was typed and passes axe", async () => {
    const page = await openContact();
    const posts = countPosts(page);
    await page.getByLabel("Your Name").fill("Grace");
    await page.getByLabel("Your Email").fill("grace-at-example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectInvalidEmailAndSubject(page);
    expect(posts()).toBe(0);
    expect(await page.getByLabel("Your Name").inputValue()).toBe("Grace");
    expect(await page.getByLabel("Your Email").inputValue()).toBe("grace-at-example");
    expect(await page.getByLabel("Your Name").getAttribute("aria-invalid")).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("checks in the browser even when the schema arrives after the click", async () => {
    const page = await openContact();
    const posts = countPosts(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const schemaRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route("**/assets/contact-schema-*.js", async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.getByLabel("Your Email").fill("grace-at-example");
    await schemaRequested;
    await page.getByRole("button", { name: "Send Message" }).click();
    release();
    await expectInvalidEmailAndSubject(page);
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it("leaves the checking to the server, with the same messages, when the schema cannot load", async () => {
    const page = await openContact();
    const posts = countPosts(page);
    await page.route("**/assets/contact-schema-*.js", (route) => route.abort());
    await page.getByLabel("Your Email").fill("grace-at-example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectInvalidEmailAndSubject(page);
    expect(posts()).toBe(1);
    await page.context().close();
  });

  it("sends with JavaScript: pending state, toast, cleared fields, no reload", async () => {
    const page = await openContact();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await fill(page, {
      name: "Ada JS",
      email: "ada@example.com",
      subject: "Sent with JS",
      message: "Hello\nfrom the browser",
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact/send", async (route) => {
      await held;
      await route.continue();
    });
    await sleep(HUMAN_DELAY_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText(CONTACT_SUCCESS).first().waitFor();
    await page.getByRole("button", { name: "Send Message" }).waitFor();
    for (const label of ["Your Name", "Your Email", "Subject", "Message"])
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe("");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.context().close();
  });

  it("sends without JavaScript: plain POST, redirect, flash message", async () => {
    const page = await openContact("/contact", false);
    await fill(page, {
      name: "Ada NoJS",
      email: "ada@example.com",
      subject: "Sent without JS",
      message: "No scripts here",
    });
    await sleep(HUMAN_DELAY_MS);
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Send Message" }).click()]);
    expect(await page.getByRole("status").innerText()).toContain(CONTACT_SUCCESS);
    expect(await page.getByLabel("Your Name").inputValue()).toBe("");
    await page.context().close();
  });

  it("stored both messages as genuine", async () => {
    await site.server.stop();
    const { messages } = await readStored(site.server);
    expect(messages.map((m) => [m.subject, m.spam, m.message]).sort()).toEqual([
      ["Sent with JS", false, "Hello\nfrom the browser"],
      ["Sent without JS", false, "No scripts here"],
    ]);
  });
});
