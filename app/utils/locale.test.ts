import { describe, expect, it } from "vitest";

import {
  isLocale,
  localeFromPathname,
  localeOfRequest,
  localizePath,
  pathWithoutLocale,
  translatedLocales,
} from "./locale";

describe("locale paths", () => {
  it("reads the locale from the first path segment only", () => {
    expect(localeFromPathname("/")).toBe("en");
    expect(localeFromPathname("/about")).toBe("en");
    expect(localeFromPathname("/bn")).toBe("bn");
    expect(localeFromPathname("/bn/blog/some-post")).toBe("bn");
    // A page whose English path merely starts with the letters is not Bengali.
    expect(localeFromPathname("/bnx")).toBe("en");
    expect(localeFromPathname("/blog/bn")).toBe("en");
  });

  it("maps a page to the same page in the other language and back", () => {
    expect(localizePath("/", "bn")).toBe("/bn");
    expect(localizePath("/about", "bn")).toBe("/bn/about");
    expect(localizePath("/bn/about", "bn")).toBe("/bn/about");
    expect(localizePath("/bn/about", "en")).toBe("/about");
    expect(localizePath("/bn", "en")).toBe("/");
    expect(pathWithoutLocale("/bn/blog/x")).toBe("/blog/x");
  });

  it("knows which locales live in the translations column", () => {
    expect(translatedLocales).toEqual(["bn"]);
    expect(isLocale("bn")).toBe(true);
    expect(isLocale("fr")).toBe(false);
  });
});

describe("localeOfRequest", () => {
  it("reads the path, not the query or a header", () => {
    expect(localeOfRequest(new Request("http://x.test/bn/contact?lang=en"))).toBe("bn");
    expect(
      localeOfRequest(
        new Request("http://x.test/contact?lang=bn", {
          headers: { "accept-language": "bn" },
        }),
      ),
    ).toBe("en");
  });
});
