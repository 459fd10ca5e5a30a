import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";
import { jpegWithGps, pngBytes, simpleSvg } from "../support/upload-fixtures";

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

async function open(path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState("networkidle");
}

async function expectNoAxeViolations() {
  expect(await axeViolations(page)).toEqual([]);
}

async function listTitles(label: string): Promise<string[]> {
  await page.getByRole("list", { name: label }).waitFor();
  return page.getByRole("list", { name: label }).getByRole("listitem").locator("p.font-medium").allTextContents();
}

describe("services editor", () => {
  it("adds, validates, edits, cancels, guards unsaved changes, reorders and deletes", async () => {
    await open("/admin/services");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Add service" }).click();
    await page.getByRole("heading", { name: "Add service" }).waitFor();
    await expectNoAxeViolations();

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).waitFor();
    await page.getByText("Title is required").waitFor();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Edge Computing");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Processing close to where data is made.");
    // Staff click the visible tile; the radio inside is visually hidden, so a forced click on it can land
    // beside it and miss.
    const cpuIcon = page.getByRole("radio", { name: "Cpu" });
    await page.locator("label").filter({ has: cpuIcon }).click();
    expect(await cpuIcon.isChecked()).toBe(true);
    const features = page.getByRole("textbox", { name: "Features", exact: true });
    await features.fill("  Low latency  ");
    await features.press("Enter");
    await features.fill("   ");
    await features.press("Enter");
    await features.fill("Offline operation");
    await page.getByRole("button", { name: "Add feature" }).click();
    await features.fill("Mistake");
    await features.press("Enter");
    await page.getByRole("button", { name: "Remove feature Mistake" }).click();
    await expect(
      page.getByRole("list", { name: "Features", exact: true }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["Low latency", "Offline operation"]);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Service added successfully");
    await page.waitForURL(/\/admin\/services$/);
    expect((await listTitles("services")).at(-1)).toBe("Edge Computing");
    await page.getByText("Low latency · Offline operation").waitFor();

    await page.getByRole("link", { name: "Edit Edge Computing" }).click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Edge Computing Services");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Service updated successfully");
    await page.getByText("Edge Computing Services", { exact: true }).waitFor();

    await page.getByRole("link", { name: "Edit Edge Computing Services" }).click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Discarded title");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Overview" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.waitFor();
    await expectNoAxeViolations();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe(
      "Discarded title",
    );
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("heading", { name: "Services" }).waitFor();
    expect(await listTitles("services")).toContain("Edge Computing Services");
    expect(await listTitles("services")).not.toContain("Discarded title");

    const moveUp = page.getByRole("button", { name: "Move Edge Computing Services up" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[aria-label="services"] li p.font-medium')].map(
        (p) => p.textContent,
      );
      return items.at(-2) === "Edge Computing Services";
    });

    await page.getByRole("link", { name: "Delete Edge Computing Services" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this service?" });
    await confirm.getByText("Edge Computing Services").waitFor();
    await expectNoAxeViolations();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Service deleted successfully");
    await page.waitForFunction(() => !document.body.textContent?.includes("Edge Computing Services · "));
    expect(await listTitles("services")).not.toContain("Edge Computing Services");
  });
});

describe("portfolio editor", () => {
  it("adds with an image, validates, edits, cancels and deletes", async () => {
    await open("/admin/portfolio/new");
    await expectNoAxeViolations();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Port Logistics App");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("Container tracking.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).waitFor();
    await page.getByText("Image is required").waitFor();
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe(
      "Port Logistics App",
    );

    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await jpegWithGps(900, 600)) });
    await page.getByRole("img", { name: "Preview of the chosen file" }).waitFor();
    await page.getByLabel("Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter a link starting with http:// or https://").waitFor();
    await page.getByLabel("Link").fill("https://example.com/port");
    await page.getByLabel("Image alt text").fill("A container port dashboard");
    const technologies = page.getByRole("textbox", { name: "Technologies" });
    await technologies.fill("Go");
    await technologies.press("Enter");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Project added successfully");
    expect(await listTitles("projects")).toContain("Port Logistics App");

    await page.getByRole("link", { name: "Edit Port Logistics App" }).click();
    await page.getByRole("img", { name: "Current file" }).waitFor();
    await page.getByRole("textbox", { name: "Category", exact: true }).fill("Logistics");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Project updated successfully");
    await page.getByText("Logistics · Go").waitFor();

    await page.getByRole("link", { name: "Edit Port Logistics App" }).click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Never saved");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/admin\/portfolio$/);
    expect(await listTitles("projects")).not.toContain("Never saved");

    await page.getByRole("link", { name: "Delete Port Logistics App" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this project?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Project deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Port Logistics App"]'));
  });
});

describe("case studies", () => {
  it("edits a project's case study and gallery, and the public page follows: add, edit, reorder, remove", async () => {
    await open("/admin/portfolio");
    await page.getByRole("link", { name: "Edit Mobile Wallet App" }).click();
    await page.getByRole("heading", { name: "Edit project" }).waitFor();
    await expectNoAxeViolations();
    await page
      .getByRole("textbox", { name: "The challenge", exact: true })
      .fill("Members queued at branches to repay.\n\nMost had only a basic phone.");
    // Two library images into the gallery, through the library dialog.
    for (const name of ["garment-erp-system.svg", "clinic-cloud-migration.svg"]) {
      await page.getByRole("button", { name: "Add image from library" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose from the media library: Gallery" });
      await dialog.getByLabel("Search files").fill(name.replace(".svg", ""));
      await dialog.getByRole("button", { name: new RegExp(name.replace(".", "\\.")) }).click();
      await dialog.waitFor({ state: "detached" });
    }
    await page.getByRole("button", { name: "Move clinic-cloud-migration.svg up" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/portfolio$/);
    await expectToast(page, "Project updated successfully");

    const study = await site.newPage();
    await study.goto(`${site.url}/portfolio/mobile-wallet-app`);
    await study.getByText("Members queued at branches to repay.").waitFor();
    await study.getByText("Most had only a basic phone.").waitFor();
    const gallery = study.getByRole("region", { name: "Gallery" }).getByRole("img");
    expect(await gallery.evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual([
      "Diagram-style mock-up of servers connected to a cloud with uptime charts",
      "Browser window showing production line charts and an order table",
    ]);

    await page.getByRole("link", { name: "Edit Mobile Wallet App" }).click();
    await page.getByRole("heading", { name: "Edit project" }).waitFor();
    await page.getByRole("button", { name: "Remove clinic-cloud-migration.svg" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/portfolio$/);
    await expectToast(page, "Project updated successfully");
    await study.reload();
    await expect(gallery.count()).resolves.toBe(1);

    // A second editor who opened the form before that save is refused, keeping what they typed.
    await page.getByRole("link", { name: "Edit Mobile Wallet App" }).click();
    await page.getByRole("heading", { name: "Edit project" }).waitFor();
    const other = await site.newPage({ signedIn: true });
    await other.goto(`${site.url}/admin/portfolio`);
    await other.getByRole("link", { name: "Edit Mobile Wallet App" }).click();
    await other.getByRole("heading", { name: "Edit project" }).waitFor();
    await page.getByRole("textbox", { name: "The results", exact: true }).fill("Saved first.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/portfolio$/);
    await expectToast(page, "Project updated successfully");
    await other.getByRole("textbox", { name: "The results", exact: true }).fill("Saved second.");
    await other.getByRole("button", { name: "Save" }).click();
    await other.getByRole("alert").filter({ hasText: "Someone else saved this since you opened it" }).waitFor();
    await expect(other.getByRole("textbox", { name: "The results", exact: true }).inputValue()).resolves.toBe(
      "Saved second.",
    );
    await study.reload();
    await study.getByText("Saved first.").waitFor();
    await other.context().close();
    await study.context().close();
  });
});

describe("team editor", () => {
  it("adds, edits, reorders, hides and deletes members, and /team follows", async () => {
    const team = await site.newPage();
    const publicNames = async () => {
      await team.goto(`${site.url}/team`);
      return team.locator("main article h2").allTextContents();
    };
    const seeded = await publicNames();
    expect(seeded).toHaveLength(6);

    await open("/admin/team");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Add team member" }).click();
    await page.getByRole("heading", { name: "Add team member" }).waitFor();
    await expectNoAxeViolations();
    await page.getByLabel("Name").fill("Rina Das");
    await page.getByLabel("LinkedIn link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).waitFor();
    await page.getByText("Enter a link starting with http:// or https://").waitFor();
    await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Rina Das");

    await page.getByRole("textbox", { name: "Role", exact: true }).fill("QA Lead");
    await page.getByRole("textbox", { name: "Bio", exact: true }).fill("Finds the bugs before our clients do.");
    await page.getByLabel("LinkedIn link").fill("https://www.linkedin.com/in/rina-das");
    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: "rina.png", mimeType: "image/png", buffer: Buffer.from(await pngBytes(300, 300)) });
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/team$/);
    await expectToast(page, "Team member added successfully");
    expect(await publicNames()).toEqual([...seeded, "Rina Das"]);
    await expect(
      team.getByRole("link", { name: "Rina on LinkedIn (opens in a new tab)" }).getAttribute("href"),
    ).resolves.toBe("https://www.linkedin.com/in/rina-das");
    await expect(team.getByRole("link", { name: /^Rina on X|^Email Rina/ }).count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Move Rina Das up" }).click();
    // Last in the list, Rina's "down" button was disabled; once moved it is not.
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[aria-label="Move Rina Das down"]')?.disabled === false,
    );
    expect((await publicNames()).at(-2)).toBe("Rina Das");

    await page.getByRole("link", { name: "Edit Rina Das" }).click();
    await page.getByRole("heading", { name: "Edit team member" }).waitFor();
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("Head of Quality");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/team$/);
    await expectToast(page, "Team member updated successfully");
    await team.goto(`${site.url}/team`);
    await team.getByText("Head of Quality").waitFor();

    await page.getByRole("link", { name: "Edit Rina Das" }).click();
    await page.getByRole("heading", { name: "Edit team member" }).waitFor();
    await page.getByLabel("Show on the team page").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/admin\/team$/);
    await page.getByText("Hidden from the team page").waitFor();
    expect(await publicNames()).toEqual(seeded);

    await page.getByRole("link", { name: "Delete Rina Das" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this team member?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Team member deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Rina Das"]'));
    await team.context().close();
  });
});

describe("testimonials editor", () => {
  it("adds with a picture, validates, edits, cancels and deletes", async () => {
    await open("/admin/testimonials");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Add testimonial" }).click();
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("CTO");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).waitFor();
    await page.getByText("Picture is required").waitFor();
    await expectNoAxeViolations();

    await page.getByLabel("Name").fill("Nadia Rahman");
    await page.getByLabel("Company").fill("Padma Foods");
    await page.getByRole("textbox", { name: "Testimonial", exact: true }).fill("Delivered on time and on budget.");
    await page
      .getByLabel("Picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(await pngBytes(300, 300)) });
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Testimonial added successfully");
    expect(await listTitles("testimonials")).toContain("Nadia Rahman");

    await page.getByRole("link", { name: "Edit Nadia Rahman" }).click();
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("Chief Technology Officer");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Testimonial updated successfully");
    await page.getByText("Chief Technology Officer, Padma Foods").waitFor();

    await page.getByRole("link", { name: "Edit Nadia Rahman" }).click();
    await page.getByLabel("Name").fill("Someone else");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/admin\/testimonials$/);
    expect(await listTitles("testimonials")).toContain("Nadia Rahman");

    await page.getByRole("link", { name: "Delete Nadia Rahman" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this testimonial?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Testimonial deleted successfully");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Edit Nadia Rahman"]'));
  });
});

describe("client logos editor", () => {
  it("adds, validates, renames, reorders and deletes", async () => {
    await open("/admin/clients");
    await expectNoAxeViolations();
    const add = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a client logo" }) });
    await add.getByLabel("Client name").fill("Kestrel Labs");
    await add.getByRole("button", { name: "Add Client Logo" }).click();
    await page.getByRole("alert").filter({ hasText: "Please provide both logo and name" }).waitFor();

    await add
      .getByLabel("Logo file")
      .setInputFiles({ name: "kestrel.svg", mimeType: "image/svg+xml", buffer: Buffer.from(simpleSvg("Kestrel")) });
    await add.getByRole("img", { name: "Preview of the chosen file" }).waitFor();
    await add.getByRole("button", { name: "Add Client Logo" }).click();
    await expectToast(page, "Client logo added successfully!");
    expect((await listTitles("Client logos")).at(-1)).toBe("Kestrel Labs");

    const item = page.getByRole("listitem").filter({ hasText: "Kestrel Labs" });
    await item.getByText("Rename or replace Kestrel Labs").click();
    await item.getByLabel("Client name").fill("Kestrel Laboratories");
    await item.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Logo updated successfully!");
    expect((await listTitles("Client logos")).at(-1)).toBe("Kestrel Laboratories");

    await page.getByRole("button", { name: "Move Kestrel Laboratories up" }).click();
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[aria-label="Client logos"] > li p.font-medium')].map(
        (p) => p.textContent,
      );
      return items.at(-2) === "Kestrel Laboratories";
    });

    await page.getByRole("link", { name: "Delete Kestrel Laboratories" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this logo?" });
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Delete Kestrel Laboratories" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Logo deleted successfully!");
    await page.waitForFunction(() => !document.body.textContent?.includes("Kestrel Laboratories"));
  });
});

describe("logo editor", () => {
  it("asks for a file, previews it, uploads it and shows it in the header and footer", async () => {
    await open("/admin/logo");
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select a logo to upload" }).waitFor();

    await page.getByRole("radio", { name: /White/ }).check();
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "white.svg", mimeType: "image/svg+xml", buffer: Buffer.from(simpleSvg("white-e2e")) });
    await page.getByRole("img", { name: "Preview of the chosen file" }).waitFor();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "White logo updated successfully!");

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "not-svg.svg", mimeType: "image/svg+xml", buffer: Buffer.from(await pngBytes()) });
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to upload logo" }).waitFor();
    await page.getByText("The file must be an SVG image.").waitFor();

    await page.getByRole("radio", { name: /Black/ }).check();
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "black.svg", mimeType: "image/svg+xml", buffer: Buffer.from(simpleSvg("black-e2e")) });
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expectToast(page, "Black logo updated successfully!");

    await open("/");
    const headerLogo = await page.locator("header img").first().getAttribute("src");
    const footerLogo = await page.locator("footer img").first().getAttribute("src");
    expect(await (await fetch(`${site.url}${headerLogo}`)).text()).toContain("black-e2e");
    expect(await (await fetch(`${site.url}${footerLogo}`)).text()).toContain("white-e2e");
  });
});
