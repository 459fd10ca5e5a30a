import { describe, expect, it } from "vitest";

import { privacyPolicy, termsOfService } from "./legal";

describe("the seeded legal texts", () => {
  it("never end a sentence with a second full stop after the company's legal name (Ltd.)", () => {
    for (const document of [privacyPolicy, termsOfService]) {
      const texts = [document.intro, ...document.sections.flatMap((section) => section.paragraphs)];
      for (const text of texts) expect(text).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });
});
