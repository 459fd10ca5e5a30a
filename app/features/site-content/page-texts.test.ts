import { describe, expect, it } from "vitest";

import { pageTextsBn } from "~/content/bn/page-texts";
import { pageTextDefaults } from "~/content/page-texts";
import { placeholdersOf } from "~/utils/fill-template";

import {
  isLinkTarget,
  pageTextFields,
  pageTextForm,
  pageTextNames,
  pageTextPages,
  translatedPageTextFields,
} from "./page-texts";

describe("the page texts' declaration (decision 174)", () => {
  it("declares the eight fixed-layout pages at their public paths", () => {
    expect(Object.fromEntries(pageTextNames.map((name) => [name, pageTextPages[name].path]))).toEqual({
      home: "/",
      about: "/about",
      services: "/services",
      shop: "/shop",
      portfolio: "/portfolio",
      team: "/team",
      blog: "/blog",
      contact: "/contact",
    });
  });

  it.each(pageTextNames)("gives %s a default for every field, within its rule, in English and Bengali", (name) => {
    const form = pageTextForm(name);
    const fields = pageTextFields(name).map(([key]) => key);
    expect(Object.keys(pageTextDefaults[name]).sort()).toEqual([...fields].sort());
    expect(form.english.safeParse(pageTextDefaults[name]).success).toBe(true);
    const translated = translatedPageTextFields(name);
    expect(Object.keys(pageTextsBn[name]).sort()).toEqual([...translated].sort());
    const bengali = form.translation.schema.safeParse(
      Object.fromEntries(translated.map((key) => [`bn.${key}`, (pageTextsBn[name] as Record<string, string>)[key]])),
    );
    expect(bengali.success).toBe(true);
    for (const key of translated) {
      const english = (pageTextDefaults[name] as Record<string, string>)[key]!;
      const bn = (pageTextsBn[name] as Record<string, string>)[key]!;
      expect(placeholdersOf(bn).sort(), `${name}.${key}`).toEqual(placeholdersOf(english).sort());
    }
  });

  it("never translates a link's target, and keeps the spec's words for the calls to action", () => {
    expect(translatedPageTextFields("team")).not.toContain("ctaLinkTarget");
    expect(pageTextDefaults.team).toMatchObject({ ctaTitle: "Join Our Team", ctaLinkLabel: "View Open Positions" });
    expect(pageTextDefaults.portfolio.ctaTitle).toBe("Ready to Start Your Project?");
    expect(pageTextDefaults.shop.newsletterHeading).toBe("Subscribe to Our Newsletter");
    expect(pageTextDefaults.blog.newsletterHeading).toBe("Subscribe to Our Newsletter");
  });

  it("accepts a path on this site or an https address as a target, nothing else", () => {
    for (const target of ["/contact", "/shop?category=Laptops", "/about#team", "https://example.com/jobs"])
      expect(isLinkTarget(target), target).toBe(true);
    for (const target of ["contact", "//evil.example", "javascript:alert(1)", "http://example.com", "/a b", ""])
      expect(isLinkTarget(target), target).toBe(false);
  });

  it("checks the whole form: required, limited, and a bad target refused with the field's label", () => {
    const form = pageTextForm("about");
    const values = { ...pageTextDefaults.about, heroTitle: " ", ctaLinkTarget: "javascript:alert(1)" };
    const result = form.schema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Heading is required");
    expect(messages).toContain("Button target must be a path on this site, such as /contact, or an https:// address");
    const tooLong = form.schema.safeParse({ ...pageTextDefaults.about, ctaText: "x".repeat(401) });
    expect(tooLong.error!.issues[0]!.message).toBe("Text can be at most 400 characters");
  });
});
