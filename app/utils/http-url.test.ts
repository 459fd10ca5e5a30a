import { describe, expect, it } from "vitest";

import { isHttpUrl, optionalHttpUrl } from "./http-url";

describe("isHttpUrl", () => {
  it("accepts http and https links", () => {
    expect(isHttpUrl("https://www.linkedin.com/company/codexa-technologies")).toBe(true);
    expect(isHttpUrl("http://github.com/codexatech")).toBe(true);
  });

  it("refuses other schemes, bare names and text", () => {
    for (const value of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://files.example.org/",
      "mailto:a@b.co",
      "www.facebook.com/codexatech",
      "codexa",
      "https://",
      "",
    ]) {
      expect(isHttpUrl(value), value).toBe(false);
    }
  });
});

describe("optionalHttpUrl", () => {
  const schema = optionalHttpUrl("Facebook", 50);

  it("takes an empty link as none, and trims", () => {
    expect(schema.parse("")).toBe("");
    expect(schema.parse("  https://facebook.com/codexatech ")).toBe("https://facebook.com/codexatech");
  });

  it("refuses a link that is not http(s), or too long, with a clear message", () => {
    expect(schema.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe(
      "Enter a link starting with http:// or https://",
    );
    expect(schema.safeParse(`https://facebook.com/${"a".repeat(40)}`).error?.issues[0]?.message).toBe(
      "Facebook link can be at most 50 characters",
    );
  });
});
