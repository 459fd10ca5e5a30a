import { describe, expect, it } from "vitest";

import { contactHref, hostingContactHref } from "./contact-links";

describe("contact links", () => {
  it("pre-fills the hosting subject", () => {
    expect(hostingContactHref({ name: "GOTI" })).toBe("/contact?subject=Hosting%3A%20GOTI");
    expect(hostingContactHref({ name: "AKASH CHOA" })).toBe("/contact?subject=Hosting%3A%20AKASH%20CHOA");
  });

  it("round-trips a multi-line message", () => {
    const href = contactHref({ subject: "Quote", message: "a + b\n- 2 × c" });
    const url = new URL(href, "http://site.test");
    expect(url.searchParams.get("subject")).toBe("Quote");
    expect(url.searchParams.get("message")).toBe("a + b\n- 2 × c");
  });
});
