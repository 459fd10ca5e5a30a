import { describe, expect, it } from "vitest";

import { staffEmail } from "./staff-notification";

const noSource = {
  landingPage: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  sourcePage: null,
};

const message = {
  id: "0b7c4d7e-8f2a-4c39-9d51-3a1f5e6b2c10",
  name: "Rahim Uddin",
  email: "rahim@example.test",
  subject: "A quote <b>please</b>",
  message: "Hello,\nhow much is a website?",
  createdAt: new Date("2026-05-10T09:30:15.123Z"),
  locale: "en" as const,
  ...noSource,
};

describe("staff notification email", () => {
  it("is plain text with Reply-To set to the visitor and a link to the message on the configured origin", () => {
    expect(staffEmail(message, "staff@example.test", "https://codexatech.test/")).toEqual({
      from: { name: "Website contact form", address: "staff@example.test" },
      to: "staff@example.test",
      replyTo: { name: "Rahim Uddin", address: "rahim@example.test" },
      subject: "New contact message: A quote <b>please</b>",
      text: [
        "Name: Rahim Uddin",
        "Email: rahim@example.test",
        "Subject: A quote <b>please</b>",
        "Received: 2026-05-10T09:30:15.123Z",
        "Open in the inbox: https://codexatech.test/admin/contact-requests/0b7c4d7e-8f2a-4c39-9d51-3a1f5e6b2c10",
        "",
        "Hello,",
        "how much is a website?",
        "",
        "Lead source:",
        "  Not recorded (the visitor's browser sent no source).",
        "",
        "-- ",
        "Reply to this email to answer the visitor, or open the message in the inbox to assign it and track it.",
      ].join("\n"),
    });
  });

  it("keeps the base path in the link", () => {
    expect(staffEmail(message, "staff@example.test", "https://x.test/site").text).toContain(
      "Open in the inbox: https://x.test/site/admin/contact-requests/0b7c4d7e-8f2a-4c39-9d51-3a1f5e6b2c10\n",
    );
  });

  it("names the lead source: landing page, referring host and UTM parameters", () => {
    const text = staffEmail(
      {
        ...message,
        landingPage: "/services",
        referrerHost: "news.example.com",
        utmSource: "newsletter",
        utmCampaign: "spring",
        sourcePage: "/contact",
      },
      "staff@example.test",
      "https://x.test/",
    ).text;
    expect(text).toContain(
      [
        "Lead source:",
        "  Landing page: /services",
        "  Referring site: news.example.com",
        "  Sent from page: /contact",
        "  UTM source: newsletter",
        "  UTM campaign: spring",
        "",
      ].join("\n"),
    );
  });

  it("names the language of a message from the Bengali site", () => {
    expect(staffEmail({ ...message, locale: "bn" }, "staff@example.test", "https://x.test/").text).toContain(
      "Subject: A quote <b>please</b>\nLanguage: Bengali (sent from the Bengali site)\nReceived: 2026-05-10T09:30:15.123Z\n",
    );
  });
});
