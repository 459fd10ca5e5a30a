import { describe, expect, it } from "vitest";

import { faqItemSchema } from "~/features/site-content/faq-schema";

import { businessHoursText, fillCompanyDetails, unknownPlaceholders } from "./company-details";

const details = {
  companyName: "Acme Ltd",
  phone: "+44 20 0000",
  email: "hi@acme.test",
  hoursWeekdays: "Mon-Fri: 8-4",
  hoursSaturday: "Sat: closed",
};

describe("company details in page copy", () => {
  it("fills each placeholder from the details and leaves other braces alone", () => {
    expect(fillCompanyDetails("Call {company} on {phone}, mail {email}; open {hours}. {x} {{hours}", details)).toBe(
      "Call Acme Ltd on +44 20 0000, mail hi@acme.test; open Mon-Fri: 8-4, Sat: closed. {x} {Mon-Fri: 8-4, Sat: closed",
    );
    expect(businessHoursText({ hoursWeekdays: "Monday-Friday: 9AM-6PM", hoursSaturday: "Saturday: 10AM-2PM" })).toBe(
      "Monday-Friday: 9AM-6PM, Saturday: 10AM-2PM",
    );
  });

  it("names unknown placeholders once, and the FAQ schema refuses them", () => {
    expect(unknownPlaceholders("{hour} and {hour} and {hours} and {Phone}")).toEqual(["hour", "Phone"]);
    const parsed = faqItemSchema.safeParse({ question: "When?", answer: "Open {hour}.", visible: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Unknown placeholder {hour}: use {company}, {phone}, {email}, {hours}",
    );
  });

  it("limits the FAQ's fields", () => {
    expect(
      faqItemSchema.safeParse({ question: "x".repeat(201), answer: "a", visible: true }).error?.issues[0]?.message,
    ).toBe("Question can be at most 200 characters");
    expect(
      faqItemSchema.safeParse({ question: "q", answer: "x".repeat(2001), visible: true }).error?.issues[0]?.message,
    ).toBe("Answer can be at most 2000 characters");
    expect(faqItemSchema.safeParse({ question: "  q ", answer: " a ", visible: false }).data).toEqual({
      question: "q",
      answer: "a",
      visible: false,
    });
  });
});
