import { describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

import { axeViolations } from "../support/browser";
import { siteWithSmtp } from "../support/site";

const shots = process.env.SCREENSHOTS_DIR;

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir, lockPurpose: "test seed" });
  try {
    await database.db.insert(newsletterSubscribers).values([
      { email: "reader@example.test", source: "blog", locale: "en", confirmedAt: new Date() },
      { email: "pathok@example.test", source: "blog", locale: "bn", confirmedAt: new Date() },
    ]);
  } finally {
    await database.close();
  }
}

describe("newsletter issues in a browser", () => {
  const site = siteWithSmtp({
    admin: true,
    seed,
    pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true },
  });

  async function shoot(name: string, page = site.page) {
    if (!shots) return;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it("is written in both languages, previewed, test-sent to oneself, sent, and its recipients shown sent", async () => {
    const page = site.page;
    // The archive as a visitor sees it before anything is sent, now in the page cache.
    const archiveBefore = await (await fetch(`${site.url}/newsletter/archive`)).text();
    expect(archiveBefore).toContain("No issues have been sent yet.");
    await page.goto(`${site.url}/admin/newsletter/issues`);
    await page.getByText("No issues yet").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "New issue" }).click();
    await page.waitForURL(/\/issues\/new$/);
    await page.waitForLoadState("networkidle");
    // Refused without a subject, the body typed is kept.
    const english = page.getByRole("textbox", { name: "Body", exact: true });
    await english.click();
    await page.keyboard.type("Our December news.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Subject is required").first().waitFor();
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("December news");
    await page.getByRole("textbox", { name: "Subject (Bengali)" }).fill("ডিসেম্বরের খবর");
    await page.getByRole("textbox", { name: "Body (Bengali)" }).click();
    await page.keyboard.type("ডিসেম্বরের খবর।");
    expect(await axeViolations(page)).toEqual([]);
    await shoot("issue-new");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Issue saved").waitFor();
    await page.waitForURL(/\/issues\/[0-9a-f-]{36}$/);
    const issueUrl = page.url();
    await shoot("issue-edit");

    const preview = await page.request.get(`${issueUrl}/preview?lang=bn`);
    expect(preview.headers()["content-security-policy"]).toContain("default-src 'none'");
    const html = await preview.text();
    expect(html).toContain('lang="bn"');
    expect(html).toContain("ডিসেম্বরের খবর।");

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await page.getByText(/^Test sent to /).waitFor();
    await expect.poll(() => site.smtp.received.length, { timeout: 15_000 }).toBe(1);

    await page.getByRole("button", { name: "Send now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("to 2 confirmed subscribers").waitFor();
    await dialog.getByRole("button", { name: "Send now" }).click();
    await page.getByText("Sending to 2 subscribers").waitFor();
    // Sending published it (decision 204): the cached archive was cleared, and the issue reads in each edition.
    expect(await (await fetch(`${site.url}/newsletter/archive`)).text()).toContain(">December news<");
    for (const [path, text] of [
      ["/newsletter/archive", "December news"],
      ["/bn/newsletter/archive", "ডিসেম্বরের খবর"],
      ["/newsletter/december-news", "Our December news."],
      ["/bn/newsletter/december-news", "ডিসেম্বরের খবর।"],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.getByText(text).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(`public${path.replaceAll("/", "-")}`);
    }
    await page.goto(issueUrl);
    await expect.poll(() => site.smtp.received.length, { timeout: 20_000 }).toBe(3);
    const bengali = site.smtp.received.find((mail) => mail.to.includes("pathok@example.test"))!;
    expect(bengali.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    await expect
      .poll(
        async () => {
          await page.goto(`${issueUrl}/recipients`);
          return page.getByText("2 sent").count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot("issue-recipients");
    await page.goto(`${site.url}/admin/newsletter/issues`);
    await page.getByText("2 sent · 0 failed · 0 queued").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot("issues");
  });

  it("asks on a page of its own before sending when JavaScript is off, naming the audience and count", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin/newsletter/issues/new`);
    await page.waitForLoadState("networkidle");
    // A subject of its own on each attempt: a retry must not find the first attempt's slug taken.
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill(`Bengali only ${Date.now()}`);
    await page.getByRole("combobox", { name: "Send to" }).selectOption("bn");
    await page.getByRole("textbox", { name: "Body", exact: true }).click();
    await page.keyboard.type("For Bengali readers.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Issue saved").waitFor();
    await page.waitForURL(/\/issues\/[0-9a-f-]{36}$/);
    const issueUrl = page.url();
    const before = site.smtp.received.length;
    // With JavaScript the same question is a modal dialog; Cancel sends nothing.
    await page.getByRole("button", { name: "Send now" }).click();
    const modal = page.getByRole("dialog", { name: "Send this issue" });
    await modal.getByText("Audience: Bengali subscribers only").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole("link", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });

    const noScript = await site.newContext({ javaScriptEnabled: false, signedIn: true });
    const plain = await noScript.newPage();
    await plain.goto(issueUrl);
    await plain.getByRole("button", { name: "Send now" }).click();
    const dialog = plain.getByRole("dialog", { name: "Send this issue" });
    await dialog.getByText("Send this issue now to 1 confirmed subscriber?").waitFor();
    await dialog.getByText("Audience: Bengali subscribers only").waitFor();
    await shoot("issue-send-confirm-nojs", plain);
    // Nothing was queued by the first post: Cancel goes back to the issue, still a draft. Confirming sends it.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await plain.getByText("Status: draft").waitFor();
    await plain.getByRole("button", { name: "Send now" }).click();
    await dialog.getByRole("button", { name: "Send now" }).click();
    // The toast is in <noscript>, which Playwright's text search skips: the status says it was queued.
    await plain.getByText("Status: sending").waitFor();
    await expect.poll(() => site.smtp.received.length, { timeout: 20_000 }).toBe(before + 1);
    expect(site.smtp.received.at(-1)!.to).toEqual(["pathok@example.test"]);
    await noScript.close();
  });
});
