import { describe, expect, it } from "vitest";

import { staffEmail } from "./staff-notification";

const message = {
  name: "Rahim Uddin",
  email: "rahim@example.test",
  subject: "A quote <b>please</b>",
  message: "Hello,\nhow much is a website?",
  createdAt: new Date("2026-05-10T09:30:15.123Z"),
  locale: "en" as const,
};

describe("staff notification email", () => {
  it("is plain text with Reply-To set to the visitor", () => {
    expect(staffEmail(message, "staff@example.test")).toEqual({
      from: { name: "Website contact form", address: "staff@example.test" },
      to: "staff@example.test",
      replyTo: { name: "Rahim Uddin", address: "rahim@example.test" },
      subject: "New contact message: A quote <b>please</b>",
      text: [
        "Name: Rahim Uddin",
        "Email: rahim@example.test",
        "Subject: A quote <b>please</b>",
        "Received: 2026-05-10T09:30:15.123Z",
        "",
        "Hello,",
        "how much is a website?",
        "",
        "-- ",
        "Reply to this email to answer the visitor. The message is also in the admin inbox.",
      ].join("\n"),
    });
  });

  it("names the language of a message from the Bengali site", () => {
    expect(staffEmail({ ...message, locale: "bn" }, "staff@example.test").text).toContain(
      "Subject: A quote <b>please</b>\nLanguage: Bengali (sent from the Bengali site)\nReceived: 2026-05-10T09:30:15.123Z\n",
    );
  });
});
