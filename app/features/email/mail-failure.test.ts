import { describe, expect, it } from "vitest";

import { MAIL_SERVER_SILENT, mailFailureReason } from "./mail-failure";

describe("mail failure reason", () => {
  it("says the mail server did not answer for network errors, whatever their code", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:587"), { code: "ESOCKET" });
    const timeout = Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" });
    expect(mailFailureReason(refused)).toBe(MAIL_SERVER_SILENT);
    expect(mailFailureReason(timeout)).toBe(MAIL_SERVER_SILENT);
    expect(mailFailureReason(undefined)).toBe("The mail server did not answer");
  });

  it("quotes the server's refusal on one line, shortened", () => {
    const temporary = Object.assign(new Error("Message failed: 451 Mailbox temporarily unavailable"), {
      responseCode: 451,
      response: "451 Mailbox temporarily unavailable",
    });
    expect(mailFailureReason(temporary)).toBe("The mail server refused it: 451 Mailbox temporarily unavailable");
    const long = Object.assign(new Error("x"), {
      responseCode: 550,
      response: `550-5.7.1 ${"policy ".repeat(40)}\r\n550 5.7.1 more`,
    });
    const reason = mailFailureReason(long);
    expect(reason.startsWith("The mail server refused it: 550-5.7.1 policy policy")).toBe(true);
    expect(reason.endsWith("…")).toBe(true);
    expect(reason.length).toBeLessThanOrEqual("The mail server refused it: ".length + 120);
    expect(reason).not.toContain("more");
  });
});
