import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { privacyFactsHeadingsBn, privacyPolicyBn, termsOfServiceBn } from "~/content/bn/legal";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { privacyFactSections } from "~/features/privacy/privacy-facts.server";
import { wordsFor } from "~/words/words.server";

import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

// The privacy policy and the terms on /bn (decisions 097 and 136): the seeded Bengali summary and text, the
// privacy facts in Bengali, and a text staff have not translated shown in English inside lang="en".

const defaults = { retentionMonths: 24, sessionIdleMinutes: 30, sessionMaxHours: 12 };

type LegalPageView = {
  title: string;
  intro: string;
  updated: string;
  contents: string[];
  headings: string[];
  /** The languages `text` is read in wherever the page shows it (the nearest lang attribute's). */
  langsOf(text: string): string[];
};

async function view(server: TestServer, route: string): Promise<LegalPageView> {
  const response = await fetch(`${server.url}${route}`);
  expect(response.status, route).toBe(200);
  const main = new JSDOM(await response.text()).window.document.querySelector("main")!;
  const texts = (selector: string) => [...main.querySelectorAll(selector)].map((element) => element.textContent ?? "");
  return {
    title: main.querySelector("h1")?.textContent ?? "",
    intro: main.querySelector("h1 + p")?.textContent ?? "",
    updated: main.querySelector("time")?.textContent ?? "",
    contents: texts("nav ol a"),
    headings: texts("section > h2"),
    langsOf: (text) =>
      [...main.querySelectorAll("*")]
        // The innermost elements that hold exactly this text.
        .filter(
          (element) =>
            element.textContent?.trim() === text &&
            ![...element.children].some((child) => child.textContent?.trim() === text),
        )
        .map((element) => element.closest("[lang]")?.getAttribute("lang") ?? ""),
  };
}

const headingsOf = (document: { sections: { heading: string }[] }) =>
  document.sections.map((section) => section.heading);

describe.each(testDrivers())("the legal pages in Bengali (%s)", (driver) => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let server: TestServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "bengali-legal-"));
    database =
      driver === "postgres"
        ? await createPostgresDatabase({ template: "site" })
        : await copySiteDataDir(dataDir).then(() => null);
    server = await startServer({ env: { ...testAdminEnv, DATABASE_URL: database?.url ?? "" }, dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("show /bn/privacy's Bengali title, summary and sections, the Bengali facts after them, all in Bengali", async () => {
    const page = await view(server, "/bn/privacy");
    expect(page.title).toBe(wordsFor("bn").footer.privacy);
    expect(page.intro).toBe(privacyPolicyBn.intro);
    const headings = [...headingsOf(privacyPolicyBn), privacyFactsHeadingsBn.storage, privacyFactsHeadingsBn.cookies];
    expect(page.headings).toEqual(headings);
    expect(page.contents).toEqual(headings);
    for (const paragraph of privacyFactSections(defaults, "bn")[0]!.paragraphs)
      expect(page.langsOf(paragraph)).toEqual(["bn"]);
    for (const text of [page.intro, ...headings]) expect(page.langsOf(text), text).not.toContain("en");
    for (const heading of headingsOf(privacyPolicy)) expect(page.langsOf(heading), heading).toEqual([]);
  });

  it("show /bn/terms' Bengali title, summary and sections, dated in Bengali digits and month names", async () => {
    const page = await view(server, "/bn/terms");
    expect(page.title).toBe(wordsFor("bn").footer.terms);
    expect(page.intro).toBe(termsOfServiceBn.intro);
    expect(page.headings).toEqual(headingsOf(termsOfServiceBn));
    expect(page.contents).toEqual(headingsOf(termsOfServiceBn));
    expect(page.langsOf(termsOfServiceBn.intro)).toEqual(["bn"]);
    // Seeded on 1 November 2026 (decision 097).
    expect(page.updated).toBe("১ নভেম্বর, ২০২৬");
    expect(await (await fetch(`${server.url}/bn/terms`)).text()).toContain(
      `${wordsFor("bn").legal.lastUpdated} <time dateTime="2026-11-01">১ নভেম্বর, ২০২৬</time>`,
    );
  });

  it("leave /privacy and /terms in English with no lang attribute of their own", async () => {
    for (const [route, document, title] of [
      ["/privacy", privacyPolicy, wordsFor("en").footer.privacy],
      ["/terms", termsOfService, wordsFor("en").footer.terms],
    ] as const) {
      const page = await view(server, route);
      expect(page.title, route).toBe(title);
      expect(page.intro, route).toBe(document.intro);
      const facts = route === "/privacy" ? privacyFactSections(defaults).map((section) => section.heading) : [];
      expect(page.headings, route).toEqual([...headingsOf(document), ...facts]);
      expect(page.contents, route).toEqual([...headingsOf(document), ...facts]);
      expect(page.updated, route).toBe("1 November 2026");
      const main = new JSDOM(await (await fetch(`${server.url}${route}`)).text()).window.document.querySelector(
        "main",
      )!;
      expect(main.querySelectorAll("[lang]").length, route).toBe(0);
    }
  });

  it('show a summary or a text whose Bengali staff emptied in English inside lang="en", the rest in Bengali', async () => {
    const cookie = `admin_session=${await loginOverHttp(server.url)}`;
    const save = async (change: Record<string, string>) => {
      const edit = new JSDOM(
        await (await fetch(`${server.url}/admin/legal/terms`, { headers: { Cookie: cookie } })).text(),
      ).window.document;
      const value = (name: string) =>
        edit.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value ?? "";
      const fields = {
        intro: value("intro"),
        body: value("body"),
        "bn.intro": value("bn.intro"),
        "bn.body": value("bn.body"),
        version: value("version"),
        ...change,
      };
      const response = await fetch(`${server.url}/admin/legal/terms`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, Cookie: cookie },
        body: new URLSearchParams(fields),
      });
      expect(response.status).toBe(302);
    };

    await save({ "bn.intro": "" });
    let page = await view(server, "/bn/terms");
    expect(page.intro).toBe(termsOfService.intro);
    expect(page.langsOf(termsOfService.intro)).toEqual(["en"]);
    expect(page.headings).toEqual(headingsOf(termsOfServiceBn));
    for (const heading of headingsOf(termsOfServiceBn)) expect(page.langsOf(heading), heading).toEqual(["bn", "bn"]);

    await save({ "bn.intro": termsOfServiceBn.intro, "bn.body": "" });
    page = await view(server, "/bn/terms");
    expect(page.title).toBe(wordsFor("bn").footer.terms);
    expect(page.langsOf(termsOfServiceBn.intro)).toEqual(["bn"]);
    expect(page.headings).toEqual(headingsOf(termsOfService));
    expect(page.contents).toEqual(headingsOf(termsOfService));
    // Each English heading, in the contents list and over its section, is marked English.
    for (const heading of headingsOf(termsOfService)) expect(page.langsOf(heading), heading).toEqual(["en", "en"]);
    expect(page.langsOf(termsOfService.sections[0]!.paragraphs[0]!)).toEqual(["en"]);
    // The page's own words stay Bengali; the save dated the page today, in Bengali digits.
    expect(page.updated).toMatch(/^[০-৯]+ \S+, [০-৯]{4}$/);
  });
});
