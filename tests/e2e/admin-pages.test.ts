// Pages from blocks in a browser (issue 28 item 1, decisions 172 and 173): staff build a page with a hero and
// rich text, put the text first with the keyboard, publish it, and a visitor reads it at /<address> and
// /bn/<address>; the editor and the page are axe clean at a phone's width and a desktop's.
import { describe, expect, it } from "vitest";

import { CONTACT_SUCCESS } from "~/utils/contact-fields";
import { formsText } from "~/words/forms";

import { checkScreen } from "../support/admin-screens";
import { BLOCK_PAGE_PATH, seedBlockPage } from "../support/block-page";
import { axeViolations, waitForPageScripts } from "../support/browser";
import { HUMAN_DELAY_MS, sleep } from "../support/contact";
import { siteUnderTest } from "../support/site";

const shots = process.env.SCREENSHOTS_DIR;

describe("admin pages", () => {
  const site = siteUnderTest({
    admin: true,
    // A published page holding every block type (decision 176's chosen and written content among them).
    seed: seedBlockPage,
    pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true },
  });

  it("builds a page from blocks, reorders them by keyboard, publishes it, and visitors read it in both editions", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin`);
    await page.getByRole("navigation").getByRole("link", { name: "Pages", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/pages`);
    await page.getByRole("link", { name: "New page" }).click();
    await page.getByRole("heading", { name: "New page" }).waitFor();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Careers");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("about/careers");
    await page.getByRole("combobox", { name: "New block" }).selectOption("hero");
    await page.getByRole("button", { name: "Add block" }).click();
    const hero = page.getByRole("group", { name: "Block 1 of 1: Hero" });
    await hero.getByRole("textbox", { name: "Heading", exact: true }).fill("Work with us");
    await hero.getByRole("textbox", { name: "Heading (Bengali)" }).fill("আমাদের সাথে কাজ করুন");
    await hero.getByRole("textbox", { name: "First button's label", exact: true }).fill("Get in touch");
    await hero.getByRole("textbox", { name: "First button's link" }).fill("/contact");
    await page.getByRole("combobox", { name: "New block" }).selectOption("rich-text");
    await page.getByRole("button", { name: "Add block" }).click();
    const text = page.getByRole("group", { name: "Block 2 of 2: Rich text" });
    await text.getByRole("textbox", { name: "Text", exact: true }).click();
    await page.keyboard.type("We hire engineers in Dhaka and London.");

    // The rich text goes first, by keyboard: focus stays on the moved block's button.
    await text.getByRole("button", { name: /^Move up/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("group", { name: "Block 1 of 2: Rich text" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Move down");
    await page.getByText("Rich text moved to position 1 of 2").waitFor({ state: "attached" });

    // An address the site already uses is refused, with what was typed kept.
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("/about is already a page of the site (or kept for it)").first().waitFor();
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("careers");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
    await page.getByText(/^Published \d/).waitFor();
    await page.getByRole("group", { name: "Block 1 of 2: Rich text" }).waitFor();
    await checkScreen(page, "page-editor");

    const visitor = await (await site.newContext({ signedIn: false })).newPage();
    for (const path of ["/careers", "/bn/careers"]) {
      await visitor.goto(`${site.url}${path}`);
      const heading = visitor.getByRole("heading", { level: 1 });
      expect(await heading.textContent()).toBe(path.startsWith("/bn") ? "আমাদের সাথে কাজ করুন" : "Work with us");
      // The text block comes before the hero now, as staff ordered them.
      const order = await visitor.evaluate(() => {
        const main = document.querySelector("main")!.textContent!;
        return main.indexOf("We hire engineers") < main.indexOf("Get in touch") || main.indexOf("Get in touch") < 0;
      });
      expect(order).toBe(true);
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        expect(await axeViolations(visitor)).toEqual([]);
        if (shots)
          await visitor.screenshot({
            path: `${shots}/block-page${path.startsWith("/bn") ? "-bn" : ""}-${width}.png`,
            fullPage: true,
          });
      }
    }
    await visitor.context().close();
  }, 240_000);

  it("puts the contact form and the newsletter sign-up on a page, sent with JavaScript and without (decision 177)", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin/pages/new`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Hire us");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("hire-us");
    for (const type of ["contact-form", "newsletter"]) {
      await page.getByRole("combobox", { name: "New block" }).selectOption(type);
      await page.getByRole("button", { name: "Add block" }).click();
    }
    const form = page.getByRole("group", { name: "Block 1 of 2: Contact form" });
    await form.getByRole("textbox", { name: "Heading", exact: true }).fill("Tell us about your project");
    await form.getByRole("textbox", { name: "Heading (Bengali)" }).fill("আপনার প্রকল্পের কথা বলুন");
    await form.getByRole("textbox", { name: "Intro", exact: true }).fill("We answer within one working day.");
    const news = page.getByRole("group", { name: "Block 2 of 2: Newsletter sign-up" });
    await news.getByRole("textbox", { name: "Heading", exact: true }).fill("Hear from us");
    await news.getByRole("textbox", { name: "Text", exact: true }).fill("One email a month, no spam.");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
    // Deleting asks first.
    await page.getByRole("link", { name: "Delete this page" }).click();
    const question = page.getByRole("dialog", { name: "Delete this page?" });
    await question.waitFor();
    if (shots) await page.screenshot({ path: `${shots}/page-delete-confirm-1280.png` });
    await question.getByRole("link", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });

    // With JavaScript: the form's script checks and sends it in the background, with the spec's toast.
    const visitor = await (await site.newContext({ signedIn: false })).newPage();
    await visitor.goto(`${site.url}/hire-us`);
    await waitForPageScripts(visitor);
    await visitor.getByLabel("Your Email").fill("not-an-address");
    await visitor.getByRole("button", { name: formsText.en.contact.send }).click();
    await visitor.locator("#contact-name-error").waitFor();
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      expect(await axeViolations(visitor)).toEqual([]);
      if (shots) await visitor.screenshot({ path: `${shots}/form-blocks-error-${width}.png`, fullPage: true });
    }
    await sleep(HUMAN_DELAY_MS);
    await visitor.getByLabel("Your Name").fill("Page Visitor");
    await visitor.getByLabel("Your Email").fill("visitor@example.com");
    await visitor.getByLabel("Subject").fill("A quote");
    await visitor.getByLabel("Message").fill("We would like a new website.");
    await visitor.getByRole("button", { name: formsText.en.contact.send }).click();
    await visitor.getByText(CONTACT_SUCCESS).first().waitFor();
    expect(visitor.url()).toBe(`${site.url}/hire-us`);
    await visitor.context().close();

    // Without JavaScript, in Bengali: a refused post comes back with what was typed.
    const plain = await (await site.newContext({ signedIn: false, javaScriptEnabled: false })).newPage();
    await plain.goto(`${site.url}/bn/hire-us`);
    await plain.getByRole("heading", { name: "আপনার প্রকল্পের কথা বলুন" }).waitFor();
    await plain.locator("#contact-subject").fill("Kept subject");
    await plain.locator("#contact-email").fill("visitor@example.com");
    await plain.locator("#contact-message").fill("Hello");
    await plain.locator("#contact-name").evaluate((input) => input.removeAttribute("required"));
    await plain.getByRole("button", { name: formsText.bn.contact.send }).click();
    // Read from the document: locators wait on a script-free page that a POST answered.
    await expect.poll(() => plain.content()).toContain('id="contact-name-error"');
    expect(await plain.content()).toContain('value="Kept subject"');
    for (const width of [390, 1280]) {
      await plain.setViewportSize({ width, height: 900 });
      if (shots) await plain.screenshot({ path: `${shots}/form-blocks-bn-error-${width}.png`, fullPage: true });
    }
    await plain.context().close();

    // Staff see the page on the message.
    await page.goto(`${site.url}/admin/contact-requests`);
    await page.getByRole("link", { name: "Page Visitor" }).click();
    await page.getByRole("link", { name: "Hire us" }).waitFor();
  }, 180_000);
  it("a page holding every block, and its editor, are axe clean at a phone's width and a desktop's (decision 176)", async () => {
    const visitor = await (await site.newContext({ signedIn: false })).newPage();
    for (const path of [BLOCK_PAGE_PATH, `/bn${BLOCK_PAGE_PATH}`]) {
      await visitor.goto(`${site.url}${path}`);
      await visitor.locator("[data-counters]").waitFor();
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        expect(await axeViolations(visitor)).toEqual([]);
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (shots) {
          // Lazy images load as they come into view: scroll through so the full-page picture shows them.
          await visitor.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          });
          await visitor.waitForLoadState("networkidle");
        }
        if (shots)
          await visitor.screenshot({
            path: `${shots}/every-block${path.startsWith("/bn") ? "-bn" : ""}-${width}.png`,
            fullPage: true,
          });
      }
    }
    await visitor.context().close();

    const page = site.page;
    await page.goto(`${site.url}/admin/pages`);
    await page
      .getByRole("listitem")
      .filter({ hasText: BLOCK_PAGE_PATH })
      .getByRole("link", { name: /^Edit / })
      .click();
    const faq = page.getByRole("group", { name: /^Block \d+ of \d+: FAQ$/ });
    await faq
      .getByRole("button", { name: /^Move down: / })
      .first()
      .waitFor();
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    // Each block's fields stay inside its box on a phone (a fieldset is min-content wide unless told otherwise).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("[data-block]")].flatMap((block) => {
        const right = block.getBoundingClientRect().right;
        return [...block.querySelectorAll("input:not([type=hidden]), textarea, select")]
          .filter((field) => field.getBoundingClientRect().right > right + 0.5)
          .map((field) => field.getAttribute("name") ?? field.id);
      }),
    );
    expect(overflowing).toEqual([]);
    await checkScreen(page, "every-block-editor");

    // The FAQ block's questions are reordered and removed by keyboard, focus kept on the next press's button
    // and each change announced (the block list's behaviour, from the same hook).
    await page.setViewportSize({ width: 1280, height: 900 });
    const questions = faq.getByRole("group", { name: "Questions" });
    const active = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const [first, second] = await questions.locator("li > span:first-of-type").allTextContents();
    await questions.getByRole("button", { name: `Move down: ${first}, item 1` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(active).toContain(`Move up: ${first}, item 2`);
    await questions.getByText(`${first!} moved to position 2 of 2`).waitFor({ state: "attached" });
    await questions.getByRole("button", { name: `Remove: ${second}, item 1` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(active).toContain(`Remove: ${first}, item 1`);
    await questions.getByText(`${second!} removed`).waitFor({ state: "attached" });
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    await questions.getByText(`${first!} removed`).waitFor({ state: "attached" });
  }, 120_000);
});
