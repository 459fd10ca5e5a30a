import { describe, expect, it } from "vitest";

import { replyEmail } from "./inbox-reply";

describe("reply email", () => {
  it("quotes the visitor's message below the reply and threads on the message and earlier replies", () => {
    const email = replyEmail(
      {
        reply: { body: "Thanks!\nBest", authorEmail: "ayesha@example.test", emailMessageId: "<reply-r1@site.test>" },
        message: {
          id: "m1",
          name: "Rahim",
          email: "rahim@example.test",
          subject: "Quote",
          message: "Hello\n\nHow much?",
          createdAt: new Date("2026-05-10T09:30:15.123Z"),
        },
        earlierReplyIds: ["<reply-r0@site.test>"],
      },
      { name: "Codexa", address: "hello@codexa.test" },
      "site.test",
    );
    expect(email).toEqual({
      from: { name: "Codexa", address: "hello@codexa.test" },
      to: { name: "Rahim", address: "rahim@example.test" },
      replyTo: "ayesha@example.test",
      subject: "Re: Quote",
      messageId: "<reply-r1@site.test>",
      inReplyTo: "<contact-m1@site.test>",
      references: ["<contact-m1@site.test>", "<reply-r0@site.test>"],
      text: "Thanks!\nBest\n\nOn Sun, 10 May 2026 09:30:15 GMT, Rahim wrote:\n> Hello\n> \n> How much?\n",
    });
  });
});
