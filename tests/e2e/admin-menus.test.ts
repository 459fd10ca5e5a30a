// The menus screen in a browser (issue 28 item 4, decision 171): a link moved by keyboard, a link renamed in
// both languages after its bad target was refused with what was typed kept, a link to another site added to
// the footer, and a visitor seeing the change in the header, the footer and the mobile menu at both widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { checkScreen } from "../support/admin-screens";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

const shots = process.env.SCREENSHOTS_DIR;

/** Axe-clean at a phone's width and a desktop's, with a screenshot of each when SCREENSHOTS_DIR is set. */
async function checkPublicPage(page: Page, name: string, beforeShot?: () => Promise<void>): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) await beforeShot?.();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: width === 1280 });
  }
}

describe("admin menus", () => {
  const site = siteUnderTest({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true } });

  it("edits the menus, and visitors see the change in both editions at once", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin`);
    await page.getByRole("navigation").getByRole("link", { name: "Menus", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/menus`);
    const header = page.getByRole("list", { name: "Header menu links" });

    // Moved with the keyboard: focus stays on the button, so it can be pressed again.
    await header.getByRole("button", { name: "Move Shop up" }).focus();
    await page.keyboard.press("Enter");
    await header.locator("li").nth(2).getByText("Shop", { exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Move Shop up");
    await checkScreen(page, "menus-list");
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await header.getByRole("link", { name: "Edit About" }).click();
    await page.getByRole("heading", { name: "Edit link in the header menu" }).waitFor();
    await page.getByRole("textbox", { name: "Label", exact: true }).fill("Our Story");
    await page.getByRole("textbox", { name: "Label (Bengali)" }).fill("আমাদের গল্প");
    await page.getByRole("combobox", { name: "Leads to" }).selectOption("url");
    await page.getByRole("textbox", { name: "Web address" }).fill("http://example.com/story");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter a full address that starts with https://").waitFor();
    expect(await page.getByRole("textbox", { name: "Web address" }).inputValue()).toBe("http://example.com/story");
    expect(await page.getByRole("textbox", { name: "Label (Bengali)" }).inputValue()).toBe("আমাদের গল্প");
    await checkScreen(page, "menu-link-editor-refused");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("combobox", { name: "Leads to" }).selectOption("spec");
    expect(await page.getByRole("combobox", { name: "Page" }).inputValue()).toBe("/about");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Menu link updated successfully");

    await page.getByRole("link", { name: "Add link to the footer quick links" }).click();
    await page.getByRole("textbox", { name: "Label", exact: true }).fill("Careers");
    await page.getByRole("textbox", { name: "Label (Bengali)" }).fill("ক্যারিয়ার");
    await page.getByRole("combobox", { name: "Leads to" }).selectOption("url");
    await page.getByRole("textbox", { name: "Web address" }).fill("https://example.com/careers");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Menu link added successfully");
    await page
      .getByRole("list", { name: "Footer quick links links" })
      .getByText("Address: https://example.com/careers")
      .waitFor();

    const visitor = await site.newPage();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto(`${site.url}/services`);
    const main = visitor.getByRole("navigation", { name: "Main", exact: true });
    expect(await main.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Our Story",
      "Shop",
      "Services",
      "Portfolio",
      "Team",
      "Blog",
      "Contact",
    ]);
    const footer = visitor.getByRole("navigation", { name: "Quick Links" });
    expect(await footer.getByRole("link", { name: "Careers" }).getAttribute("href")).toBe(
      "https://example.com/careers",
    );
    await checkPublicPage(visitor, "menus-public-en");

    await visitor.goto(`${site.url}/bn/services`);
    await checkPublicPage(visitor, "menus-public-bn", async () => {
      await visitor.getByRole("button", { name: "মেনু খুলুন" }).click();
      await visitor
        .getByRole("navigation", { name: "প্রধান মেনু (মোবাইল)" })
        .getByRole("link", { name: "আমাদের গল্প" })
        .waitFor();
    });
    const bengaliFooter = visitor.getByRole("navigation", { name: "দরকারি লিংক" });
    expect(await bengaliFooter.getByRole("link", { name: "ক্যারিয়ার" }).getAttribute("href")).toBe(
      "https://example.com/careers",
    );
    expect(
      await visitor
        .getByRole("navigation", { name: "প্রধান মেনু", exact: true })
        .getByRole("link")
        .nth(1)
        .getAttribute("href"),
    ).toBe("/bn/about");
    await visitor.context().close();
  });

  it("adds a link without JavaScript: the field of the kind chosen in Leads to is the one shown", async () => {
    const page = await site.newPage({ signedIn: true, javaScriptEnabled: false });
    await page.goto(`${site.url}/admin/menus/new?menu=legal`);
    await page.getByRole("heading", { name: "Add link to the footer legal links" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Web address" }).count()).toBe(0);
    await page.getByRole("textbox", { name: "Label", exact: true }).fill("Cookies");
    await page.getByRole("combobox", { name: "Leads to" }).selectOption("url");
    expect(await page.getByRole("combobox", { name: "Page" }).count()).toBe(0);
    await page.getByRole("textbox", { name: "Web address" }).fill("https://example.com/cookies");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(`${site.url}/admin/menus`);
    await page
      .getByRole("list", { name: "Footer legal links links" })
      .getByText("Address: https://example.com/cookies")
      .waitFor();
    await page.context().close();
  });
});
