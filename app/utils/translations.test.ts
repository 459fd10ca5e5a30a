import { describe, expect, it } from "vitest";

import {
  isWrittenText,
  localizeRow,
  staleFields,
  textFingerprint,
  TRANSLATION_SOURCES,
  untranslatedFields,
  withTranslationSources,
} from "./translations";

const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: text ? [{ type: "text", text }] : [] }],
});

const row = {
  id: 1,
  title: "Cloud Solutions",
  description: "Planned migrations",
  features: ["One", "Two"],
  body: doc("English body"),
  translations: {
    bn: { title: "ক্লাউড সমাধান", description: "  ", body: doc("বাংলা") },
  },
};
const fields = ["title", "description", "features", "body"] as const;

describe("localizeRow", () => {
  it("takes each written translation and keeps English for the rest, saying which is which", () => {
    const bn = localizeRow(row, "bn", fields);
    expect(bn.title).toBe("ক্লাউড সমাধান");
    expect(bn.description).toBe("Planned migrations");
    expect(bn.features).toEqual(["One", "Two"]);
    expect(bn.body).toEqual(doc("বাংলা"));
    expect(bn.langs).toEqual({
      title: "bn",
      description: "en",
      features: "en",
      body: "bn",
    });
    expect(bn.id).toBe(1);
  });

  it("reads English straight from the row", () => {
    const en = localizeRow({ ...row, translations: { en: { title: "Ignored" } } }, "en", fields);
    expect(en.title).toBe("Cloud Solutions");
    expect(en.langs.title).toBe("en");
  });
});

describe("untranslatedFields", () => {
  it("lists the fields with English text and no written Bengali", () => {
    expect(untranslatedFields(row, "bn", fields)).toEqual(["description", "features"]);
    expect(untranslatedFields(row, "en", fields)).toEqual([]);
    expect(untranslatedFields({ ...row, description: "" }, "bn", fields)).toEqual(["features"]);
  });

  it("treats an empty document, an empty list and a list with a blank line as not written", () => {
    expect(isWrittenText(doc(""))).toBe(false);
    expect(isWrittenText([])).toBe(false);
    expect(isWrittenText(["এক", ""])).toBe(false);
    expect(isWrittenText(["এক", "দুই"])).toBe(true);
  });
});

describe("out-of-date translations (decision 197)", () => {
  const english = { title: "Cloud Solutions", body: doc("English body") };
  const bengali = { title: "ক্লাউড সমাধান", body: doc("বাংলা") };

  it("fingerprints a document the same whatever order its keys come back from jsonb in", () => {
    const reordered = {
      content: [{ content: [{ text: "English body", type: "text" }], type: "paragraph" }],
      type: "doc",
    };
    expect(textFingerprint(reordered)).toBe(textFingerprint(english.body));
    expect(textFingerprint("Cloud Solutions")).not.toBe(textFingerprint("Cloud solutions"));
  });

  it("marks a kept translation stale once its English changes, and only that one", () => {
    const saved = withTranslationSources(
      { english, translations: { bn: bengali } },
      { english: { ...english, title: "Cloud Migration" }, translations: { bn: bengali } },
    );
    const row = { ...english, title: "Cloud Migration", translations: saved };
    expect(staleFields(row, "bn", ["title", "body"])).toEqual(["title"]);
    expect(staleFields(row, "en", ["title", "body"])).toEqual([]);
    // The stored translations keep the texts and gain only the fingerprints.
    expect(saved.bn).toEqual(bengali);
    expect(Object.keys(saved[TRANSLATION_SOURCES]!.bn as object).sort()).toEqual(["body", "title"]);
  });

  it("keeps it stale across later saves that touch neither text, and clears it when the translation is edited", () => {
    const first = withTranslationSources(
      { english, translations: { bn: bengali } },
      { english: { ...english, title: "Cloud Migration" }, translations: { bn: bengali } },
    );
    const moved = { ...english, title: "Cloud Migration" };
    const again = withTranslationSources(
      { english: moved, translations: first },
      { english: moved, translations: { bn: bengali } },
    );
    expect(staleFields({ ...moved, translations: again }, "bn", ["title"])).toEqual(["title"]);
    const edited = withTranslationSources(
      { english: moved, translations: again },
      { english: moved, translations: { bn: { ...bengali, title: "ক্লাউড মাইগ্রেশন" } } },
    );
    expect(staleFields({ ...moved, translations: edited }, "bn", ["title"])).toEqual([]);
  });

  it("clears it when staff confirm the translation, and never stores the confirmation itself", () => {
    const moved = { ...english, title: "Cloud Migration" };
    const stale = withTranslationSources(
      { english, translations: { bn: bengali } },
      { english: moved, translations: { bn: bengali } },
    );
    const confirmed = withTranslationSources(
      { english: moved, translations: stale },
      { english: moved, translations: { bn: bengali, _confirmed: { bn: { title: true } } } },
    );
    expect(staleFields({ ...moved, translations: confirmed }, "bn", ["title"])).toEqual([]);
    expect(Object.keys(confirmed).sort()).toEqual([TRANSLATION_SOURCES, "bn"]);
  });

  it("treats a translation written before fingerprints existed as current, and an emptied one as missing", () => {
    expect(staleFields({ ...english, translations: { bn: bengali } }, "bn", ["title", "body"])).toEqual([]);
    const emptied = withTranslationSources(
      { english, translations: { bn: bengali } },
      { english: { ...english, title: "Other" }, translations: { bn: { body: bengali.body } } },
    );
    expect(emptied[TRANSLATION_SOURCES]!.bn).not.toHaveProperty("title");
    expect(staleFields({ ...english, title: "Other", translations: emptied }, "bn", ["title"])).toEqual([]);
  });
});
