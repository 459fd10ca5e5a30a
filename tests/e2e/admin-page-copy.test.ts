import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

// Issue 14's page copy editors (decision 095): each change shows on its public page at once.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
});

async function open(target: Page, path: string) {
  await target.goto(`${site.url}${path}`);
  await target.waitForLoadState("networkidle");
}

async function expectToast(text: string) {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

async function expectNoAxeViolations(target: Page = page) {
  expect(await axeViolations(target)).toEqual([]);
}

/** Nothing wider than a 390 px phone's screen. */
async function expectFitsPhone(target: Page, path: string) {
  await target.setViewportSize({ width: 390, height: 844 });
  await open(target, path);
  expect(await target.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await target.setViewportSize({ width: 1280, height: 900 });
}

describe("FAQ editor", () => {
  it("adds, validates, edits, reorders, refuses a stale save and deletes, and the Contact page follows", async () => {
    const visitor = await site.newPage();
    const publicQuestions = async () => {
      await open(visitor, "/contact");
      return visitor.locator("details summary").allTextContents();
    };
    const seeded = await publicQuestions();
    expect(seeded).toEqual(["What services do you offer?", "How do I request a quote?", "What is your typical response time?"]);

    await open(page, "/admin/faq");
    await expectNoAxeViolations();
    // Keyboard: the add link is reachable and opens the form.
    await page.getByRole("link", { name: "Add question" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Add question" }).waitFor();
    await expectNoAxeViolations();
    await page.getByLabel("Question").fill("Do you sign NDAs?");
    await page.getByLabel("Answer").fill("Yes: call {company} during {hour}.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Unknown placeholder {hour}: use {company}, {phone}, {email}, {hours}").waitFor();
    expect(await page.getByLabel("Answer").getAttribute("aria-invalid")).toBe("true");
    await expect(page.getByLabel("Question").inputValue()).resolves.toBe("Do you sign NDAs?");
    await page.getByLabel("Answer").fill("Yes: call {company} on {phone}.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/faq$/);
    await expectToast("FAQ item added successfully");
    expect(await publicQuestions()).toEqual([...seeded, "Do you sign NDAs?"]);
    await visitor.getByText("Do you sign NDAs?").click();
    await visitor.getByText("Yes: call Codexa Technologies on +880 1711-000000.").waitFor();

    await page.getByRole("button", { name: "Move Do you sign NDAs? up" }).click();
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[aria-label="Move Do you sign NDAs? down"]')?.disabled === false);
    expect((await publicQuestions()).at(-2)).toBe("Do you sign NDAs?");

    // Two staff open the same question; the second save, based on the older version, is refused.
    await page.getByRole("link", { name: "Edit Do you sign NDAs?" }).click();
    await page.getByRole("heading", { name: "Edit question" }).waitFor();
    const colleague = await site.newPage({ signedIn: true });
    await open(colleague, page.url().replace(site.url, ""));
    await page.getByLabel("Answer").fill("Yes, before the first call.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/faq$/);
    await expectToast("FAQ item updated successfully");
    await colleague.getByLabel("Answer").fill("No.");
    await colleague.getByRole("button", { name: "Save" }).click();
    await colleague.getByRole("alert").filter({ hasText: STALE_VERSION_MESSAGE.slice(0, 40) }).waitFor();
    await expect(colleague.getByLabel("Answer").inputValue()).resolves.toBe("No.");
    await colleague.context().close();
    await publicQuestions();
    await visitor.getByText("Do you sign NDAs?").click();
    await visitor.getByText("Yes, before the first call.").waitFor();

    await page.getByRole("link", { name: "Delete Do you sign NDAs?" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this question?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast("FAQ item deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Do you sign NDAs?"]'));
    expect(await publicQuestions()).toEqual(seeded);

    await expectFitsPhone(page, "/admin/faq");
    await expectFitsPhone(page, "/admin/faq/new");
    await visitor.context().close();
  });

  it("takes the opening hours in the FAQ and the footer from Settings", async () => {
    const visitor = await site.newPage();
    await open(page, "/admin/settings");
    const company = page.getByRole("region", { name: "Company details" });
    await company.getByLabel("Business hours (weekdays)").fill("Sunday-Thursday: 10AM-7PM");
    await company.getByLabel("Business hours (Saturday)").fill("Saturday: closed");
    await company.getByRole("button", { name: "Save company details" }).click();
    await page.getByText("Company details saved").waitFor();

    await open(visitor, "/contact");
    await visitor.getByText("What is your typical response time?").click();
    await visitor.getByText("Our business hours are Sunday-Thursday: 10AM-7PM, Saturday: closed (Dhaka time).").waitFor();
    const footer = await visitor.locator("footer").innerText();
    expect(footer).toContain("Sunday-Thursday: 10AM-7PM");
    expect(footer).toContain("Saturday: closed");
    expect(await visitor.locator("body").innerText()).not.toContain("9AM-6PM");
    await visitor.context().close();
  });
});
