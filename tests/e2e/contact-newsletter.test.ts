import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { NEWSLETTER_SUCCESS } from "~/features/newsletter/newsletter-fields";

import { readStored } from "../support/contact";
import { siteUnderTest } from "../support/site";

// The Shop and Blog pages render <NewsletterForm>; the form is found by its placeholder and button,
// whatever the surrounding layout.
describe("newsletter sign-up on the Shop and Blog pages", () => {
  const site = siteUnderTest();

  async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
    const page = await (await site.newContext({ javaScriptEnabled })).newPage();
    await page.goto(`${site.url}${path}`);
    if (javaScriptEnabled)
      await page.waitForFunction(
        () => document.querySelector("form[novalidate] input[placeholder='Enter your email']") !== null,
      );
    return page;
  }

  const subscribeForm = (page: Page) =>
    page
      .locator("form", { has: page.getByPlaceholder("Enter your email") })
      .filter({ has: page.getByRole("button", { name: "Subscribe" }) });

  it.each(["/shop", "/blog"])("subscribes with JavaScript on %s, and a repeat gets the same answer", async (path) => {
    const page = await open(path, true);
    const form = subscribeForm(page);
    const email = `${path.slice(1)}-reader@example.com`;
    await form.getByPlaceholder("Enter your email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(NEWSLETTER_SUCCESS).first().waitFor();
    expect(await form.getByPlaceholder("Enter your email").inputValue()).toBe("");
    await form.getByPlaceholder("Enter your email").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Answered like the first sign-up: the field is emptied again and no other message appears.
    await expect.poll(() => form.getByPlaceholder("Enter your email").inputValue(), { timeout: 30_000 }).toBe("");
    expect(await page.getByText(NEWSLETTER_SUCCESS).count()).toBeGreaterThan(0);
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await form.getByPlaceholder("Enter your email").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const input = form.getByPlaceholder("Enter your email");
    await page.waitForFunction(
      () => document.querySelector("input[placeholder='Enter your email'][aria-invalid='true']") !== null,
    );
    expect(await page.locator(`#${await input.getAttribute("aria-describedby")}`).innerText()).toBe(
      "Enter a valid email address, like name@example.com",
    );
    // Checked in the browser: nothing was sent.
    expect(posts).toBe(0);
    expect(await input.inputValue()).toBe("not-an-email");
    await page.context().close();
  });

  it("subscribes without JavaScript: plain POST, redirect back, flash message", async () => {
    const page = await open("/blog", false);
    const form = subscribeForm(page);
    await form.getByPlaceholder("Enter your email").fill("nojs-reader@example.com");
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Subscribe" }).click()]);
    expect(await page.getByRole("status").first().innerText()).toContain(NEWSLETTER_SUCCESS);
    await page.context().close();
  });

  it("stored each address once", async () => {
    await site.server.stop();
    const { subscribers } = await readStored(site.server);
    expect(subscribers.map((s) => [s.email, s.source]).sort()).toEqual([
      ["blog-reader@example.com", "blog"],
      ["nojs-reader@example.com", "blog"],
      ["shop-reader@example.com", "shop"],
    ]);
  });
});
