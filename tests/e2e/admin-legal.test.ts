import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { companyIsoDate } from "~/utils/company-time";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

// The legal pages' editor in a browser (decision 097): staff's text and its "Last updated" date on /terms.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

const text = (on: Page = page) => on.getByRole("textbox", { name: "Text" });

/** Axe-clean, and nothing wider than a 390 px phone (screenshots at both widths when SCREENSHOTS_DIR is set). */
async function checkScreen(name: string) {
  expect(await axeViolations(page)).toEqual([]);
  const shots = process.env.SCREENSHOTS_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

describe("legal pages editor", () => {
  it("edits the terms: bad input keeps what was typed, the page changes and shows the day as Last updated, an older save is refused", async () => {
    await page.goto(`${site.url}/admin/legal`);
    await checkScreen("legal-list");
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { name: "Edit Terms of Service" }).waitFor();
    await text().waitFor();
    await checkScreen("legal-edit");
    const other = await site.newPage({ signedIn: true });
    await other.goto(page.url());
    await text(other).waitFor();

    await page.getByLabel("Summary").fill("");
    await text().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Staff added this clause.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Summary is required").waitFor();
    await expect(text().textContent()).resolves.toContain("Staff added this clause.");

    await page.getByLabel("Summary").fill("Our terms, in short.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/legal$/);
    await page.getByRole("status").filter({ hasText: "Legal page updated successfully" }).first().waitFor();

    const terms = await (await fetch(`${site.url}/terms`)).text();
    expect(terms).toContain("Our terms, in short.");
    expect(terms).toContain("Staff added this clause.");
    const today = companyIsoDate(new Date());
    const shown = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${today}T00:00:00Z`));
    expect(terms).toContain(`Last updated <time dateTime="${today}">${shown}</time>`);

    await other.getByLabel("Summary").fill("An older tab's summary.");
    await other.getByRole("button", { name: "Save" }).click();
    await other.getByRole("alert").filter({ hasText: "Someone else saved this since you opened it" }).waitFor();
    await expect(other.getByLabel("Summary").inputValue()).resolves.toBe("An older tab's summary.");
    await other.context().close();
    expect(await (await fetch(`${site.url}/terms`)).text()).not.toContain("An older tab's summary.");
  });
});
