import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { contactMessages, newsletterSubscribers } from "~/db/schema";

import { TEST_ADMIN } from "../support/admin-login";
import { axeViolations } from "../support/browser";
import { siteUnderTest } from "../support/site";

const LONG_EMAIL = "procurement.department.head@very-long-company-name-limited.example.test";

async function seedDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    const base = Date.parse("2026-02-01T09:00:00Z");
    await database.db.insert(contactMessages).values([
      {
        name: "Nadia Rahman",
        email: "nadia@example.test",
        subject: "Website quote",
        message: "We need a new site.",
        createdAt: new Date(base),
      },
      {
        name: "Oliver Grant",
        email: "oliver@example.test",
        subject: "Hosting plans",
        message: "Which plan?",
        createdAt: new Date(base + 60_000),
      },
      {
        name: "Maximilian Alexander Fitzgerald-Montgomery",
        email: LONG_EMAIL,
        subject: "Enterprise migration of our entire legacy estate to the cloud",
        message: "Long one",
        createdAt: new Date(base + 120_000),
      },
    ]);
    await database.db.insert(newsletterSubscribers).values([
      {
        email: "reader.one@example.test",
        source: "blog",
        createdAt: new Date(base),
        confirmedAt: new Date(base + 30_000),
      },
      // Unconfirmed, so recent: sign-ups unconfirmed for 7 days are purged when the server starts.
      { email: "reader.two@example.test", source: "shop", createdAt: new Date() },
    ]);
  } finally {
    await database.close();
  }
}

describe("inbox workflow in a browser", () => {
  const site = siteUnderTest({ admin: true, seed: seedDataDir });
  let context: BrowserContext;

  beforeAll(async () => {
    context = await site.newContext({ signedIn: true });
  });

  async function openPage(url: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${site.url}${url}`);
    await page.waitForLoadState("networkidle");
    return page;
  }

  it("sets status and assignee, keeps notes with author, and shows it all on the timeline", async () => {
    const page = await openPage("/admin/contact-requests");
    await page.getByRole("link", { name: "Nadia Rahman" }).click();
    await page.waitForURL(/contact-requests\/[0-9a-f-]{36}/);
    await page.waitForLoadState("networkidle");
    // No SMTP_URL here: the reply box says how to set it up and offers the mail program instead.
    const replySection = page.locator("#reply");
    expect(await replySection.innerText()).toContain("set SMTP_URL");
    expect(await replySection.getByRole("link", { name: "Reply in your email program" }).getAttribute("href")).toBe(
      "mailto:nadia@example.test?subject=Re%3A%20Website%20quote",
    );
    expect(await replySection.getByRole("button", { name: "Send reply" }).count()).toBe(0);

    const timeline = page.locator("#timeline ol");
    expect(await timeline.textContent()).toContain("Received");
    expect(await timeline.textContent()).toContain(`${TEST_ADMIN.email} marked it as read`);

    await page.getByLabel("Status").selectOption({ label: "In progress" });
    await page.getByLabel("Assignee").selectOption({ label: TEST_ADMIN.email });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Message updated: status In progress, assigned to ${TEST_ADMIN.email}`).waitFor();
    await timeline.getByText(`${TEST_ADMIN.email} set the status to In progress`).waitFor();
    expect(await timeline.textContent()).toContain(`${TEST_ADMIN.email} assigned it to ${TEST_ADMIN.email}`);

    // An empty note is refused in the browser, next to the field, and nothing is sent.
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Please write a note before adding it").waitFor();
    expect(await page.getByLabel("Internal note").evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel("Internal note").fill("Called Nadia: budget confirmed.");
    await page.getByRole("button", { name: "Add note" }).click();
    await timeline.getByText("Called Nadia: budget confirmed.").waitFor();
    expect(await timeline.textContent()).toContain(`${TEST_ADMIN.email} added a note`);
    expect(await page.getByLabel("Internal note").inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);

    // The server checks too: a blank note posted directly is refused with the same message.
    const response = await page.request.post(page.url(), {
      form: { intent: "add-note", note: "   " },
      headers: { Origin: site.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);

    await page.getByRole("link", { name: "Back to messages" }).click();
    const row = page.locator("tbody tr", { hasText: "Nadia Rahman" });
    await row.waitFor();
    expect(await row.textContent()).toContain("In progress");
    expect(await row.textContent()).toContain(TEST_ADMIN.email);
    await page.close();
  });

  it("filters by status and assignee in the URL, 'Assigned to me' one click away, with or without script", async () => {
    // Nadia's message was assigned to the signed-in admin, In progress, by the test above.
    for (const javaScriptEnabled of [true, false]) {
      const own = await site.newContext({ signedIn: true, javaScriptEnabled });
      const page = await own.newPage();
      await page.goto(`${site.url}/admin/contact-requests`);
      await page.getByRole("link", { name: "Assigned to me" }).click();
      await page.waitForURL(/\?assignee=me$/);
      const rows = page.locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain("Nadia Rahman");
      expect(await page.getByRole("link", { name: "Assigned to me" }).getAttribute("aria-current")).toBe("page");

      await page.getByLabel("Status").selectOption({ label: "Closed" });
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/[?&]status=closed&assignee=me$/);
      await page.getByText("No messages found").waitFor();

      await page.getByLabel("Status").selectOption({ label: "Open (New or In progress)" });
      await page.getByLabel("Assigned to").selectOption({ label: "Nobody (unassigned)" });
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/[?&]status=open&assignee=none$/);
      await expect.poll(() => page.locator("tbody").textContent()).not.toContain("Nadia Rahman");
      expect(await page.locator("tbody").textContent()).toContain("Oliver Grant");
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await own.close();
    }

    const page = await openPage("/admin");
    const mine = page.getByRole("region", { name: "Your open messages" });
    expect(await mine.textContent()).toContain("Nadia Rahman: Website quote");
    expect(await mine.textContent()).not.toContain("Oliver Grant");
    await mine.getByRole("link", { name: "All your open messages" }).click();
    await page.waitForURL(/\?status=open&assignee=me$/);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.close();
  });

  it("deletes one row from the list after a confirmation that names sender and subject", async () => {
    const page = await openPage("/admin/contact-requests");
    await page.getByRole("button", { name: "Delete message from Oliver Grant: Hosting plans" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete message" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Are you sure you want to delete this message?");
    expect(await dialog.textContent()).toContain("From Oliver Grant: “Hosting plans”");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator("tbody").textContent()).toContain("Oliver Grant");

    await page.getByRole("button", { name: "Delete message from Oliver Grant: Hosting plans" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Message deleted successfully").waitFor();
    await expect.poll(() => page.locator("tbody").textContent()).not.toContain("Oliver Grant");
    expect(await page.locator("tbody").textContent()).toContain("Nadia Rahman");
    await page.close();
  });

  it("fits the inbox on a 390 px phone: no sideways scrolling, addresses not broken letter by letter, axe clean", async () => {
    const phone = await site.newContext({ signedIn: true, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${site.url}/admin/contact-requests`);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const row = page.locator("tbody tr", { hasText: "Maximilian" });
    // The long address wraps at most at its @: two lines, not one letter a line.
    const email = row.getByText(LONG_EMAIL);
    const lines = await email.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(3);
    for (const name of ["Mark as read: Enterprise migration", "Delete message from Maximilian"]) {
      const button = page.getByRole("button", { name: new RegExp(name) });
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(await axeViolations(page)).toEqual([]);
    await phone.close();
  });

  it("lists newsletter subscribers for staff: search, CSV export, remove after a confirmation; counts on the overview", async () => {
    const page = await openPage("/admin/newsletter");
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Newsletter"]);
    expect(await page.getByRole("status").first().textContent()).toBe("Showing 1–2 of 2");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/[?&]status=pending$/);
    await expect
      .poll(() => page.locator("main li").allInnerTexts())
      .toEqual([expect.stringContaining("reader.two@example.test")]);
    expect(await page.locator("main li").innerText()).toContain("Waiting for confirmation");
    await page.getByLabel("Status").selectOption("all");
    await page.getByLabel("Search subscribers").fill("two");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\?q=two(&status=all)?$/);
    await expect.poll(() => page.locator("main li").count()).toBe(1);

    const csv = await page.request.get(`${site.url}/admin/newsletter/export.csv?q=reader`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).split("\r\n").slice(1, 3)).toEqual([
      expect.stringMatching(/"reader\.two@example\.test","shop","pending",""$/),
      expect.stringMatching(/"reader\.one@example\.test","blog","confirmed","[^"]+"$/),
    ]);

    await page.getByRole("button", { name: "Remove reader.two@example.test" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove subscriber" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("reader.two@example.test");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await page.getByText("Subscriber removed").waitFor();
    await page.getByText("No subscribers found").waitFor();

    await page.goto(`${site.url}/admin`);
    const newsletter = page.locator("section", { has: page.getByRole("heading", { name: "Newsletter subscribers" }) });
    expect((await newsletter.innerText()).replace(/\s+/g, " ")).toContain("1 confirmed · 0 waiting for confirmation");
    const unanswered = page.locator("section", {
      has: page.getByRole("heading", { name: "Unanswered for more than 24 h" }),
    });
    // The seeded messages are months old and not all answered.
    expect(await unanswered.innerText()).toMatch(/Maximilian/);
    expect(await page.getByRole("heading", { name: "Leads by source, last 30 days" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
