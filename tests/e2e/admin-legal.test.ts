import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { companyIsoDate } from "~/utils/company-time";

import { checkScreen } from "../support/admin-screens";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

// The legal pages' editor in a browser (decision 097): staff's text and its "Last updated" date on /terms.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

const text = (on: Page = page) => on.getByRole("textbox", { name: "Text", exact: true });

describe("legal pages editor", () => {
  it("edits the terms: bad input keeps what was typed, the page changes and shows the day as Last updated, an older save is refused", async () => {
    await page.goto(`${site.url}/admin/legal`);
    await checkScreen(page, "legal-list");
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { name: "Edit Terms of Service" }).waitFor();
    await text().waitFor();
    await checkScreen(page, "legal-edit");
    const other = await site.newPage({ signedIn: true });
    await other.goto(page.url());
    await text(other).waitFor();

    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("");
    await text().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Staff added this clause.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Summary is required").waitFor();
    await expect(text().textContent()).resolves.toContain("Staff added this clause.");

    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("Our terms, in short.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/legal$/);
    await expectToast(page, "Legal page updated successfully");

    const terms = await (await fetch(`${site.url}/terms`)).text();
    expect(terms).toContain("Our terms, in short.");
    expect(terms).toContain("Staff added this clause.");
    const today = companyIsoDate(new Date());
    const shown = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${today}T00:00:00Z`));
    expect(terms).toContain(`Last updated <time dateTime="${today}">${shown}</time>`);

    await other.getByRole("textbox", { name: "Summary", exact: true }).fill("An older tab's summary.");
    await other.getByRole("button", { name: "Save" }).click();
    await other.getByRole("alert").filter({ hasText: "Someone else saved this since you opened it" }).waitFor();
    await expect(other.getByRole("textbox", { name: "Summary", exact: true }).inputValue()).resolves.toBe(
      "An older tab's summary.",
    );
    await other.context().close();
    expect(await (await fetch(`${site.url}/terms`)).text()).not.toContain("An older tab's summary.");
  });

  it("shows the terms' Bengali summary on /bn/terms as soon as it is saved, and leaves /terms in English", async () => {
    // Cached first, so the save must clear the page cache for the Bengali page too.
    await fetch(`${site.url}/bn/terms`);
    await page.goto(`${site.url}/admin/legal/terms`);
    await text().waitFor();
    const english = await page.getByRole("textbox", { name: "Summary", exact: true }).inputValue();
    const bengali = page.getByRole("textbox", { name: "Summary (Bengali)", exact: true });
    await expect(bengali.getAttribute("lang")).resolves.toBe("bn");
    await bengali.fill("সংক্ষেপে আমাদের শর্তাবলি: সাইটটি ব্যবহার করলে আপনি এগুলোতে সম্মত হন।");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/legal$/);
    await expectToast(page, "Legal page updated successfully");

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/bn/terms`);
    await expect(visitor.locator("h1 + p").textContent()).resolves.toBe(
      "সংক্ষেপে আমাদের শর্তাবলি: সাইটটি ব্যবহার করলে আপনি এগুলোতে সম্মত হন।",
    );
    await visitor.goto(`${site.url}/terms`);
    await expect(visitor.locator("h1 + p").textContent()).resolves.toBe(english);
    await visitor.context().close();
  });
});
