import { describe, expect, it } from "vitest";

import { assignmentEmail } from "./assignment-notice";

describe("assignment notice email", () => {
  it("names who assigned what, and links to the message and to one's open messages", () => {
    const mail = assignmentEmail(
      {
        assigneeEmail: "karim@example.test",
        assignedBy: "ayesha@example.test",
        messageId: "0b7c4d7e-8f2a-4c39-9d51-3a1f5e6b2c10",
        name: "Rahim\nUddin",
        email: "rahim@example.test",
        subject: "Quote\r\nBcc: x@evil.test",
        receivedAt: new Date("2026-05-10T09:30:15.123Z"),
      },
      { siteUrl: "https://x.test/site", from: { name: "Codexa", address: "hello@x.test" } },
    );
    expect(mail).toEqual({
      from: { name: "Codexa", address: "hello@x.test" },
      to: "karim@example.test",
      subject: "Assigned to you: Quote Bcc: x@evil.test",
      text: [
        "ayesha@example.test assigned you a message from the contact form.",
        "",
        "From: Rahim Uddin <rahim@example.test>",
        "Subject: Quote Bcc: x@evil.test",
        "Received: 2026-05-10T09:30:15.123Z",
        "",
        "Open it: https://x.test/site/admin/contact-requests/0b7c4d7e-8f2a-4c39-9d51-3a1f5e6b2c10",
        "Everything assigned to you: https://x.test/site/admin/contact-requests?assignee=me&status=open",
        "",
      ].join("\n"),
    });
  });
});
