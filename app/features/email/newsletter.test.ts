import { describe, expect, it } from "vitest";

import { confirmationEmail, newsletterEmail } from "./newsletter";

const from = { name: "Codexa", address: "hello@codexa.test" };
const unsubscribeUrl = "https://codexa.test/newsletter/unsubscribe?token=u";
const oneClick = { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

describe("newsletter emails", () => {
  it("end every email with the unsubscribe link and carry it as a one-click List-Unsubscribe", () => {
    expect(newsletterEmail({ from, to: "sub@example.test", subject: "News", text: "Body", unsubscribeUrl })).toEqual({
      from,
      to: "sub@example.test",
      subject: "News",
      text: `Body\n\nTo stop receiving these emails, unsubscribe: ${unsubscribeUrl}\n`,
      headers: oneClick,
    });
  });

  it("send the confirmation link, and say how long it works, in the subscriber's language", () => {
    const args = {
      from,
      to: "sub@example.test",
      confirmUrl: "https://codexa.test/newsletter/confirm?token=c",
      unsubscribeUrl,
    };
    expect(confirmationEmail(args)).toEqual({
      from,
      to: "sub@example.test",
      subject: "Confirm your subscription to the Codexa newsletter",
      text: [
        "Someone, hopefully you, asked to receive the Codexa newsletter at this address.",
        "",
        "To confirm, open this link:",
        "https://codexa.test/newsletter/confirm?token=c",
        "",
        "The link works for 7 days. If you did not ask for this, ignore this email: an address that is not confirmed is deleted after 7 days.",
        "",
        `To stop receiving these emails, unsubscribe: ${unsubscribeUrl}`,
        "",
      ].join("\n"),
      headers: oneClick,
    });
    const bengali = confirmationEmail({ ...args, locale: "bn" });
    expect(bengali.subject).toBe("Codexa নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন");
    expect(bengali.text).toContain("লিংকটি ৭ দিন কাজ করবে।");
    expect(bengali.text).toContain(`এসব ইমেইল আর না পেতে চাইলে আনসাবস্ক্রাইব করুন: ${unsubscribeUrl}\n`);
    expect(bengali.headers).toEqual(oneClick);
  });
});
