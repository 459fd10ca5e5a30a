import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "./contact-fields";
import { contactSchema } from "./contact-schema";
import { fieldErrors } from "./form";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Line one\nLine two" };

function errorsOf(input: Record<string, unknown>) {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("contactSchema", () => {
  it("trims fields and turns CRLF line breaks into LF", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ada  ", message: " a\r\nb\tc " })).toMatchObject({ name: "Ada", message: "a\nb\tc" });
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
      expect(errorsOf({ ...valid, message: `x${bad}y` }).message).toBe("Message contains characters that are not allowed");
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
    expect(contactSchema.parse({ ...valid, message: "<script>alert(1)</script>" }).message).toBe("<script>alert(1)</script>");
  });
});
