// The redirects screen in a browser (issue 28 item 5, decision 170): add one with the form's checks, refuse a
// loop by name keeping what was typed, upload a CSV file with a bad row, delete after a confirmation, and a
// visitor who follows an old address lands on the new one.
import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog";

import { checkScreen } from "../support/admin-screens";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

describe("admin redirects", () => {
  const site = siteUnderTest({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true } });

  it("adds a redirect a visitor follows, and refuses a loop by name keeping what was typed", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin`);
    await page.getByRole("navigation").getByRole("link", { name: "Redirects" }).click();
    await page.waitForURL(`${site.url}/admin/redirects`);
    const add = page.getByRole("region", { name: "Add a redirect" });
    await add.getByRole("button", { name: "Add redirect" }).click();
    await add.getByText("Enter the old path, for example /old-page").waitFor();

    await add.getByLabel("Old path").fill("/old-team/");
    await add.getByLabel("Goes to").fill("team");
    await add.getByRole("button", { name: "Add redirect" }).click();
    await add.getByText("Enter a path on this site starting with /, or an address starting with https://").waitFor();
    await add.getByLabel("Goes to").fill("/team");
    await add.getByRole("button", { name: "Add redirect" }).click();
    await page.getByText("Redirect from /old-team added").waitFor();
    await page.getByText("/old-team → /team").waitFor();
    // Added: the form is empty again for the next one.
    expect(await add.getByLabel("Old path").inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);

    await add.getByLabel("Old path").fill("/team");
    await add.getByLabel("Goes to").fill("/old-team");
    await add.getByLabel("Type").selectOption("302");
    await add.getByRole("button", { name: "Add redirect" }).click();
    await add.getByText("This would make a loop: /team → /old-team → /team").waitFor();
    expect(await add.getByLabel("Goes to").inputValue()).toBe("/old-team");
    expect(await add.getByLabel("Type").inputValue()).toBe("302");

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/old-team`);
    expect(new URL(visitor.url()).pathname).toBe("/team");
    await visitor.goto(`${site.url}/bn/old-team`);
    expect(new URL(visitor.url()).pathname).toBe("/bn/team");
    await visitor.context().close();
  });

  it("uploads a CSV file, lists the row it could not add, and deletes after a confirmation", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin/redirects`);
    const upload = page.getByRole("region", { name: "Upload many at once" });
    await upload.getByLabel("CSV file").setInputFiles({
      name: "old-site.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("old,new\n/old-blog,/blog\n/old-shop,shop\n/old-contact,/contact,302\n"),
    });
    await upload.getByRole("button", { name: "Upload redirects" }).click();
    const report = upload.getByRole("alert");
    await report.getByText("2 redirects added. 1 row was not added").waitFor();
    await report.getByText(/Line 3 \(\/old-shop, shop\): Enter a path on this site/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText("/old-contact → /contact").waitFor();

    await page.getByRole("link", { name: "Delete the redirect from /old-blog" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this redirect?" });
    await dialog.getByText("/old-blog → /blog").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Redirect from /old-blog deleted").waitFor();
    expect(await page.getByText("/old-blog → /blog").count()).toBe(0);
    expect((await fetch(`${site.url}/old-blog`, { redirect: "manual" })).status).toBe(404);
  });

  it("reports a redirect that leads to a post moved to the trash (issue 30)", async () => {
    const page = site.page;
    const post = blogPosts[1]!;
    await page.goto(`${site.url}/admin/redirects`);
    const add = page.getByRole("region", { name: "Add a redirect" });
    await add.getByRole("textbox", { name: "Old path" }).fill("/news/old-article");
    await add.getByRole("textbox", { name: "Goes to" }).fill(`/blog/${post.slug}`);
    await add.getByRole("button", { name: "Add redirect" }).click();
    await page.getByText("Redirect from /news/old-article added").waitFor();

    await page.goto(`${site.url}/admin/blog`);
    await page.getByRole("link", { name: `Edit ${post.title}`, exact: true }).click();
    await page.getByRole("button", { name: "Move to trash" }).click();
    await page.getByText(`“${post.title}” moved to the trash.`).waitFor();

    await page.goto(`${site.url}/admin/redirects`);
    await page.getByText("1 redirect leads to a post in the trash.").waitFor();
    await page.getByText(`Leads to the post “${post.title}”, which is in the trash`).waitFor();
    await checkScreen(page, "redirects-into-trash");
  });
});
