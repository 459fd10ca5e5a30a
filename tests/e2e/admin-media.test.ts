import { randomUUID } from "node:crypto";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { seedProjects } from "~/content/seed";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";
import { jpegWithGps, simpleSvg } from "../support/upload-fixtures";

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true });
});

async function open(path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState("networkidle");
}

const files = () => page.getByRole("list", { name: "Files" });
const card = (name: string) =>
  files()
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

// Each step uploads, re-renders and runs axe; on a loaded two-core machine that can take a minute.
describe("media library screen", () => {
  const project = seedProjects[0]!;
  const projectFile = project.image.split("/").at(-1)!;
  const search = async (term: string) => {
    await page.getByLabel("Search files").fill(term);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    // The search form is re-created when a search lands; typing before then would be wiped, so wait for it.
    await page.waitForURL((url) => url.searchParams.get("q") === term);
  };

  it("lists files with their type and uses, axe clean, and searches by alt text and by name", async () => {
    await open("/admin/media");
    await page.getByRole("heading", { name: "Media", level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expect(files().getByRole("listitem").count()).resolves.toBeGreaterThan(0);

    // The seeded library is longer than one page, so the file is found by name, not by where it sits.
    await search(projectFile);
    await card(projectFile).getByText("SVG").first().waitFor();
    await card(projectFile)
      .getByRole("link", { name: `Project “${project.title}”` })
      .waitFor();

    const altWords = project.imageAlt.split(" ").slice(-3).join(" ");
    await search(altWords);
    await page
      .getByRole("status")
      .filter({ hasText: `1 file matching “${altWords}”` })
      .waitFor();
    await expect(files().getByRole("heading").allTextContents()).resolves.toEqual([projectFile]);
    await search("no-such-file-anywhere");
    await page.getByText("No files match your search.").waitFor();
  }, 150_000);

  it("requires alt text, saves it in place and shows it on the public portfolio", async () => {
    await open(`/admin/media?q=${encodeURIComponent(projectFile)}`);
    await card(projectFile).getByRole("textbox", { name: "Alt text", exact: true }).fill("   ");
    await card(projectFile).getByRole("button", { name: "Save alt text" }).click();
    await card(projectFile).getByText("Alt text is required", { exact: false }).first().waitFor();
    await card(projectFile)
      .getByRole("textbox", { name: "Alt text", exact: true })
      .fill("Dashboard of delivery routes across Dhaka");
    await card(projectFile).getByRole("button", { name: "Save alt text" }).click();
    await expectToast(page, `Alt text saved for ${projectFile}`);
    expect(page.url()).toContain(`q=${encodeURIComponent(projectFile)}`);
    await expect(card(projectFile).getByRole("textbox", { name: "Alt text", exact: true }).inputValue()).resolves.toBe(
      "Dashboard of delivery routes across Dhaka",
    );
    expect(await (await fetch(`${site.url}/portfolio`)).text()).toContain(
      'alt="Dashboard of delivery routes across Dhaka"',
    );
  }, 150_000);

  it("names a file's uses before any delete, offers Replace instead, and replaces it in place", async () => {
    await open(`/admin/media?q=${encodeURIComponent(projectFile)}`);
    await card(projectFile)
      .getByRole("link", { name: `Delete ${projectFile}` })
      .click();
    // The dialog names the use before anyone confirms, and has no Delete button: Replace instead (issue 30).
    const dialog = page.getByRole("dialog", { name: "This file is in use" });
    await dialog.getByRole("link", { name: `Project “${project.title}”` }).waitFor();
    await expect(dialog.getByRole("button", { name: "Delete" }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const shots = process.env.SCREENSHOTS_DIR;
    if (shots)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shots}/admin-media-in-use-${width}.png` });
      }
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole("link", { name: "Replace" }).click();
    await dialog.waitFor({ state: "detached" });
    await card(projectFile).getByLabel(`New file for ${projectFile}`).waitFor();
    // A delete posted anyway (an old tab, a crafted form) is still refused, naming the use.
    const refused = await page.evaluate(async (id) => {
      const body = new FormData();
      body.set("intent", "delete");
      body.set("id", id);
      const response = await fetch("/admin/media", { method: "POST", body });
      return { status: response.status, text: await response.text() };
    }, new URL(page.url()).searchParams.get("replace")!);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(`Used by project “${project.title}”.`);

    // Replacing keeps the file's address: the public portfolio shows the new picture at the same id.
    const pattern = /\/media\/([0-9a-f-]{36})\?w=800&amp;v=([0-9a-f]{16})/;
    const before = pattern.exec(await (await fetch(`${site.url}/portfolio`)).text());
    expect(before).not.toBeNull();
    await card(projectFile)
      .getByLabel(`New file for ${projectFile}`)
      .setInputFiles({ name: "routes-v2.svg", mimeType: "image/svg+xml", buffer: Buffer.from(simpleSvg("routes-v2")) });
    await card(projectFile).getByRole("button", { name: "Replace" }).click();
    await expectToast(page, `${projectFile} replaced`);
    await card(projectFile)
      .getByRole("link", { name: `Project “${project.title}”` })
      .waitFor();
    const after = pattern.exec(await (await fetch(`${site.url}/portfolio`)).text());
    expect(after?.[1]).toBe(before![1]);
    expect(after?.[2]).not.toBe(before![2]);
    expect(await (await fetch(`${site.url}/media/${before![1]}`)).text()).toContain("routes-v2");
  }, 150_000);

  it("uploads into the library (alt text required) and deletes an unused file", async () => {
    await open("/admin/media");
    const upload = page.locator("form").filter({ has: page.getByRole("heading", { name: "Upload to the library" }) });
    // A name of this attempt's own: a retry after a failure past the upload finds the first copy still there.
    const name = `harbour-${randomUUID().slice(0, 8)}.jpg`;
    const photo = { name, mimeType: "image/jpeg", buffer: Buffer.from(await jpegWithGps(1000, 600)) };
    await upload.getByLabel("File").setInputFiles(photo);
    await upload.getByRole("button", { name: "Upload to library" }).click();
    await upload.getByText("Alt text is required", { exact: false }).first().waitFor();
    await upload.getByLabel("File").setInputFiles(photo);
    await upload.getByLabel("Alt text").fill("Container ships in a harbour");
    await upload.getByRole("button", { name: "Upload to library" }).click();
    await expectToast(page, `${name} added to the library`);
    await card(name).getByText("1000 × 600 px").waitFor();
    await card(name).getByText("Not used anywhere").waitFor();
    await card(name).getByText("WebP").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card(name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page
      .getByRole("dialog", { name: "Delete this file from the library?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, `${name} deleted`);
    await expect(card(name).count()).resolves.toBe(0);
  }, 150_000);

  it("lets an editor choose an image from the library, bringing its alt text", async () => {
    const project = seedProjects[3]!;
    const libraryFile = project.image.split("/").at(-1)!;
    await open("/admin/portfolio/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Library Pick Project");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("Made with a picked image.");
    await page.getByRole("button", { name: "Choose from library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from the media library: Image" });
    await dialog.waitFor();
    await dialog.getByLabel("Search files").fill(libraryFile);
    await dialog
      .getByRole("status")
      .filter({ hasText: /^1 file$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: new RegExp(libraryFile) }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("img", { name: `From the media library: ${libraryFile}` }).waitFor();
    await expect(page.getByLabel("Image alt text").inputValue()).resolves.toBe(project.imageAlt);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Project added successfully");

    await open(`/admin/media?q=${encodeURIComponent(libraryFile)}`);
    await card(libraryFile).getByRole("link", { name: "Project “Library Pick Project”" }).waitFor();
  }, 150_000);
});
