import { describe, expect, it } from "vitest";

import { newsletterSchemaFor } from "~/features/newsletter/newsletter-schema";

import { CONTACT_LIMITS } from "./contact-fields";
import { contactSchema, contactSchemaFor } from "./contact-schema";
import { fieldErrors, retryAfterText } from "./form";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Line one\nLine two" };

function errorsOf(input: Record<string, unknown>) {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("contactSchema", () => {
  it("trims fields and turns CRLF line breaks into LF", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ada  ", message: " a\r\nb\tc " })).toMatchObject({
      name: "Ada",
      message: "a\nb\tc",
    });
  });

  it("requires every field after trimming", () => {
    expect(errorsOf({ name: " ", email: "\t", subject: "", message: "\n \n" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(errorsOf({})).toMatchObject({ name: "Name is required", message: "Message is required" });
  });

  it.each(Object.entries(CONTACT_LIMITS))("accepts %s at its limit (%i) and refuses one more", (field, limit) => {
    const at = field === "email" ? `${"a".repeat(limit - "@example.com".length)}@example.com` : "x".repeat(limit);
    expect(errorsOf({ ...valid, [field]: at })).toEqual({});
    expect(errorsOf({ ...valid, [field]: `a${at}` })[field as keyof typeof valid]).toMatch(/at most/);
  });

  it("counts the limit after trimming", () => {
    expect(errorsOf({ ...valid, name: `  ${"x".repeat(100)}  ` })).toEqual({});
  });

  it("refuses NUL, other C0/C1 controls, DEL and a lone carriage return; allows tab and newline in the message", () => {
    for (const bad of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "a\rb"]) {
      expect(errorsOf({ ...valid, message: `x${bad}y` }).message).toBe(
        "Message contains characters that are not allowed",
      );
      expect(errorsOf({ ...valid, name: `x${bad}y` }).name).toMatch(/not allowed|one line/);
    }
    expect(errorsOf({ ...valid, message: "tab\there\nnext" })).toEqual({});
  });

  it("keeps single-line fields on one line (no header injection through the subject)", () => {
    expect(errorsOf({ ...valid, subject: "Hi\nBcc: victim@example.com" }).subject).toBe("Subject must be on one line");
  });

  it("refuses addresses that are not email addresses", () => {
    for (const email of ["ada", "ada@", "@example.com", "ada@example", "a b@example.com", "<ada@example.com>"]) {
      expect(errorsOf({ ...valid, email }).email).toBe("Enter a valid email address, like name@example.com");
    }
  });

  it("keeps HTML as plain text", () => {
    expect(contactSchema.parse({ ...valid, message: "<script>alert(1)</script>" }).message).toBe(
      "<script>alert(1)</script>",
    );
  });
});

describe("contact and newsletter messages in Bengali", () => {
  const bengaliErrors = (input: Record<string, unknown>) => {
    const parsed = contactSchemaFor("bn").safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it("says what is wrong in Bengali, with Bengali digits", () => {
    expect(bengaliErrors({ name: " ", email: "", subject: "", message: "" })).toEqual({
      name: "নাম লিখতে হবে",
      email: "ইমেইল লিখতে হবে",
      subject: "বিষয় লিখতে হবে",
      message: "বার্তা লিখতে হবে",
    });
    expect(bengaliErrors({ ...valid, email: "ada@" }).email).toBe("একটি সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com");
    expect(bengaliErrors({ ...valid, message: "x".repeat(5001) }).message).toBe("বার্তা সর্বোচ্চ ৫,০০০ অক্ষরের হতে পারে");
    expect(bengaliErrors({ ...valid, subject: "a\nb" }).subject).toBe("বিষয় এক লাইনে লিখুন");
    expect(newsletterSchemaFor("bn").safeParse({ email: "no", source: "blog" }).error?.issues[0]?.message).toBe(
      "একটি সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com",
    );
    expect(retryAfterText(61, "bn")).toBe("২ মিনিট");
    expect(retryAfterText(61)).toBe("2 minutes");
  });

  it("applies the same rules in every language: only the words differ", () => {
    const inputs = [
      valid,
      { ...valid, name: "রাকিব হাসান", subject: "ওয়েবসাইট", message: "নমস্কার\nধন্যবাদ" },
      { ...valid, email: "ada@example" },
      { ...valid, name: "x".repeat(101) },
      { ...valid, message: "a\u0000b" },
      { ...valid, subject: "" },
    ];
    for (const input of inputs) {
      const english = contactSchemaFor("en").safeParse(input);
      const bengali = contactSchemaFor("bn").safeParse(input);
      expect(bengali.success).toBe(english.success);
      expect(bengali.error?.issues.map((issue) => issue.path)).toEqual(
        english.error?.issues.map((issue) => issue.path),
      );
    }
  });

  it("stores text in one Unicode form (NFC), however the vowel signs were typed", () => {
    const typed = contactSchemaFor("bn").parse({ ...valid, name: "ম\u09C7\u09BEনা" });
    expect(typed.name).toBe("ম\u09CBনা");
  });
});
