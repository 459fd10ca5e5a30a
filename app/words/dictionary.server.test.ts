import { describe, expect, it } from "vitest";

import { placeholdersOf } from "~/utils/fill-template";
import { translatedLocales } from "~/utils/locale";

import { bn } from "./bn.server";
import { en } from "./en.server";
import { fallbackWords } from "./fallback";
import { wordsFor } from "./words.server";

/** Every text of a dictionary by its path ("footer.rights"), so two languages can be compared entry by entry. */
function entries(value: unknown, path = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
}

const dictionaries = { en, bn };

describe("the site's dictionary (decision 164)", () => {
  it("is plain data, so a loader can send it to the browser (decision 137)", () => {
    for (const dictionary of Object.values(dictionaries)) {
      expect(structuredClone(dictionary)).toEqual(dictionary);
      for (const [path, value] of entries(dictionary)) expect(typeof value, path).toBe("string");
    }
  });

  it.each(translatedLocales)("uses the same placeholders in %s as in English, text by text", (locale) => {
    const english = new Map(entries(en));
    const translated = new Map(entries(dictionaries[locale]));
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
    expect(en.skipToContent).toBe(fallbackWords.skipToContent);
    expect(en.error).toEqual(fallbackWords.error);
    expect(en.notFound).toEqual(fallbackWords.notFound);
  });
});

describe("wordsFor", () => {
  it("gives the page's language's words", () => {
    expect(wordsFor("en").nav.home).toBe("Home");
    expect(wordsFor("bn").nav.home).toBe("হোম");
    expect(wordsFor("bn").shop.noMatch).toBe(bn.shop.noMatch);
  });

  it("names the other edition in its own language, for the switcher", () => {
    expect(wordsFor("en").otherEdition).toEqual({ locale: "bn", label: "বাংলা", hint: "এই পৃষ্ঠার বাংলা সংস্করণ" });
    expect(wordsFor("bn").otherEdition).toEqual({
      locale: "en",
      label: "English",
      hint: "the English edition of this page",
    });
  });
});
