import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

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
    expect(seeded).toEqual([
      "What services do you offer?",
      "How do I request a quote?",
      "What is your typical response time?",
    ]);

    await open(page, "/admin/faq");
    await expectNoAxeViolations();
    // Keyboard: the add link is reachable and opens the form.
    await page.getByRole("link", { name: "Add question" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Add question" }).waitFor();
    await expectNoAxeViolations();
    await page.getByRole("textbox", { name: "Question", exact: true }).fill("Do you sign NDAs?");
    await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Yes: call {company} during {hour}.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Unknown placeholder {hour}: use {company}, {phone}, {email}, {hours}").waitFor();
    expect(await page.getByRole("textbox", { name: "Answer", exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expect(page.getByRole("textbox", { name: "Question", exact: true }).inputValue()).resolves.toBe(
      "Do you sign NDAs?",
    );
    await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Yes: call {company} on {phone}.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/faq$/);
    await expectToast(page, "FAQ item added successfully");
    expect(await publicQuestions()).toEqual([...seeded, "Do you sign NDAs?"]);
    await visitor.getByText("Do you sign NDAs?").click();
    await visitor.getByText("Yes: call Codexa Technologies on +880 1711-000000.").waitFor();

    await page.getByRole("button", { name: "Move Do you sign NDAs? up" }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[aria-label="Move Do you sign NDAs? down"]')?.disabled === false,
    );
    expect((await publicQuestions()).at(-2)).toBe("Do you sign NDAs?");

    // Two staff open the same question; the second save, based on the older version, is refused.
    await page.getByRole("link", { name: "Edit Do you sign NDAs?" }).click();
    await page.getByRole("heading", { name: "Edit question" }).waitFor();
    const colleague = await site.newPage({ signedIn: true });
    await open(colleague, page.url().replace(site.url, ""));
    await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Yes, before the first call.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/faq$/);
    await expectToast(page, "FAQ item updated successfully");
    await colleague.getByRole("textbox", { name: "Answer", exact: true }).fill("No.");
    await colleague.getByRole("button", { name: "Save" }).click();
    await colleague
      .getByRole("alert")
      .filter({ hasText: STALE_VERSION_MESSAGE.slice(0, 40) })
      .waitFor();
    await expect(colleague.getByRole("textbox", { name: "Answer", exact: true }).inputValue()).resolves.toBe("No.");
    await colleague.context().close();
    await publicQuestions();
    await visitor.getByText("Do you sign NDAs?").click();
    await visitor.getByText("Yes, before the first call.").waitFor();

    await page.getByRole("link", { name: "Delete Do you sign NDAs?" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this question?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "FAQ item deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Do you sign NDAs?"]'));
    expect(await publicQuestions()).toEqual(seeded);

    await expectFitsPhone(page, "/admin/faq");
    await expectFitsPhone(page, "/admin/faq/new");
    await visitor.context().close();
  });

  it("takes the opening hours in the FAQ and the footer from Settings", async () => {
    const visitor = await site.newPage();
    await open(page, "/admin/settings/company");
    const company = page.getByRole("region", { name: "Company details" });
    await company
      .getByRole("textbox", { name: "Business hours (weekdays)", exact: true })
      .fill("Sunday-Thursday: 10AM-7PM");
    await company.getByRole("textbox", { name: "Business hours (Saturday)", exact: true }).fill("Saturday: closed");
    await company.getByRole("button", { name: "Save company details" }).click();
    await page.getByText("Company details saved").waitFor();

    await open(visitor, "/contact");
    await visitor.getByText("What is your typical response time?").click();
    await visitor
      .getByText("Our business hours are Sunday-Thursday: 10AM-7PM, Saturday: closed (Dhaka time).")
      .waitFor();
    const footer = await visitor.locator("footer").innerText();
    expect(footer).toContain("Sunday-Thursday: 10AM-7PM");
    expect(footer).toContain("Saturday: closed");
    expect(await visitor.locator("body").innerText()).not.toContain("9AM-6PM");
    await visitor.context().close();
  });
});

/**
 * The flow every list editor shares: add (after a refused save that keeps what was typed), move up,
 * edit, delete, each checked on the public page with `publicTitles`.
 */
async function exerciseList(options: {
  listPath: string;
  addLabel: string;
  noun: string;
  deleteQuestion: string;
  publicTitles: () => Promise<string[]>;
  fillNew: () => Promise<void>;
  invalid: { fill: () => Promise<void>; message: string; keptLabel: string; keptValue: string };
  title: string;
  edit: { fill: () => Promise<void>; publicText: () => Promise<boolean> };
}) {
  const seeded = await options.publicTitles();
  await open(page, options.listPath);
  await expectNoAxeViolations();
  await page.getByRole("link", { name: options.addLabel }).click();
  await page.getByRole("heading", { name: options.addLabel }).waitFor();
  await expectNoAxeViolations();
  await options.invalid.fill();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText(options.invalid.message).first().waitFor();
  await expect(page.getByRole("textbox", { name: options.invalid.keptLabel, exact: true }).inputValue()).resolves.toBe(
    options.invalid.keptValue,
  );
  await options.fillNew();
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(new RegExp(`${options.listPath}$`));
  await expectToast(page, `${options.noun} added successfully`);
  expect(await options.publicTitles()).toEqual([...seeded, options.title]);

  await page.getByRole("button", { name: `Move ${options.title} up` }).click();
  await page.waitForFunction(
    (label) => document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)?.disabled === false,
    `Move ${options.title} down`,
  );
  expect((await options.publicTitles()).at(-2)).toBe(options.title);

  await page.getByRole("link", { name: `Edit ${options.title}` }).click();
  await page.getByRole("textbox", { name: options.invalid.keptLabel, exact: true }).waitFor();
  await options.edit.fill();
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(new RegExp(`${options.listPath}$`));
  await expectToast(page, `${options.noun} updated successfully`);
  expect(await options.edit.publicText()).toBe(true);

  await page.getByRole("link", { name: `Delete ${options.title}` }).click();
  await page.getByRole("dialog", { name: options.deleteQuestion }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, `${options.noun} deleted successfully`);
  await page.waitForFunction((label) => !document.querySelector(`[aria-label="${label}"]`), `Edit ${options.title}`);
  expect(await options.publicTitles()).toEqual(seeded);
  await expectFitsPhone(page, options.listPath);
  await expectFitsPhone(page, `${options.listPath}/new`);
}

describe("process steps, About figures and core values", () => {
  it("process steps: add, reorder, edit and delete, and /services follows", async () => {
    const visitor = await site.newPage();
    const publicTitles = async () => {
      await open(visitor, "/services");
      return visitor.locator("section[aria-labelledby='process-heading'] ol h3").allTextContents();
    };
    expect(await publicTitles()).toEqual(["Discovery", "Planning", "Development", "Delivery"]);
    await exerciseList({
      listPath: "/admin/process",
      addLabel: "Add step",
      noun: "Process step",
      deleteQuestion: "Are you sure you want to delete this step?",
      publicTitles,
      invalid: {
        fill: () => page.getByRole("textbox", { name: "Title", exact: true }).fill("Aftercare"),
        message: "Description is required",
        keptLabel: "Title",
        keptValue: "Aftercare",
      },
      fillNew: async () => {
        await page.getByRole("textbox", { name: "Description", exact: true }).fill("We stay on hand after launch.");
        // The radio is visually hidden inside its tile: staff click the tile.
        const lifeBuoy = page.getByRole("radio", { name: "Life buoy" });
        await page.locator("label").filter({ has: lifeBuoy }).click();
        expect(await lifeBuoy.isChecked()).toBe(true);
      },
      title: "Aftercare",
      edit: {
        fill: () =>
          page.getByRole("textbox", { name: "Description", exact: true }).fill("Support for as long as you need it."),
        publicText: async () => {
          await publicTitles();
          return (await visitor.locator("main").innerText()).includes("Support for as long as you need it.");
        },
      },
    });
    await visitor.context().close();
  });

  it("About figures: add, reorder, edit and delete, and /about's counters follow", async () => {
    const visitor = await site.newPage();
    const publicTitles = async () => {
      await open(visitor, "/about");
      return visitor.locator("section[aria-labelledby='stats-heading'] dt").allTextContents();
    };
    expect(await publicTitles()).toEqual(["Clients Served", "Awards Won", "Years Experience", "Countries Reached"]);
    await exerciseList({
      listPath: "/admin/about-figures",
      addLabel: "Add figure",
      noun: "About figure",
      deleteQuestion: "Are you sure you want to delete this figure?",
      publicTitles,
      invalid: {
        fill: async () => {
          await page.getByRole("textbox", { name: "Label", exact: true }).fill("Engineers");
          await page.getByLabel("Number").fill("-3");
        },
        message: "Enter a whole number of 0 or more, digits only",
        keptLabel: "Label",
        keptValue: "Engineers",
      },
      fillNew: () => page.getByLabel("Number").fill("42"),
      title: "Engineers",
      edit: {
        fill: () => page.getByLabel("Number").fill("45"),
        publicText: async () => {
          await publicTitles();
          return (await visitor.locator("section[aria-labelledby='stats-heading'] dd[data-final='45+']").count()) === 1;
        },
      },
    });
    await visitor.context().close();
  });

  it("core values: add, reorder, edit and delete, and /about follows", async () => {
    const visitor = await site.newPage();
    const publicTitles = async () => {
      await open(visitor, "/about");
      return visitor.locator("section[aria-labelledby='values-heading'] ul h3").allTextContents();
    };
    expect(await publicTitles()).toEqual(["Innovation", "Excellence", "Integrity"]);
    await exerciseList({
      listPath: "/admin/core-values",
      addLabel: "Add value",
      noun: "Core value",
      deleteQuestion: "Are you sure you want to delete this value?",
      publicTitles,
      invalid: {
        fill: () => page.getByRole("textbox", { name: "Title", exact: true }).fill("Care"),
        message: "Description is required",
        keptLabel: "Title",
        keptValue: "Care",
      },
      fillNew: () =>
        page.getByRole("textbox", { name: "Description", exact: true }).fill("We look after what we build."),
      title: "Care",
      edit: {
        fill: () =>
          page.getByRole("textbox", { name: "Description", exact: true }).fill("We look after everything we build."),
        publicText: async () => {
          await publicTitles();
          return (await visitor.locator("main").innerText()).includes("We look after everything we build.");
        },
      },
    });
    await visitor.context().close();
  });
});

describe("why choose us", () => {
  it("add, reorder, edit and delete, and the home page follows", async () => {
    const visitor = await site.newPage();
    const section = visitor.locator("section[aria-labelledby='why-heading']");
    const publicTitles = async () => {
      await open(visitor, "/");
      return section.locator("ul h3").allTextContents();
    };
    const seeded = [
      "Two offices, one team",
      "Senior engineers on every project",
      "Clear, fixed quotes",
      "Security by default",
      "Support after launch",
      "Technology that fits",
    ];
    expect(await publicTitles()).toEqual(seeded);
    await exerciseList({
      listPath: "/admin/why-choose-us",
      addLabel: "Add item",
      noun: "Why choose us item",
      deleteQuestion: "Are you sure you want to delete this item?",
      publicTitles,
      invalid: {
        fill: () => page.getByRole("textbox", { name: "Title", exact: true }).fill("Fluent in Bengali"),
        message: "Description is required",
        keptLabel: "Title",
        keptValue: "Fluent in Bengali",
      },
      fillNew: () =>
        page.getByRole("textbox", { name: "Description", exact: true }).fill("We write to you in English or Bengali."),
      title: "Fluent in Bengali",
      edit: {
        fill: async () => {
          await page
            .getByRole("textbox", { name: "Description", exact: true })
            .fill("Every document in English and Bengali.");
          const rocket = page.getByRole("radio", { name: "Rocket" });
          await page.locator("label").filter({ has: rocket }).click();
        },
        publicText: async () => {
          await publicTitles();
          const card = section.locator("li").filter({ hasText: "Fluent in Bengali" });
          const icon = await card.locator("use").getAttribute("href");
          return (
            (await card.innerText()).includes("Every document in English and Bengali.") &&
            Boolean(icon?.endsWith("#Rocket"))
          );
        },
      },
    });
    await visitor.context().close();
  });
});

describe("home page copy, vision and mission", () => {
  it("edits the home page's texts and the vision and mission; / and /about follow, an older save is refused", async () => {
    const visitor = await site.newPage();
    await open(page, "/admin/page-texts/home");
    await expectNoAxeViolations();
    const headline = page.getByRole("textbox", { name: "Hero headline", exact: true });
    await expect(headline.inputValue()).resolves.toBe("Technology that moves your business forward");
    await headline.fill("");
    await page.getByRole("textbox", { name: "Closing heading", exact: true }).fill("Ready when you are");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Hero headline is required").waitFor();
    await expect(page.getByRole("textbox", { name: "Closing heading", exact: true }).inputValue()).resolves.toBe(
      "Ready when you are",
    );
    await headline.fill("Software that keeps working");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Home page texts updated successfully");
    await open(visitor, "/");
    await visitor.getByRole("heading", { level: 1, name: "Software that keeps working" }).waitFor();
    await visitor.getByRole("heading", { name: "Ready when you are" }).waitFor();

    // A colleague's form loaded before that save is refused, keeping what they typed.
    const colleague = await site.newPage({ signedIn: true });
    await open(colleague, "/admin/vision-mission");
    await open(page, "/admin/vision-mission");
    await expectNoAxeViolations();
    await page
      .getByRole("textbox", { name: "Our Vision", exact: true })
      .fill("To be the partner growing businesses trust first.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Vision and mission updated successfully");
    await colleague.getByRole("textbox", { name: "Our Mission", exact: true }).fill("Typed by a colleague.");
    await colleague.getByRole("button", { name: "Save" }).click();
    await colleague
      .getByRole("alert")
      .filter({ hasText: STALE_VERSION_MESSAGE.slice(0, 40) })
      .waitFor();
    await expect(colleague.getByRole("textbox", { name: "Our Mission", exact: true }).inputValue()).resolves.toBe(
      "Typed by a colleague.",
    );
    await colleague.context().close();
    for (const path of ["/", "/about"]) {
      await open(visitor, path);
      await visitor.getByText("To be the partner growing businesses trust first.").waitFor();
    }
    await expectFitsPhone(page, "/admin/page-texts/home");
    await expectFitsPhone(page, "/admin/vision-mission");
    await visitor.context().close();
  });
});
