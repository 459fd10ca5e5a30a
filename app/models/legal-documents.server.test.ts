import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { privacyPolicyBn } from "~/content/bn/legal";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { legalBodyDoc, seedLegalDocuments } from "~/db/seed.server";
import { renderRichTextSections } from "~/utils/rich-text-render.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  getLegalDocument,
  getPublicLegalDocument,
  listLegalDocuments,
  updateLegalDocument,
} from "./legal-documents.server";

const plain = (html: string) =>
  html
    .replace(/<\/p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .trim()
    .split("\n");

describe.each(testDrivers())("legal documents (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's texts and dates once, and renders them as the same sections", async () => {
    const { db } = database;
    expect(await seedLegalDocuments(db)).toBe(true);
    expect(await seedLegalDocuments(db)).toBe(false);
    expect((await listLegalDocuments(db)).map(({ id, lastUpdated }) => ({ id, lastUpdated }))).toEqual([
      { id: "privacy", lastUpdated: privacyPolicy.updated },
      { id: "terms", lastUpdated: termsOfService.updated },
    ]);
    for (const [id, document] of [
      ["privacy", privacyPolicy],
      ["terms", termsOfService],
    ] as const) {
      const row = (await getLegalDocument(db, id))!;
      expect(row.intro).toBe(document.intro);
      const sections = renderRichTextSections(row.body);
      expect(sections.map((section) => ({ heading: section.heading, paragraphs: plain(section.html) }))).toEqual(
        document.sections,
      );
    }
  });

  it("reads a page for a locale: the seeded Bengali on Bengali pages, each field falling back to English on its own", async () => {
    const { db } = database;
    const bengali = (await getPublicLegalDocument(db, "privacy", "bn"))!;
    expect(bengali.intro).toBe(privacyPolicyBn.intro);
    expect(renderRichTextSections(bengali.body).map((section) => section.heading)).toEqual(
      privacyPolicyBn.sections.map((section) => section.heading),
    );
    expect(bengali.langs).toEqual({ intro: "bn", body: "bn" });
    const english = (await getPublicLegalDocument(db, "privacy", "en"))!;
    expect([english.intro, english.langs]).toEqual([privacyPolicy.intro, { intro: "en", body: "en" }]);

    const row = (await getLegalDocument(db, "privacy"))!;
    const { intro: _untranslated, ...bodyOnly } = row.translations.bn!;
    await updateLegalDocument(
      db,
      "privacy",
      row.version,
      { intro: row.intro, body: legalBodyDoc(privacyPolicy), translations: { bn: bodyOnly } },
      row.lastUpdated,
    );
    const partly = (await getPublicLegalDocument(db, "privacy", "bn"))!;
    expect([partly.intro, partly.langs]).toEqual([privacyPolicy.intro, { intro: "en", body: "bn" }]);
  });

  it("saves with the day as Last updated, and refuses a save based on an older version", async () => {
    const { db } = database;
    const body = legalBodyDoc({
      ...termsOfService,
      sections: [{ heading: "Only section", paragraphs: ["New terms."] }],
    });
    const saved = await updateLegalDocument(db, "terms", 1, { intro: "Short terms.", body }, "2026-11-24");
    expect(saved).toEqual({ ok: true, version: 2 });
    const row = (await getLegalDocument(db, "terms"))!;
    expect([row.intro, row.lastUpdated, row.version]).toEqual(["Short terms.", "2026-11-24", 2]);
    expect(renderRichTextSections(row.body)).toEqual([{ heading: "Only section", html: "<p>New terms.</p>" }]);

    const stale = await updateLegalDocument(db, "terms", 1, { intro: "Older tab", body }, "2026-11-25");
    expect(stale).toMatchObject({ ok: false, reason: "stale" });
    expect((await getLegalDocument(db, "terms"))!.intro).toBe("Short terms.");
    // A restart's seed does not overwrite staff's text.
    expect(await seedLegalDocuments(db)).toBe(false);
    expect((await getLegalDocument(db, "terms"))!.lastUpdated).toBe("2026-11-24");
  });

  it("keeps text before the first heading as a part without a heading", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Preamble" }] },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "One" }] },
      ],
    };
    expect(renderRichTextSections(doc)).toEqual([
      { heading: "", html: "<p>Preamble</p>" },
      { heading: "One", html: "" },
    ]);
  });
});
