import { describe, expect, it } from "vitest";

import { digestEmail, messageAge } from "./unanswered-digest";

const now = new Date("2026-05-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe("unanswered digest email", () => {
  it("gives ages in hours under two days, then in days", () => {
    expect(messageAge(hoursAgo(25.5), now)).toBe("25 hours");
    expect(messageAge(hoursAgo(47), now)).toBe("47 hours");
    expect(messageAge(hoursAgo(49), now)).toBe("2 days");
    expect(messageAge(hoursAgo(24 * 9 + 3), now)).toBe("9 days");
  });

  it("keeps a visitor's line breaks out of its lines and counts the messages it does not list", () => {
    const email = digestEmail({
      messages: [
        {
          id: "m1",
          name: "Eve\r\nBcc: x@evil.example",
          email: "eve@example.test",
          subject: "Hi\nthere",
          createdAt: hoursAgo(30),
        },
      ],
      total: 3,
      siteUrl: "https://site.test",
      companyName: "Codexa",
      now,
    });
    expect(email.subject).toBe("Codexa: 3 messages unanswered for more than 24 hours");
    expect(email.text).toContain(
      "- Eve Bcc: x@evil.example <eve@example.test>: Hi there\n  waiting 30 hours: https://site.test/admin/contact-requests/m1\n",
    );
    expect(email.text).toContain("…and 2 more: https://site.test/admin/contact-requests\n");
    expect(email.text).toContain("https://site.test/admin/settings/notifications");
  });
});
