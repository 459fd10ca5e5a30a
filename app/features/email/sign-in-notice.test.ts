import { describe, expect, it } from "vitest";

import { noticeTime, type SignInChange, signInNoticeEmail } from "./sign-in-notice";

const at = new Date("2026-05-10T09:30:15.123Z");
const context = { device: "Firefox on Linux", companyName: "Codexa Technologies", siteUrl: "https://codexa.test/" };
const session = { email: "boss@example.test", sessionId: "s1" };
const email = (change: SignInChange, by: typeof session | null = session) =>
  signInNoticeEmail({ change, to: "ayesha@example.test", by, at }, context);

const TAKE_BACK = [
  "If it was not you, someone else may be signed in as you. Sign in at https://codexa.test/admin/login now, change your password under",
  "Settings → Your account and tick the passkeys and authenticator app it lists to remove them, then choose",
  '"Sign out all other sessions" under Settings → Sessions. If you cannot sign in, ask another admin to remove',
  "your access, or whoever runs the server to run: npm run admin -- reset-password --email ayesha@example.test",
].join("\n");

describe("sign-in notice email", () => {
  it("says what changed, when, on which device, and how to take the account back", () => {
    expect(noticeTime(at)).toBe("10 May 2026, 09:30 UTC");
    expect(email({ kind: "passkey-added", name: "Work laptop" })).toEqual({
      subject: "Codexa Technologies: A passkey was added to your admin account",
      text: [
        'A passkey named "Work laptop" was added to your admin account (ayesha@example.test) at Codexa Technologies. It can sign in without your password.',
        "",
        "When: 10 May 2026, 09:30 UTC",
        "Device: Firefox on Linux",
        "",
        "If this was you, there is nothing to do.",
        TAKE_BACK,
        "",
        "-- ",
        "Sent by the Codexa Technologies website to tell you about changes to how you sign in.",
      ].join("\n"),
    });
  });

  it("names the command line and what was removed with a password changed there", () => {
    expect(
      email({ kind: "password-changed", removed: ['passkey "Laptop"', "the authenticator app"] }, null).text,
    ).toContain(
      'The password of your admin account (ayesha@example.test) at Codexa Technologies was changed from the command line on the server (npm run admin), and its other sessions were signed out.\nRemoved with it: passkey "Laptop", the authenticator app.\n\nWhen:',
    );
  });

  it("tells a new admin who added them, and whom to ask if they did not expect it", () => {
    const added = email({ kind: "admin-added", email: "ayesha@example.test" });
    expect(added.subject).toBe("Codexa Technologies: You were added as an admin of Codexa Technologies");
    expect(added.text).toContain(
      "boss@example.test added you (ayesha@example.test) as an admin of Codexa Technologies.\nThey give you a temporary password privately; sign in at https://codexa.test/admin/login and choose your own.\n",
    );
    expect(added.text).toContain(
      "If this was you, there is nothing to do.\nIf you did not expect this, tell boss@example.test or another admin of Codexa Technologies at once.\n",
    );
    expect(added.text).not.toContain(TAKE_BACK);
  });

  it("has a subject for every change", () => {
    const subjects = (
      [
        { kind: "totp-on" },
        { kind: "totp-off" },
        { kind: "recovery-codes" },
        { kind: "password-changed" },
        { kind: "admin-added", email: "tanvir@example.test" },
        { kind: "admin-removed", email: "tanvir@example.test" },
        { kind: "admin-removed", email: "ayesha@example.test" },
      ] satisfies SignInChange[]
    ).map((change) => email(change).subject);
    expect(subjects).toEqual([
      "Codexa Technologies: Two-factor sign-in was turned on for your admin account",
      "Codexa Technologies: Two-factor sign-in was turned off for your admin account",
      "Codexa Technologies: New recovery codes were made for your admin account",
      "Codexa Technologies: The password of your admin account was changed",
      "Codexa Technologies: An admin was added: tanvir@example.test",
      "Codexa Technologies: An admin was removed: tanvir@example.test",
      "Codexa Technologies: Your admin account at Codexa Technologies was removed",
    ]);
  });
});
