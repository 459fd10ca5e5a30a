// Staged changes in a browser (issue 28 item 6, decision 178): staff stage a change to a published post, the
// editor opens on it with the notice, visitors still read the live article, the revisions list marks the live
// and the staged versions, and "Save and publish" makes it live; the editor and the list are axe clean at a
// phone's width and a desktop's.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { checkScreen, clickAndAwaitPost } from "../support/admin-screens";
import { waitForRouter } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

/** Saves with `button`, failing by name (with the server's answer) when the save is refused or never sent. */
async function save(page: Page, button: string, pathPrefix: string) {
  const saved = await clickAndAwaitPost(page, button, pathPrefix, { timeout: 60_000 });
  if (saved.status() >= 400) throw new Error(`the save was refused (${saved.status()}): ${await saved.text()}`);
}

describe("staged changes", () => {
  const site = siteUnderTest({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true } });
  // A retry writes a post of its own: the first attempt's may have been saved, and its slug is then taken.
  let attempt = 0;

  it("stages a change to a published post, keeps the live one for visitors, then publishes it", async () => {
    const page = site.page;
    page.setDefaultTimeout(20_000);
    attempt += 1;
    const live = `Staged in a browser ${attempt}`;
    const revised = `${live}, revised`;
    const article = `${site.url}/blog/staged-in-a-browser-${attempt}`;
    await page.goto(`${site.url}/admin/blog/new`);
    await waitForRouter(page);
    // The body editor comes after hydration and moves Status and Save down by its height: wait for it first.
    await page.locator(".ProseMirror").first().waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(live);
    await page.getByLabel("Published").check();
    await save(page, "Save", "/admin/blog/new");
    await expectToast(page, "Post published");
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Stage changes" }).waitFor();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(revised);
    await page.locator(".ProseMirror").first().waitFor();
    await save(page, "Stage changes", new URL(page.url()).pathname);
    await expectToast(page, "Change staged");
    await page.getByText("You are editing a staged change; the live version is unchanged.").waitFor();
    expect(await page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(revised);
    expect(await (await fetch(article)).text()).toContain(live);
    // The live preview beside the form shows the staged change too.
    await waitForRouter(page);
    await page
      .getByRole("region", { name: "Live preview" })
      .frameLocator("iframe")
      .getByRole("heading", { level: 1, name: revised })
      .waitFor();
    await checkScreen(page, "staged-post-editor");

    // The staff preview shows the staged change and says so in its banner.
    const editor = page.url();
    await page.goto(`${editor}/preview`);
    await page
      .getByRole("status")
      .getByText(/^Preview of the staged change: visitors still see the live version until it is published\./)
      .waitFor();
    await page.getByRole("heading", { level: 1, name: revised }).waitFor();
    await checkScreen(page, "staged-post-preview");
    await page.goto(editor);
    await waitForRouter(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Revisions" }).click();
    const rows = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await rows.first().getByText("Staged change").waitFor();
    await rows.nth(1).getByText("Live", { exact: true }).waitFor();
    await checkScreen(page, "staged-post-revisions");

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Back to the editor" }).click();
    await page.locator(".ProseMirror").first().waitFor();
    await save(page, "Save and publish", new URL(editor).pathname);
    await expectToast(page, "Post published");
    await expect.poll(async () => (await fetch(article)).text()).toContain(revised);
  }, 120_000);
});
