import { describe, expect, it } from "vitest";

import { placeholdersOf } from "~/utils/fill-template";
import { translatedLocales } from "~/utils/locale";

import { fallbackSiteText } from "./fallback";
import { pageText } from "./pages.server";
import { siteText, siteWordsFor } from "./site.server";

/** Every text of a dictionary by its path ("footer.rights"), so two languages can be compared entry by entry. */
function entries(value: unknown, path = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
}

describe.each([
  ["site", siteText],
  ["pages", pageText],
])("the %s dictionary", (_name, dictionary) => {
  it("is plain data, so a loader can send it to the browser (decision 137)", () => {
    expect(structuredClone(dictionary)).toEqual(dictionary);
    for (const [path, value] of entries(dictionary.en)) expect(typeof value, path).toBe("string");
  });

  it.each(translatedLocales)("uses the same placeholders in %s as in English, text by text", (locale) => {
    const english = new Map(entries(dictionary.en));
    const translated = new Map(entries(dictionary[locale]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect(placeholdersOf(String(translated.get(path))).sort(), `${locale} ${path}`).toEqual(
        placeholdersOf(String(text)).sort(),
      );
    }
  });
});

describe("the browser's fallback words", () => {
  it("are English's own, so the error page reads the same with or without the root loader", () => {
    expect(siteText.en.skipToContent).toBe(fallbackSiteText.skipToContent);
    expect(siteText.en.error).toEqual(fallbackSiteText.error);
    expect(siteText.en.notFound).toEqual(fallbackSiteText.notFound);
  });
});

describe("siteWordsFor", () => {
  it("names the other edition in its own language, for the switcher", () => {
    expect(siteWordsFor("en").otherEdition).toEqual({ locale: "bn", label: "বাংলা", hint: "এই পৃষ্ঠার বাংলা সংস্করণ" });
    expect(siteWordsFor("bn").otherEdition).toEqual({
      locale: "en",
      label: "English",
      hint: "the English edition of this page",
    });
  });
});
