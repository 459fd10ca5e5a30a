import { describe, expect, it } from "vitest";

import { isWrittenText, localizeRow, untranslatedFields } from "./translations";

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
