import { describe, expect, it } from "vitest";

import {
  cleanReferrerHost,
  cleanSourcePath,
  cleanSourceText,
  leadSourceFromForm,
  nextVisit,
  sourceFields,
  type StoredVisit,
} from "./lead-source";

describe("lead source", () => {
  it("trims values to 200 characters and drops ones with control characters", () => {
    expect(cleanSourceText("  newsletter ")).toBe("newsletter");
    expect(cleanSourceText("x".repeat(250))).toBe("x".repeat(200));
    expect(cleanSourceText("spring\r\nSet-Cookie: a=b")).toBeNull();
    expect(cleanSourceText("tab\there")).toBeNull();
    expect(cleanSourceText("\u0085next line")).toBeNull();
    expect(cleanSourceText("")).toBeNull();
    expect(cleanSourceText(new File(["x"], "x.txt"))).toBeNull();
  });

  it("keeps only this site's paths and only a referrer's host", () => {
    expect(cleanSourcePath("/services?utm_source=x#top")).toBe("/services");
    expect(cleanSourcePath("https://evil.test/")).toBeNull();
    expect(cleanSourcePath("//evil.test/x")).toBeNull();
    expect(cleanReferrerHost("www.Google.com")).toBe("www.google.com");
    expect(cleanReferrerHost("https://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com");
    expect(cleanReferrerHost("localhost:5173")).toBe("localhost:5173");
    expect(cleanReferrerHost("<script>")).toBeNull();
    expect(cleanReferrerHost(`${"a".repeat(63)}.`.repeat(4) + "com")).toBeNull();
  });

  it("reads the form's fields, dropping bad ones without failing the rest", () => {
    const form = new FormData();
    form.set("source_landing", "/");
    form.set("source_utm_source", "x");
    form.set("source_utm_campaign", "y".repeat(300));
    form.set("source_utm_medium", "email\u0000");
    form.set("source_referrer", "not a host");
    form.set("source_page", "/services");
    expect(leadSourceFromForm(form)).toEqual({
      landingPage: "/",
      utmSource: "x",
      utmMedium: null,
      utmCampaign: "y".repeat(200),
      utmTerm: null,
      utmContent: null,
      referrerHost: null,
      sourcePage: "/services",
    });
  });

  it("keeps the first page's landing, UTM and outside referrer for the visit, and the page before the form", () => {
    let visit: StoredVisit | null = null;
    visit = nextVisit(
      visit,
      new URL("https://site.test/?utm_source=x&utm_campaign=y&utm_foo=z"),
      "https://www.google.com/search?q=a",
    );
    expect(visit).toEqual({
      landing: "/",
      utm: { utm_source: "x", utm_campaign: "y" },
      referrer: "www.google.com",
      previous: null,
      current: "/",
    });
    visit = nextVisit(visit, new URL("https://site.test/services?utm_source=later"), "https://site.test/");
    visit = nextVisit(visit, new URL("https://site.test/contact"), "https://site.test/services");
    expect(sourceFields(visit, "/contact")).toEqual({
      source_landing: "/",
      source_utm_source: "x",
      source_utm_campaign: "y",
      source_referrer: "www.google.com",
      source_page: "/services",
    });
    // A visit that starts on the form's page was sent from it; a same-site referrer is not a source.
    const direct = nextVisit(null, new URL("https://site.test/contact"), "https://site.test/about");
    expect(direct.referrer).toBeNull();
    expect(sourceFields(direct, "/contact")).toEqual({ source_landing: "/contact", source_page: "/contact" });
    expect(sourceFields(null, "/contact")).toEqual({});
  });
});
