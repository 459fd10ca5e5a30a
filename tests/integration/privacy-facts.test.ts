// The privacy policy states what the product does: its facts are generated from the code's own settings
// and constants, and these tests fail when the policy and the behaviour disagree.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { privacyFactsHeadingsBn } from "~/content/bn/legal";
import { UNCONFIRMED_DAYS } from "~/features/newsletter/newsletter-fields";
import { privacyFactSections, type PrivacySettings, siteCookies } from "~/features/privacy/privacy-facts.server";
import type { Locale } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";

import { TEST_ADMIN } from "../support/admin-login";
import { postNewsletter } from "../support/contact";
import { projectRoot, startServer, type TestServer } from "../support/server";

const defaults: PrivacySettings = { retentionMonths: 24, sessionIdleMinutes: 30, sessionMaxHours: 12 };
const text = (settings = defaults, locale: Locale = "en") =>
  privacyFactSections(settings, locale)
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join("\n");
const bengaliText = (settings = defaults) => text(settings, "bn");

/** The numbers a text states, Bengali digits read as Latin ones, cookie names (admin_2fa) left out. */
function figures(statement: string): number[] {
  const withoutNames = siteCookies(defaults).reduce((rest, cookie) => rest.replaceAll(cookie.name, ""), statement);
  const latin = withoutNames.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  return [...latin.matchAll(/\d+/g)].map((match) => Number(match[0])).sort((a, b) => a - b);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("privacy facts follow the settings", () => {
  it("states the retention period the purge uses, whatever it is set to", () => {
    expect(text()).toContain("deleted automatically 24 months after they were written");
    expect(text({ ...defaults, retentionMonths: 6 })).toContain(
      "deleted automatically 6 months after they were written",
    );
    expect(text({ ...defaults, retentionMonths: 1 })).toContain(
      "deleted automatically 1 month after they were written",
    );
    expect(text({ ...defaults, retentionMonths: 6 })).not.toContain("24 months");
  });

  it("states how long the audit trail is kept, and what stays in the database's files and backups", () => {
    expect(text()).toContain("each entry is deleted automatically 365 days after it was written");
    expect(text({ ...defaults, auditRetentionDays: 90 })).toContain(
      "deleted automatically 90 days after it was written",
    );
    expect(text({ ...defaults, auditRetentionDays: 90 })).not.toContain("365 days after it was written");
    expect(text()).toContain("never by your name, email address, subject or message");
    expect(text()).toContain("write-ahead log");
    expect(text()).toContain("Backups made before a deletion keep a copy until those backups are deleted.");
    expect(bengaliText({ ...defaults, auditRetentionDays: 90 })).toContain("লেখার ৯০ দিন পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়");
    expect(bengaliText()).toContain("মুছে ফেলার আগে তৈরি ব্যাকআপে একটি কপি থেকে যায়");
  });

  it("states the session limits the admin cookie lives by", () => {
    expect(text({ ...defaults, sessionIdleMinutes: 15, sessionMaxHours: 8 })).toContain(
      "after 15 minutes without activity, or 8 hours after sign-in",
    );
  });

  it("states the same settings in Bengali, in Bengali digits", () => {
    expect(bengaliText()).toContain("লেখার ২৪ মাস পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়");
    expect(bengaliText({ ...defaults, retentionMonths: 6 })).toContain("লেখার ৬ মাস পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়");
    expect(bengaliText({ ...defaults, retentionMonths: 6 })).not.toContain("২৪ মাস");
    expect(bengaliText({ ...defaults, sessionIdleMinutes: 15, sessionMaxHours: 8 })).toContain(
      "১৫ মিনিট কোনো কার্যকলাপ না থাকলে কিংবা সাইন-ইনের ৮ ঘণ্টা পর",
    );
    expect(bengaliText()).toContain(`${formatNumber(UNCONFIRMED_DAYS, "bn")} দিনের মধ্যে নিশ্চিত না করা ঠিকানা`);
    // Every figure is in Bengali digits: the only Latin digit left is in a cookie's name.
    const withoutNames = siteCookies(defaults).reduce(
      (rest, cookie) => rest.replaceAll(cookie.name, ""),
      bengaliText(),
    );
    expect(withoutNames).not.toMatch(/[0-9]/);
  });

  it("states in Bengali every figure the English states, whatever the settings", () => {
    for (const settings of [
      defaults,
      { retentionMonths: 7, sessionIdleMinutes: 15, sessionMaxHours: 8 },
      { retentionMonths: 1, sessionIdleMinutes: 1, sessionMaxHours: 1 },
      { ...defaults, auditRetentionDays: 30 },
    ]) {
      expect(figures(bengaliText(settings)), JSON.stringify(settings)).toEqual(figures(text(settings)));
    }
  });

  it("heads the Bengali facts with the headings the Bengali policy refers to, and lists the same cookies", () => {
    expect(privacyFactSections(defaults, "bn").map((section) => section.heading)).toEqual([
      privacyFactsHeadingsBn.storage,
      privacyFactsHeadingsBn.cookies,
    ]);
    const names = siteCookies(defaults).map((cookie) => cookie.name);
    expect(siteCookies(defaults, "bn").map((cookie) => cookie.name)).toEqual(names);
    for (const name of names) expect(bengaliText(), name).toContain(`${name} (`);
  });

  it("lists exactly the cookies the code names, and every place that sets a cookie uses one of them", () => {
    const files = [...sourceFiles(path.join(projectRoot, "app")), ...sourceFiles(path.join(projectRoot, "server"))];
    const declared = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(/export const (\w+_COOKIE) = "([^"]+)"/g))
        declared.add(match[2]!);
    }
    expect(
      siteCookies(defaults)
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual([...declared].sort());
    const constants = /\b[A-Z_]+_COOKIE\b/;
    const setters = files.filter((file) =>
      /document\.cookie\s*=|createCookie\(|"Set-Cookie",/.test(readFileSync(file, "utf8")),
    );
    expect(setters.length).toBeGreaterThan(0);
    for (const file of setters) {
      const source = readFileSync(file, "utf8");
      // A file that sets a cookie names it by one of the listed constants (or only passes one on).
      const namesOne =
        constants.test(source) ||
        /sessionCookie\(|clearedSessionCookie\(|flashToast\(|redirectWithToast\(|getToast\(|PendingSignInCookie\(|pendingSignInCookie\(/.test(
          source,
        );
      expect(namesOne, path.relative(projectRoot, file)).toBe(true);
    }
  });
});

describe("the privacy page and the running server agree", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ admin: true, env: { MESSAGE_RETENTION_MONTHS: "7" } });
  });
  afterAll(() => server?.stop());

  it("shows the configured retention and every cookie, and the server sets no cookie it does not list", async () => {
    const page = await (await fetch(`${server.url}/privacy`)).text();
    expect(page).toContain("deleted automatically 7 months after they were written");
    expect(page).not.toContain("24 months");
    const listed = siteCookies({ ...defaults, retentionMonths: 7 }).map((cookie) => cookie.name);
    for (const name of listed) expect(page).toContain(name);
    const bengaliPage = await (await fetch(`${server.url}/bn/privacy`)).text();
    expect(bengaliPage).toContain("লেখার ৭ মাস পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়");
    expect(bengaliPage).not.toContain("২৪ মাস");
    for (const name of listed) expect(bengaliPage).toContain(name);

    const seen = new Set<string>();
    const note = (response: Response) =>
      response.headers.getSetCookie().forEach((cookie) => seen.add(cookie.split("=")[0]!));
    for (const publicPath of ["/", "/services", "/contact", "/blog", "/privacy", "/bn/privacy"]) {
      const response = await fetch(`${server.url}${publicPath}`);
      expect(response.headers.getSetCookie(), publicPath).toEqual([]);
    }
    note(await postNewsletter(server.url, "policy-reader@example.test", { source: "blog" }));
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(TEST_ADMIN),
    });
    note(login);
    const session = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("admin_session="))!
      .split(";")[0]!;
    note(await fetch(`${server.url}/admin`, { headers: { Cookie: session } }));
    note(
      await fetch(`${server.url}/admin/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: session, Origin: server.url },
      }),
    );
    expect(seen.size).toBeGreaterThan(1);
    for (const name of seen) expect(listed).toContain(name);
  });

  it("states the audit trail's retention as staff set it under Settings", async () => {
    expect(await (await fetch(`${server.url}/privacy`)).text()).toContain(
      "each entry is deleted automatically 365 days after it was written",
    );
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(TEST_ADMIN),
    });
    const session = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("admin_session="))!
      .split(";")[0]!;
    const saved = await fetch(`${server.url}/admin/settings/security`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: session },
      body: new URLSearchParams({ intent: "audit-retention", auditRetentionDays: "90" }),
    });
    expect(saved.status).toBe(302);
    // The cached page is cleared by the admin write (decision 061).
    const page = await (await fetch(`${server.url}/privacy`)).text();
    expect(page).toContain("each entry is deleted automatically 90 days after it was written");
    expect(await (await fetch(`${server.url}/bn/privacy`)).text()).toContain("লেখার ৯০ দিন পর স্বয়ংক্রিয়ভাবে");
  });
});
