import pg from "pg";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { contactMessages } from "~/db/schema";

import { signInContext } from "../support/admin-login";
import { axeViolations, waitForRouter } from "../support/browser";
import { siteUnderTest } from "../support/site";

const XSS_SUBJECT = "<img src=x onerror=alert(1)> quote";
const XSS_BODY = "Hello <script>alert(1)</script>\n\n  <img src=x onerror=alert(1)>\nindented line";

/** Fills a DATA_DIR before the server opens it (PGlite allows one process per folder). */
async function seedDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    const base = Date.parse("2026-01-10T09:00:00Z");
    await database.db.insert(contactMessages).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `Customer ${String(i).padStart(2, "0")}`,
        email: `customer${i}@example.test`,
        subject: i % 2 ? "Hosting question" : "Quote request",
        message: `Message number ${i}`,
        read: i < 10,
        createdAt: new Date(base + i * 3_600_000),
      })),
      {
        name: "<script>alert(1)</script>",
        email: "xss@example.test",
        subject: XSS_SUBJECT,
        message: XSS_BODY,
        createdAt: new Date(base + 40 * 3_600_000),
      },
      {
        name: "Spam Bot",
        email: "spam@example.test",
        subject: "Cheap pills",
        message: "buy",
        spam: true,
        spamReason: "honeypot",
        createdAt: new Date(base),
      },
      {
        name: "=cmd|' /C calc'!A0",
        email: "formula@example.test",
        subject: "+SUM(1)",
        message: "@x",
        read: true,
        createdAt: new Date(base - 3_600_000),
      },
    ]);
  } finally {
    await database.close();
  }
}

describe("admin inbox in a browser", () => {
  const site = siteUnderTest({ admin: true, seed: seedDataDir });
  let context: BrowserContext;
  const dialogs: string[] = [];

  beforeAll(async () => {
    context = await site.newContext({ signedIn: true });
  });

  async function openPage(url: string): Promise<Page> {
    const page = await context.newPage();
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${site.url}${url}`);
    await page.waitForLoadState("networkidle");
    return page;
  }

  it("refuses the inbox, its export, its actions and the overview without a session", async () => {
    for (const path of ["/admin", "/admin/contact-requests", "/admin/contact-requests/export.csv"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/\/admin\/login/);
    }
    const page = await openPage("/admin/contact-requests?q=Customer%2005");
    const href = await page.getByRole("link", { name: "Customer 05" }).getAttribute("href");
    const id = /[0-9a-f-]{36}/.exec(href ?? "")![0];
    const post = await fetch(`${site.url}/admin/contact-requests`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", confirmed: "yes", ids: id }),
    });
    expect([401, 302]).toContain(post.status);
    if (post.status === 302) expect(post.headers.get("location")).toMatch(/\/admin\/login/);
    await page.reload();
    expect(await page.locator("tbody").textContent()).toContain("Customer 05");
    await page.close();
  });

  it("lists newest first, 25 a page, with counts, unread marked in text, and pages", async () => {
    const page = await openPage("/admin/contact-requests");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Showing 1–25 of 32");
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(25);
    expect(await rows.first().textContent()).toContain("xss@example.test");
    expect(await rows.nth(1).textContent()).toContain("Customer 29");
    expect(await rows.nth(1).textContent()).toContain("Unread");
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.getByText("Showing 26–32 of 32").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows a hostile message as text: nothing runs, nothing is injected", async () => {
    const page = await openPage("/admin/contact-requests");
    await page.getByRole("link", { name: "<script>alert(1)</script>" }).click();
    await page.waitForURL(/contact-requests\/[0-9a-f-]{36}/);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("pre").textContent()).toBe(XSS_BODY);
    expect(await page.locator("pre").evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
    expect(await page.locator("#message-subject").textContent()).toBe(XSS_SUBJECT);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // The hydration data carries the text inside a JSON string; an injected element would be its own node.
    const injected = await page.evaluate(() => ({
      scripts: [...document.scripts].filter((s) => s.textContent?.trim() === "alert(1)").length,
      handlers: document.querySelectorAll("[onerror]").length,
    }));
    expect(injected).toEqual({ scripts: 0, handlers: 0 });
    const reply = await page.getByRole("link", { name: "Reply", exact: true }).getAttribute("href");
    expect(reply).toBe(`mailto:xss@example.test?subject=${encodeURIComponent(`Re: ${XSS_SUBJECT}`)}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it("marks a message read on opening; the toggle shows the spec's toasts", async () => {
    const page = await openPage("/admin/contact-requests?q=Customer%2029");
    await page.getByRole("link", { name: "Customer 29" }).click();
    await page.waitForURL(/contact-requests\/[0-9a-f-]{36}\?q=Customer/);
    await page.getByRole("button", { name: "Mark as unread" }).click();
    await page.getByText("Message marked as unread").waitFor();
    await page.waitForURL(/contact-requests\?q=Customer/);
    expect(await page.locator("tbody tr").first().textContent()).toContain("Unread");
    await page.getByRole("button", { name: "Mark as read: Hosting question" }).click();
    await page.getByText("Message marked as read").waitFor();
    expect(await page.locator("tbody tr").first().textContent()).not.toContain("Unread");

    // A message that no longer exists cannot change: the spec's failure toast.
    const response = await page.request.post(`${site.url}/admin/contact-requests`, {
      form: { intent: "mark-read", ids: "00000000-0000-4000-8000-000000000000" },
      headers: { Origin: site.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    await page.goto(`${site.url}/admin/contact-requests`);
    await page.getByText("Failed to update message status").waitFor();
    await page.close();
  });

  it("asks before deleting, then deletes with the spec's toast; a failure says so", async () => {
    const page = await openPage("/admin/contact-requests?q=Customer%2028");
    await page.getByRole("link", { name: "Customer 28" }).click();
    await page.waitForURL(/contact-requests\/[0-9a-f-]{36}/);
    // The URL changes before the message page replaces the list (whose rows have Delete buttons too).
    await page.getByRole("link", { name: "Back to messages" }).waitFor();
    const messageUrl = page.url();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete message" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Are you sure you want to delete this message?");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).toBe(messageUrl);

    await page.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Message deleted successfully").waitFor();
    await page.getByText("No messages found").waitFor();

    // The same message again (already gone): the action reports the failure.
    const response = await page.request.post(messageUrl, {
      form: { intent: "delete", confirmed: "yes" },
      headers: { Origin: site.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    await page.goto(`${site.url}/admin/contact-requests`);
    await page.getByText("Failed to delete message").waitFor();
    await page.close();
  });

  it("keeps search, filter and page in the URL across reload and back/forward", async () => {
    const page = await openPage("/admin/contact-requests");
    await page.getByLabel("Search messages").fill("hosting");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\?q=hosting$/);
    await page.getByRole("navigation", { name: "Filter messages" }).getByRole("link", { name: "Unread" }).click();
    await page.waitForURL(/\?q=hosting&filter=unread$/);
    const currentFilter = page.locator('nav[aria-label="Filter messages"] a[aria-current="page"]');
    await currentFilter.filter({ hasText: "Unread" }).waitFor();
    const unreadRows = await page.locator("tbody tr").count();
    expect(unreadRows).toBeGreaterThan(0);
    expect(await page.locator("tbody").textContent()).not.toContain("Quote request");
    await page.reload();
    expect(await page.getByLabel("Search messages").inputValue()).toBe("hosting");
    expect(await page.locator("tbody tr").count()).toBe(unreadRows);
    await waitForRouter(page);
    await page.goBack();
    await page.waitForURL(/\?q=hosting$/);
    await currentFilter.filter({ hasText: "All" }).waitFor();
    expect(await page.getByLabel("Search messages").inputValue()).toBe("hosting");
    await page.getByLabel("Search messages").fill("nobody-has-this");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("No messages found").waitFor();
    await page.goto(`${site.url}/admin/contact-requests?filter=spam`);
    expect(await page.locator("tbody").textContent()).toContain("Spam Bot");
    await page.close();
  });

  it("applies bulk actions to the selected rows, deleting after one confirmation", async () => {
    const page = await openPage("/admin/contact-requests?q=quote");
    await page.getByLabel("Select all messages on this page").check();
    await page.getByRole("button", { name: "Mark unread" }).click();
    await page.getByText(/^\d+ messages marked as unread$/).waitFor();
    expect(await page.locator("tbody").textContent()).not.toContain("Read");

    await page.getByLabel("Select message from Customer 00").check();
    await page.getByLabel("Select message from Customer 02").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.textContent()).toContain("Are you sure you want to delete these 2 messages?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("2 messages deleted successfully").waitFor();
    expect(await page.locator("tbody").textContent()).not.toContain("Customer 00");
    await page.close();
  });

  it("confirms a delete on its own page when JavaScript is off", async () => {
    const noScript = await site.newContext({ javaScriptEnabled: false });
    await signInContext(noScript, site.url);
    const page = await noScript.newPage();
    await page.goto(`${site.url}/admin/contact-requests?q=Customer%2027`);
    await page.getByRole("link", { name: "Customer 27" }).click();
    await page.getByRole("link", { name: "Back to messages" }).waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "Are you sure you want to delete this message?" }).waitFor();
    expect(await page.locator("pre").textContent()).toBe("Message number 27");
    await page.getByRole("form").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/contact-requests\?q=Customer(\+|%20)27$/);
    expect(await page.getByText("No messages found").isVisible()).toBe(true);
    await noScript.close();
  });

  it("exports the current view as CSV with formulas defused", async () => {
    const page = await openPage("/admin/contact-requests");
    const response = await page.request.get(`${site.url}/admin/contact-requests/export.csv?q=formula`);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toMatch(
      /^"Received \(UTC\)","Name","Email","Subject","Message","Read","Spam","Language","Status",/,
    );
    expect(lines[1]).toMatch(
      /^"2026-01-10T08:00:00.000Z","'=cmd\|' \/C calc'!A0","formula@example.test","'\+SUM\(1\)","'@x","yes","no","English","New",/,
    );
    expect(lines).toHaveLength(3);
    await page.close();
  });

  it("says 'Loading messages...' while a new view loads", async () => {
    const page = await openPage("/admin/contact-requests");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/contact-requests.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Filter messages" })
      .getByRole("link", { name: "Read", exact: true })
      .click();
    await page.getByText("Loading messages...").waitFor();
    release();
    await page.getByText(/^Showing 1–/).waitFor();
    await page.close();
  });

  it("shows the overview with real figures and passes axe", async () => {
    const page = await openPage("/admin");
    expect(await page.getByRole("heading", { name: "Total Clients" }).isVisible()).toBe(true);
    const newMessages = page.locator("li", { has: page.getByRole("heading", { name: "New Messages" }) });
    expect(await newMessages.textContent()).toMatch(/New Messages\d+/);
    expect(await page.getByRole("heading", { name: "Recent Activity" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /deleted/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("table", { name: /Messages and page views per day/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("admin inbox when the database fails", () => {
  const site = siteUnderTest({ admin: true, database: "postgres" });

  it("says 'Failed to load messages'", async () => {
    const client = new pg.Client({ connectionString: site.databaseUrl });
    try {
      const page = await site.newPage({ signedIn: true });
      await page.goto(`${site.url}/admin/contact-requests`);
      await page.getByText("No messages found").waitFor();
      // The table disappears under the running server: every list query now fails.
      await client.connect();
      await client.query("alter table contact_messages rename to contact_messages_gone");
      await page.getByRole("navigation", { name: "Filter messages" }).getByRole("link", { name: "Unread" }).click();
      await page.getByRole("alert").filter({ hasText: "Failed to load messages" }).waitFor();
      await page.reload();
      await page.getByRole("alert").filter({ hasText: "Failed to load messages" }).waitFor();
    } finally {
      await client.end();
    }
  });
});
