import { describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { contactMessages, newsletterSubscribers } from "~/db/schema";
import { NOTHING_STORED } from "~/features/privacy/data-requests";

import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

async function seedDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(contactMessages).values([
      { name: "Nadia Rahman", email: "nadia@example.test", subject: "Website quote", message: "We need a new site." },
      { name: "Oliver Grant", email: "oliver@example.test", subject: "Hosting plans", message: "Which plan?" },
    ]);
    await database.db
      .insert(newsletterSubscribers)
      .values([{ email: "Nadia@example.test", source: "blog", confirmedAt: new Date() }]);
  } finally {
    await database.close();
  }
}

describe("data requests (access and erasure) in a browser", () => {
  const site = siteUnderTest({ admin: true, seed: seedDataDir });

  it("looks an address up, downloads it as JSON, and erases it after a confirmation; an unknown address has nothing", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/admin/data-requests`);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Data Requests"]);
    await page.getByLabel("Email address").fill("nadia@example.test");
    await page.getByRole("button", { name: "Look up" }).click();
    const stored = page.locator("section", {
      has: page.getByRole("heading", { name: "Stored for nadia@example.test" }),
    });
    await stored.waitFor();
    const summary = (await stored.innerText()).replace(/\s+/g, " ");
    expect(summary).toContain("1 contact message");
    expect(summary).toContain("Newsletter: subscribed (confirmed)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const download = await page.request.get(`${site.url}/admin/data-requests/export.json?email=nadia%40example.test`);
    expect(download.status()).toBe(200);
    const json = (await download.json()) as {
      contactMessages: { subject: string }[];
      newsletterSubscriptions: unknown[];
    };
    expect(json.contactMessages.map((message) => message.subject)).toEqual(["Website quote"]);
    expect(json.newsletterSubscriptions).toHaveLength(1);

    await page.getByRole("button", { name: "Erase all data" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase all data" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("nadia@example.test");
    await dialog.getByRole("button", { name: "Erase" }).click();
    await page.getByText("Erased 1 contact message, 0 notes, 0 replies and 1 newsletter subscription").waitFor();
    await page.getByText(NOTHING_STORED).waitFor();

    // Oliver's message is still there.
    await page.getByLabel("Email address").fill("oliver@example.test");
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByRole("heading", { name: "Stored for oliver@example.test" }).waitFor();
    await page.getByLabel("Email address").fill("nobody@example.test");
    await page.getByRole("button", { name: "Look up" }).click();
    await page.getByText(NOTHING_STORED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("overview chart: an empty series says so, and its date labels are readable on a 390 px phone", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/admin`);
    const views = page.locator("figure", { hasText: "Page views per day" });
    expect((await views.locator("figcaption").innerText()).replace(/\s+/g, " ")).toBe("Page views per day (none yet)");
    const messages = page.locator("figure", { hasText: "Messages per day" });
    expect((await messages.locator("figcaption").innerText()).replace(/\s+/g, " ")).toBe(
      "Messages per day (1 in total, peak 1)",
    ); // Oliver's; Nadia's was erased above
    const label = views.locator("div > span").first();
    expect(await label.innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fontPx = await label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: "/work/notes/shots/leads/overview-chart-390.png" });
    await page.context().close();
  });
});
