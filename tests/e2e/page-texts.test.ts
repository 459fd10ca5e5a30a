import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

// Issue 28 item 3 (decision 174): staff find a page's texts from the sidebar, change a section's call to action
// in both languages, and visitors see it at once on the page (and on the case studies it also closes), in
// both editions, with and without JavaScript.

const site = siteUnderTest({ admin: true });
let page: Page;

beforeAll(async () => {
  page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
});

async function open(target: Page, path: string) {
  await target.goto(`${site.url}${path}`);
  await target.waitForLoadState("networkidle");
}

describe("page texts", () => {
  it("edits the Portfolio page's closing call to action in English and Bengali, and the pages follow", async () => {
    await open(page, "/admin");
    await page.getByRole("link", { name: "Page texts" }).click();
    await page.getByRole("main").getByRole("link", { name: "Portfolio", exact: true }).click();
    await page.getByRole("heading", { name: "Portfolio page texts" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const cta = page.getByRole("group", { name: "Closing call to action" });
    const heading = cta.getByRole("textbox", { name: "Heading", exact: true });
    await expect(heading.inputValue()).resolves.toBe("Ready to Start Your Project?");
    await heading.fill("Have a Project in Mind?");
    await cta.getByRole("textbox", { name: "Heading (Bengali)", exact: true }).fill("আপনার মাথায় কোনো প্রকল্প আছে?");
    await cta.getByRole("textbox", { name: "Button label", exact: true }).fill("See What We Offer");
    const target = cta.getByRole("textbox", { name: "Button target", exact: true });
    await target.fill("services");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Button target must be a path on this site").first().waitFor();
    await expect(heading.inputValue()).resolves.toBe("Have a Project in Mind?");
    await target.fill("/services");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Portfolio page texts updated successfully");

    for (const javaScriptEnabled of [true, false]) {
      const visitor = await site.newPage({ javaScriptEnabled });
      await open(visitor, "/portfolio");
      const band = visitor.locator("section[aria-labelledby='cta-heading']");
      await band.getByRole("heading", { name: "Have a Project in Mind?" }).waitFor();
      const link = band.getByRole("link", { name: "See What We Offer" });
      await expect(link.getAttribute("href")).resolves.toBe("/services");
      await link.click();
      await visitor.waitForURL(`${site.url}/services`);

      await open(visitor, "/bn/portfolio");
      await band.getByRole("heading", { name: "আপনার মাথায় কোনো প্রকল্প আছে?" }).waitFor();
      // The Bengali label was not changed; the target leads to the Bengali edition.
      await expect(band.getByRole("link", { name: "শুরু করুন" }).getAttribute("href")).resolves.toBe("/bn/services");

      // A case study closes with the Portfolio page's call to action.
      await open(visitor, "/portfolio");
      await visitor
        .getByRole("link", { name: /^View Case Study/ })
        .first()
        .click();
      await band.getByRole("heading", { name: "Have a Project in Mind?" }).waitFor();
      await visitor.context().close();
    }
  });
});
