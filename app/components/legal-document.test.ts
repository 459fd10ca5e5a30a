import { describe, expect, it } from "vitest";

import { sectionId } from "./legal-document";

describe("sectionId", () => {
  it("makes an English heading's anchor as before", () => {
    expect(sectionId("Your Rights")).toBe("your-rights");
    expect(sectionId("1. Who We Are & What We Do")).toBe("1-who-we-are-what-we-do");
  });

  it("keeps Bengali headings' letters, so each section has its own anchor", () => {
    expect(sectionId("আপনার অধিকার")).toBe("আপনার-অধিকার");
    expect(sectionId("তথ্য সংরক্ষণ")).not.toBe(sectionId("যোগাযোগ"));
  });
});
