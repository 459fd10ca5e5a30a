// Invitations in a browser (issue 29 item 4, decision 181): an owner invites someone from Settings without a
// mail server, is shown the link once, and the person opens it, chooses a password and is signed in with the
// role. The pages are axe clean at 1280 and 390 px; SHOTS_DIR, when set, keeps a screenshot of each.
import path from "node:path";

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const PASSWORD = "quiet harbour mango 77";

async function checkBothWidths(page: Page, name: string, part?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    if (process.env.SHOTS_DIR)
      await (part ?? page).screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("an invitation, from Settings to signed in", () => {
  const site = siteUnderTest({ admin: true });

  it("the owner invites, passes the link on, and the person chooses a password and is signed in", async () => {
    const owner = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    await owner.goto(`${site.url}/admin/settings/admins`);
    const admins = owner.getByRole("region", { name: "Staff accounts" });
    await admins.getByLabel("Email", { exact: true }).fill("rumana@example.test");
    await admins.getByLabel("Role", { exact: true }).selectOption("writer");
    await admins.getByRole("button", { name: "Send invitation" }).click();

    // No SMTP_URL: the link is shown once, to pass on.
    const link = admins.getByLabel("Invitation link for rumana@example.test");
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    await admins.getByText(/Writer · invited by staff@example.test · link works until/).waitFor();
    await checkBothWidths(owner, "settings-invitations", admins);
    // Reloaded, the link is gone: it was shown once.
    await owner.reload();
    await admins.getByText("rumana@example.test").waitFor();
    expect(await admins.getByLabel("Invitation link for rumana@example.test").count()).toBe(0);

    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const invited = await context.newPage();
    await invited.goto(url);
    await invited.getByRole("heading", { name: "Choose your password" }).waitFor();
    await invited.getByText("staff@example.test invited you (rumana@example.test) as Writer").waitFor();
    await checkBothWidths(invited, "invitation-accept");
    await invited.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await invited.getByLabel("Confirm password").fill("not the same at all");
    await invited.getByRole("button", { name: "Accept and sign in" }).click();
    await invited.getByText("The passwords do not match").waitFor();
    await invited.getByLabel("Confirm password").fill(PASSWORD);
    await invited.getByRole("button", { name: "Accept and sign in" }).click();
    await invited.waitForURL(`${site.url}/admin`);
    // Signed in as a writer: the sidebar has the blog, not Settings' staff part or the inbox.
    await invited.getByRole("link", { name: "Blog" }).first().waitFor();
    expect(await invited.getByRole("link", { name: /Contact requests|Inbox/ }).count()).toBe(0);

    // The link is spent.
    await invited.goto(url);
    await invited.getByText("This invitation has already been used").waitFor();
    await checkBothWidths(invited, "invitation-used");
    await context.close();

    await owner.reload();
    await admins.getByText("No invitation is waiting to be accepted.").waitFor();
    await admins.getByText(/Writer · Added/).waitFor();
    await owner.context().close();
  });
});
