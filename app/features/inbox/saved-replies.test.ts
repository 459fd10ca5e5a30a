import { describe, expect, it } from "vitest";

import { validateForm } from "~/utils/form-data";

import { fillSavedReply, savedReplyFormSchema, savedReplyRequiredKeys } from "./saved-replies";

describe("saved replies", () => {
  it("fills the visitor's name, the subject and the company's name, and leaves other braces alone", () => {
    expect(
      fillSavedReply("Dear {name}, thanks for your message about {subject}. {company} {unknown} {", {
        name: "Rahim",
        subject: "Hosting $1 {x}",
        company: "Codexa",
      }),
    ).toBe("Dear Rahim, thanks for your message about Hosting $1 {x}. Codexa {unknown} {");
  });

  it("refuses an unknown placeholder, in English or Bengali, naming the ones to use", () => {
    const result = validateForm(
      savedReplyFormSchema,
      { title: "Prices", body: "Hi {nmae}", "bn.title": "", "bn.body": "প্রিয় {নাম}" },
      { requiredKeys: savedReplyRequiredKeys },
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.body).toBe("Unknown placeholder {nmae}: use {name}, {subject}, {company}");
    expect(result.fieldErrors["bn.body"]).toBe("Unknown placeholder {নাম}: use {name}, {subject}, {company}");
  });
});
