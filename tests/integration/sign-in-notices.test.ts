// Issue 25, "Staff are told about changes to their sign-in" (decision 145): each change emails the admin
// it concerns, through the real SMTP server the tests use, with the time, the device (named as Settings
// names sessions) and what to do if it was not them. The actions are the ones the routes call.
import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers } from "~/db/schema";
import { noticeTime } from "~/features/email/sign-in-notice";
import { setToastSecret } from "~/features/toast/toast.server";
import { type SignInNotices, startSignInNotices, stopSignInNotices } from "~/jobs/sign-in-notices.server";
import { createAdmin, findAdminByEmail } from "~/models/admin-users.server";
import { addPasskey, listPasskeys, saveChallenge } from "~/models/passkeys.server";
import { createSession, getSessionUser, type SessionUser } from "~/models/sessions.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { changeOwnPassword, removeAdmin } from "~/routes/admin/settings/settings.server";
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
} from "~/routes/admin/settings/two-factor.server";
import { registerPasskey } from "~/routes/admin/shared/passkeys.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { totpCode } from "../support/totp";
import { softAuthenticator } from "../support/webauthn";

const ORIGIN = "https://admin.example.test";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PASSWORD = "ayeshas-long-password-1";

/** A raw mail's body with quoted-printable soft breaks and escapes undone (enough for these checks). */
function body(raw: string): string {
  return raw
    .split("\r\n\r\n")
    .slice(1)
    .join("\r\n\r\n")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");
}
const subjectOf = (raw: string) => /^Subject: (.*(?:\r\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

cheapPasswordHashing();

describe.each(testDrivers())("sign-in notices on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let notices: SignInNotices;
  let ayesha: SessionUser;
  const logs: string[] = [];

  beforeAll(async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    setToastSecret(randomBytes(32));
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    notices = startSignInNotices(
      { SMTP_URL: smtp.url, origin: ORIGIN, BASE_PATH: "/" },
      database.db,
      (m) => logs.push(m),
      { retryMs: 100 },
    )!;
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, { email: "ayesha@example.test", password: PASSWORD });
    const { token } = await createSession(database.db, created.id, new Date(), FIREFOX_ON_WINDOWS);
    ayesha = (await getSessionUser(database.db, token))!;
  });
  afterAll(async () => {
    stopSignInNotices();
    await smtp?.close();
    await database?.drop();
    setConfig(undefined);
  });

  /** Runs `action`, waits for the notices, and returns the mails it sent (checked for time and device). */
  async function mailsOf(action: () => Promise<unknown>, device = "Firefox on Windows") {
    const before = smtp.received.length;
    const start = new Date();
    const result = await action();
    expect(result, "the action succeeded").toMatchObject({ status: 302 });
    await notices.idle();
    const end = new Date();
    return smtp.received.slice(before).map((mail) => {
      const text = body(mail.raw);
      expect([noticeTime(start), noticeTime(end)].some((when) => text.includes(`When: ${when}`))).toBe(true);
      expect(text).toContain(`Device: ${device}`);
      expect(text).toContain("If this was you, there is nothing to do.");
      return { to: mail.to, subject: subjectOf(mail.raw), text };
    });
  }
  const ctx = (fields: Record<string, string>) => ({
    db: database.db,
    admin: ayesha,
    form: formOf(fields),
    ip: "10.9.0.1",
  });
  const TAKE_BACK = `If it was not you, someone else may be signed in as you. Sign in at ${ORIGIN}/admin/login now`;

  it("a passkey added", async () => {
    const key = softAuthenticator();
    const challenge = randomBytes(32).toString("base64url");
    await saveChallenge(database.db, { challenge, purpose: "register", userId: ayesha.userId });
    const response = key.register({ challenge, origin: ORIGIN, rpId: "admin.example.test" });
    const [mail, ...more] = await mailsOf(() =>
      registerPasskey(ctx({ intent: "passkey-register", name: "Work laptop", response })),
    );
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: ["ayesha@example.test"],
      subject: "Codexa Technologies: A passkey was added to your admin account",
    });
    expect(mail!.text).toContain('A passkey named "Work laptop" was added to your admin account (ayesha@example.test)');
    expect(mail!.text).toContain(TAKE_BACK);
  });

  it("TOTP turned on, new recovery codes, TOTP turned off", async () => {
    await startEnrolment(ctx({ intent: "start" }));
    const secret = (await getTwoFactorState(database.db, ayesha.userId)).pendingSecret!;
    const [on] = await mailsOf(async () => {
      const result = await confirmEnrolment(ctx({ intent: "confirm", code: totpCode(secret) }));
      return { status: (result as { init: { status: number } | null }).init?.status ?? 302 };
    });
    expect(on).toMatchObject({
      to: ["ayesha@example.test"],
      subject: "Codexa Technologies: Two-factor sign-in was turned on for your admin account",
    });
    expect(on!.text).toContain(TAKE_BACK);

    const [codes] = await mailsOf(async () => {
      const result = await regenerateRecoveryCodes(ctx({ intent: "recovery-codes", currentPassword: PASSWORD }));
      return { status: (result as { init: { status: number } | null }).init?.status ?? 302 };
    });
    expect(codes).toMatchObject({
      subject: "Codexa Technologies: New recovery codes were made for your admin account",
    });
    expect(codes!.text).toContain("The old ones no longer work.");

    const [off] = await mailsOf(() => disableTwoFactor(ctx({ intent: "disable", currentPassword: PASSWORD })));
    expect(off).toMatchObject({
      to: ["ayesha@example.test"],
      subject: "Codexa Technologies: Two-factor sign-in was turned off for your admin account",
    });
    expect(off!.text).toContain(TAKE_BACK);
  });

  it("an admin removed: told to that admin and to the one who did it", async () => {
    // Settings adds staff by invitation now (decision 181, tests/integration/invitations.test.ts).
    await createAdmin(database.db, { email: "tanvir@example.test", password: "tanvirs-temporary-1", role: "writer" });
    const tanvir = await findAdminByEmail(database.db, "tanvir@example.test");
    const removed = await mailsOf(() => removeAdmin(ctx({ intent: "remove-admin", userId: tanvir!.id })));
    expect(removed.map((mail) => [mail.to[0], mail.subject]).sort()).toEqual([
      ["ayesha@example.test", "Codexa Technologies: An admin was removed: tanvir@example.test"],
      ["tanvir@example.test", "Codexa Technologies: Your admin account at Codexa Technologies was removed"],
    ]);
    expect(removed.find((mail) => mail.to[0] === "tanvir@example.test")!.text).toContain(
      "ayesha@example.test removed your admin account (tanvir@example.test)",
    );
  });

  it("a password changed, and the change does not wait for a failing mail server", async () => {
    smtp.failNext(1);
    const next = "ayeshas-new-password-2";
    const [mail] = await mailsOf(() =>
      changeOwnPassword(
        ctx({ intent: "password", currentPassword: PASSWORD, newPassword: next, confirmPassword: next }),
      ),
    );
    expect(mail).toMatchObject({
      to: ["ayesha@example.test"],
      subject: "Codexa Technologies: The password of your admin account was changed",
    });
    expect(mail!.text).toContain(TAKE_BACK);
    expect(
      logs.some((line) =>
        /sign-in notice \(password-changed\) to ayesha@example\.test failed \(attempt 1 of 3/.test(line),
      ),
    ).toBe(true);
  });
});

describe.each(testDrivers())("a password change in Settings on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    setToastSecret(randomBytes(32));
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    stopSignInNotices();
    await smtp?.close();
    await database?.drop();
    setConfig(undefined);
  });

  it("removes the passkeys and the authenticator app ticked, and the notice lists them", async () => {
    const notices = startSignInNotices({ SMTP_URL: smtp.url, origin: ORIGIN, BASE_PATH: "/" }, database.db, () => {})!;
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, { email: "ayesha@example.test", password: PASSWORD });
    const admin = (await getSessionUser(database.db, (await createSession(database.db, created.id)).token))!;
    const ids: Record<string, string> = {};
    for (const name of ["Laptop", "Phone"]) {
      await addPasskey(database.db, {
        userId: admin.userId,
        credentialId: `cred-${name}`,
        publicKey: new Uint8Array([1]),
        counter: 0,
        transports: [],
        name,
      });
    }
    for (const passkey of await listPasskeys(database.db, admin.userId)) ids[passkey.name] = passkey.id;
    await startEnrolment({ db: database.db, admin, form: formOf({}), ip: "10.9.0.3" });
    const secret = (await getTwoFactorState(database.db, admin.userId)).pendingSecret!;
    await confirmEnrolment({ db: database.db, admin, form: formOf({ code: totpCode(secret) }), ip: "10.9.0.3" });
    await notices.idle();
    const before = smtp.received.length;

    const next = "ayeshas-new-password-4";
    const form = formOf({ intent: "password", currentPassword: PASSWORD, newPassword: next, confirmPassword: next });
    form.append("removePasskey", ids.Laptop!);
    form.append("removeTotp", "on");
    const result = await changeOwnPassword({ db: database.db, admin, form, ip: "10.9.0.3" });
    expect(result).toMatchObject({ status: 302 });
    expect((await listPasskeys(database.db, admin.userId)).map((passkey) => passkey.name)).toEqual(["Phone"]);
    expect(await getTwoFactorState(database.db, admin.userId)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    await notices.idle();
    const text = body(smtp.received[before]!.raw);
    expect(text).toContain('Removed with it: passkey "Laptop", the authenticator app and its recovery codes.');

    // Unticked, nothing else goes; an id that is not a passkey is refused before anything changes.
    const again = formOf({
      intent: "password",
      currentPassword: next,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    again.append("removePasskey", "not-an-id");
    expect(await changeOwnPassword({ db: database.db, admin, form: again, ip: "10.9.0.3" })).toMatchObject({
      init: { status: 400 },
    });
    again.delete("removePasskey");
    expect(await changeOwnPassword({ db: database.db, admin, form: again, ip: "10.9.0.3" })).toMatchObject({
      status: 302,
    });
    expect((await listPasskeys(database.db, admin.userId)).map((passkey) => passkey.name)).toEqual(["Phone"]);
  });
});

describe("sign-in notices with the mail server down", () => {
  it("the change succeeds at once; the notice is logged as not sent", { timeout: 60_000 }, async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    setToastSecret(randomBytes(32));
    const database = await createTestDatabase("pglite");
    const smtp = await startTestSmtp();
    const deadUrl = smtp.url;
    await smtp.close(); // nothing listens there now
    const logs: string[] = [];
    try {
      const notices = startSignInNotices(
        { SMTP_URL: deadUrl, origin: ORIGIN, BASE_PATH: "/" },
        database.db,
        (m) => logs.push(m),
        {
          maxAttempts: 1,
        },
      )!;
      await database.db.delete(adminUsers);
      const created = await createAdmin(database.db, { email: "ayesha@example.test", password: PASSWORD });
      const admin = (await getSessionUser(database.db, (await createSession(database.db, created.id)).token))!;
      const started = Date.now();
      const next = "ayeshas-new-password-3";
      const result = await changeOwnPassword({
        db: database.db,
        admin,
        form: formOf({ intent: "password", currentPassword: PASSWORD, newPassword: next, confirmPassword: next }),
        ip: "10.9.0.2",
      });
      expect(result).toMatchObject({ status: 302 });
      expect(Date.now() - started).toBeLessThan(5_000);
      await notices.idle();
      expect(
        logs.some((line) =>
          line.startsWith("sign-in notice (password-changed) to ayesha@example.test not sent after 1 attempts"),
        ),
      ).toBe(true);
    } finally {
      stopSignInNotices();
      await database.drop();
      setConfig(undefined);
    }
  });
});
