import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { checkScreen } from "../support/admin-screens";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

// The hosting package editor in a browser, each change showing on /services.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

async function open(path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState("networkidle");
}

/** The package cards on /services: name and price, in order. */
async function packagesOnServices(visitor: Page) {
  await visitor.goto(`${site.url}/services`);
  const cards = visitor.locator('section[aria-labelledby="hosting-heading"] article');
  return cards.evaluateAll((articles) =>
    articles.map(
      (article) => `${article.querySelector("h3")?.textContent} ${article.querySelector(".text-3xl")?.textContent}`,
    ),
  );
}

describe("hosting package editor", () => {
  it("adds (a bad price refused next to the field), edits, reorders and deletes, and /services follows", async () => {
    const visitor = await site.newPage();
    const seeded = await packagesOnServices(visitor);
    expect(seeded).toEqual(["NOBOJATRA ১২,০০০৳", "GOTI ১৭,০০০৳", "DIGONTO ২৫,০০০৳", "AKASH CHOA ৩৫,০০০৳"]);

    await open("/admin/hosting");
    await checkScreen(page, "hosting-list");
    await page.getByRole("link", { name: "Add hosting package" }).click();
    await page.getByRole("heading", { name: "Add hosting package" }).waitFor();
    await checkScreen(page, "hosting-new");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("MEGH");
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("For the biggest portals.");
    await page.getByLabel("Price per year (taka)").fill("49999.50");
    await page.getByRole("textbox", { name: "Daily visitors", exact: true }).fill("Unlimited");
    await page.getByRole("textbox", { name: "Storage", exact: true }).fill("1 TB");
    await page.getByRole("textbox", { name: "Bandwidth", exact: true }).fill("Unlimited");
    await page.getByRole("textbox", { name: "Features", exact: true }).fill("Daily backups");
    await page.getByRole("button", { name: "Save" }).click();
    const price = page.getByLabel("Price per year (taka)");
    await page.getByText("Enter the price in whole taka, without decimals or other characters").waitFor();
    await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(price.inputValue()).resolves.toBe("49999.50");
    await price.fill("50000");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/hosting$/);
    await expectToast(page, "Hosting package added successfully");
    expect(await packagesOnServices(visitor)).toEqual([...seeded, "MEGH ৫০,০০০৳"]);
    await visitor.getByText("Daily backups").waitFor();

    await page.getByRole("link", { name: "Edit MEGH" }).click();
    await page.getByRole("heading", { name: "Edit hosting package" }).waitFor();
    await checkScreen(page, "hosting-edit");
    await page.getByLabel("Price per year (taka)").fill("55000");
    await page.getByLabel("Highlight as Most Popular").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/hosting$/);
    await expectToast(page, "Hosting package updated successfully");
    expect((await packagesOnServices(visitor)).at(-1)).toBe("MEGH ৫৫,০০০৳");
    await expect(
      visitor.locator("article").filter({ hasText: "MEGH" }).getByText("Most Popular").count(),
    ).resolves.toBe(1);

    await page.getByRole("button", { name: "Move MEGH up" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[aria-label="Move MEGH down"]')?.disabled === false,
    );
    expect((await packagesOnServices(visitor)).at(-2)).toBe("MEGH ৫৫,০০০৳");

    await page.getByRole("link", { name: "Delete MEGH" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this hosting package?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Hosting package deleted successfully");
    expect(await packagesOnServices(visitor)).toEqual(seeded);
    await visitor.context().close();
  });
});
