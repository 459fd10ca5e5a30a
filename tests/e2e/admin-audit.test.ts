import { describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { auditLog, contactMessages } from "~/db/schema";

import { TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const OMAR = "omar@example.test";

/** A trail from October 2026 (each entry at its own minute), before the test admin signs in. */
async function seedDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 9, day, 9, minute));
    // Entries keep a message's id only (decision 146): the sentence names one that still exists.
    await database.db.insert(contactMessages).values({
      id: "00000000-0000-4000-8000-000000000001",
      name: "Rahim",
      email: "rahim@example.test",
      subject: "Website quote",
      message: "Hello",
    });
    await database.db.insert(auditLog).values([
      {
        at: at(2),
        actorEmail: OMAR,
        action: "marked_read",
        entity: "contact_message",
        entityId: "00000000-0000-4000-8000-000000000001",
      },
      {
        at: at(3),
        actorEmail: OMAR,
        action: "deleted",
        entity: "contact_message",
        entityId: "00000000-0000-4000-8000-000000000003",
      },
      { at: at(5), actorEmail: null, action: "login_failed", entity: "session", details: { email: "a@b.com" } },
      {
        at: at(8),
        actorEmail: OMAR,
        action: "created",
        entity: "service",
        entityId: "00000000-0000-4000-8000-000000000002",
        details: { title: "Cloud Hosting" },
      },
      // 55 sign-ins on the 20th: more than one page.
      ...Array.from({ length: 55 }, (_, i) => ({
        at: at(20, i),
        actorEmail: OMAR,
        action: "login",
        entity: "session",
      })),
    ]);
  } finally {
    await database.close();
  }
}

describe("audit trail screen in a browser", () => {
  const site = siteUnderTest({ admin: true, seed: seedDataDir });

  it("filters by admin, action and days, in sentences, on a 390 px phone with no sideways scrolling", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/admin/audit`);
    const trail = page.getByRole("list", { name: "Audit trail" });
    await trail.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Only the failed login has no admin behind it.
    await page.getByRole("combobox", { name: "Admin", exact: true }).selectOption("none");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/admin=none/);
    await expect
      .poll(() => trail.getByRole("listitem").allInnerTexts())
      .toEqual([expect.stringContaining("Login failed for a@b.com")]);

    // Omar, anything he deleted: a deleted message is not named (the trail kept only its id).
    await page.getByRole("combobox", { name: "Admin", exact: true }).selectOption(OMAR);
    await page.getByRole("combobox", { name: "Action", exact: true }).selectOption("deleted");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/action=deleted/);
    await expect
      .poll(() => trail.getByRole("listitem").allInnerTexts())
      .toEqual([expect.stringContaining(`${OMAR} deleted a message`)]);

    // Days, inclusive: the 2nd to the 8th of October, any admin and action.
    await page.getByRole("link", { name: "Clear" }).click();
    await page.waitForURL((url) => url.search === "");
    // The URL changes before React renders the cleared form (a transition); the form is keyed by its query, so
    // typing into the old one would be wiped when the new one mounts. An empty Action shows the new one is in.
    await expect.poll(() => page.getByRole("combobox", { name: "Action", exact: true }).inputValue()).toBe("");
    await page.getByLabel("From", { exact: true }).fill("2026-10-02");
    await page.getByLabel("To", { exact: true }).fill("2026-10-08");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/from=2026-10-02&to=2026-10-08/);
    await expect.poll(async () => (await trail.getByRole("listitem").allInnerTexts()).length).toBe(4);
    const texts = (await trail.getByRole("listitem").allInnerTexts()).join("\n");
    expect(texts).toContain(`${OMAR} added the service 'Cloud Hosting'`);
    expect(texts).toContain(`${OMAR} marked 'Website quote' as read`);
    expect(texts).not.toContain("signed in");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The 55 sign-ins of the 20th fill more than a page; the pager keeps the filters.
    await page.getByLabel("From", { exact: true }).fill("2026-10-20");
    await page.getByLabel("To", { exact: true }).fill("2026-10-20");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("Showing 1–50 of 55").waitFor();
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.getByText("Showing 51–55 of 55").waitFor();
    expect(new URL(page.url()).searchParams.get("from")).toBe("2026-10-20");
    await page.context().close();
  });

  it("shows the same sentences in the overview's Recent Activity", async () => {
    const page = await site.newPage({ signedIn: true });
    await page.goto(`${site.url}/admin`);
    const recent = page.locator("section", { has: page.getByRole("heading", { name: "Recent Activity" }) });
    await recent.getByText(`${TEST_ADMIN.email} signed in`).first().waitFor();
    await recent.getByRole("link", { name: "The whole audit trail" }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.context().close();
  });
});
