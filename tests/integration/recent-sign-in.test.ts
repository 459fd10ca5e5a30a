// Issue 25, findings 1 (the session-only part), 3 and 8: every sensitive action needs a recent sign-in
// (sudo mode, decision 143). A session that signed in longer ago than RECENT_SIGN_IN_MINUTES is refused
// (403, the confirmation asked for) and nothing changes; the same request with the password (or a
// passkey) carries on. Sessions are aged before the server starts (it holds PGlite's files while it runs).
import { describe, expect, it } from "vitest";

import { RECENT_SIGN_IN_MINUTES, SIGN_IN_PASSWORD_FIELD } from "~/components/admin/recent-sign-in";
import type { Db } from "~/db/client.server";
import { contactMessages, newsletterSubscribers, sessions } from "~/db/schema";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from "~/features/account/totp.server";
import { createAdmin } from "~/models/admin-users.server";
import { createSession } from "~/models/sessions.server";
import { enableTotp, setPendingTotpSecret } from "~/models/two-factor.server";
import { LOGIN_FAILURE_LIMIT } from "~/routes/admin/shared/login-throttle.server";

import { adminEditorServer } from "../support/admin-editors";
import { testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { totpCode } from "../support/totp";
import { softAuthenticator } from "../support/webauthn";

cheapPasswordHashing();

const PASSWORD = "owner-password-long-enough";
const STALE = new Date(Date.now() - (RECENT_SIGN_IN_MINUTES + 20) * 60_000);
const STALE_SESSIONS = 24;

type Seeded = {
  owner: string[];
  enrolled: string[];
  otherId: string;
  fresh: string;
  changer: string;
  changerId: string;
};

/** The admins, and sessions that signed in 30 minutes ago (still valid: last seen now). */
async function seed(db: Db): Promise<Seeded> {
  const owner = await createAdmin(db, { email: "owner@example.test", password: PASSWORD });
  const enrolled = await createAdmin(db, { email: "enrolled@example.test", password: PASSWORD });
  const other = await createAdmin(db, { email: "other@example.test", password: "other-password-long-enough" });
  // Changing the password signs out the admin's other sessions: an admin of its own.
  const changer = await createAdmin(db, { email: "changer@example.test", password: PASSWORD });
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, enrolled.id, secret);
  await enableTotp(db, enrolled.id, secret, 1, newRecoveryCodes().map(hashRecoveryCode), STALE);
  const aged = async (userId: string) => (await createSession(db, userId, STALE)).token;
  const result: Seeded = {
    owner: await Promise.all(Array.from({ length: STALE_SESSIONS }, () => aged(owner.id))),
    enrolled: await Promise.all(Array.from({ length: 6 }, () => aged(enrolled.id))),
    otherId: other.id,
    fresh: (await createSession(db, owner.id)).token,
    changer: await aged(changer.id),
    changerId: changer.id,
  };
  await db.update(sessions).set({ lastSeenAt: new Date() });
  await db.insert(contactMessages).values({
    name: "Ann Lee",
    email: "ann@example.test",
    subject: "Quote",
    message: "Hello",
  });
  await db.insert(newsletterSubscribers).values({ email: "nina@example.test", source: "blog" });
  return result;
}

describe.each(testDrivers())("sudo mode: a recent sign-in guards every sensitive action (%s)", (driver) => {
  let seeded: Seeded;
  // No staff but the seeded ones (and no sign-in: the last test counts the login throttle's failures).
  const site = adminEditorServer(driver, {
    prefix: "sudo",
    staff: {},
    async prepare(db) {
      seeded = await seed(db);
    },
    publicHost: "localhost",
    env: { TRUST_PROXY: "true" },
  });

  let next = 0;
  /** A session of the owner's that signed in long ago, not used by any other test. */
  const staleOwner = () => {
    const token = seeded.owner[next++];
    if (!token) throw new Error("raise STALE_SESSIONS");
    return token;
  };
  let nextEnrolled = 0;
  const staleEnrolled = () => seeded.enrolled[nextEnrolled++]!;

  // Each request from an address of its own: the wrong passwords below would otherwise add up to the
  // login throttle's limit for one address (decision 031), which the last test checks on purpose.
  let address = 0;
  const post = (
    token: string,
    to: string,
    fields: Record<string, string>,
    ip = `198.51.${100 + (address++ >> 8)}.${address % 256}`,
  ) =>
    fetch(`${site.server.url}${to}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: site.origin(),
        "X-Forwarded-For": ip,
        Cookie: `admin_session=${token}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  const get = (token: string, to: string) =>
    fetch(`${site.server.url}${to}`, { redirect: "manual", headers: { Cookie: `admin_session=${token}` } });
  const page = async (token: string, to: string) => (await get(token, to)).text();
  const withPassword = (fields: Record<string, string>) => ({ ...fields, [SIGN_IN_PASSWORD_FIELD]: PASSWORD });

  /** Refused without a recent sign-in and with a wrong password; carries on with the right one. */
  async function guarded(token: string, to: string, fields: Record<string, string>) {
    const refused = await post(token, to, fields);
    expect(refused.status).toBe(403);
    // A page shows the confirmation dialog; the passkey options (JSON) say what is needed.
    expect(await refused.text()).toMatch(/Confirm it is you|"recentSignIn"/);
    const wrong = await post(token, to, { ...fields, [SIGN_IN_PASSWORD_FIELD]: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your password is not correct");
    return post(token, to, withPassword(fields));
  }

  it("the finding's probe: with only a stale session cookie, every credential change fails", async () => {
    const token = staleOwner();
    const options = await post(token, "/admin/passkeys/options", { purpose: "register" });
    expect(options.status).toBe(403);
    expect(await options.json()).toEqual({ recentSignIn: { passkey: false } });
    // A challenge issued to this admin (by a session that confirmed): the stale one still cannot use it.
    const confirmed = await post(staleOwner(), "/admin/passkeys/options", withPassword({ purpose: "register" }));
    expect(confirmed.status).toBe(200);
    const { challenge } = (await confirmed.json()) as { challenge: string };
    const key = softAuthenticator();
    const answer = key.register({ challenge, origin: site.origin(), rpId: "localhost" });
    const registration = await post(token, "/admin/settings/two-factor", {
      intent: "passkey-register",
      name: "Attacker's key",
      response: answer,
    });
    expect(registration.status).toBe(403);
    expect((await post(token, "/admin/settings/two-factor", { intent: "start" })).status).toBe(403);
    expect((await post(token, "/admin/settings/two-factor", { intent: "confirm", code: "123456" })).status).toBe(403);
    expect(
      (await post(token, "/admin/settings/admins", { intent: "remove-admin", userId: seeded.otherId })).status,
    ).toBe(403);
    const policyOff = await post(staleEnrolled(), "/admin/settings/security", { intent: "two-factor-policy" });
    expect(policyOff.status).toBe(403);
    // Nothing changed: no passkey, no set-up under way, the other admin still there.
    const twoFactor = await page(seeded.fresh, "/admin/settings/two-factor");
    expect(twoFactor).toContain("No passkeys yet.");
    expect(twoFactor).not.toContain('data-testid="totp-key"');
    expect(await page(seeded.fresh, "/admin/settings/admins")).toContain("other@example.test");
  });

  it("registers a passkey after the password: the options, then the registration", async () => {
    const token = staleOwner();
    const options = await guarded(token, "/admin/passkeys/options", { purpose: "register" });
    expect(options.status).toBe(200);
    const { challenge } = (await options.json()) as { challenge: string };
    const key = softAuthenticator();
    const registered = await post(token, "/admin/settings/two-factor", {
      intent: "passkey-register",
      name: "Laptop",
      response: key.register({ challenge, origin: site.origin(), rpId: "localhost" }),
    });
    // Confirmed moments ago: the registration goes straight through.
    expect(registered.status).toBe(302);
    expect(await page(seeded.fresh, "/admin/settings/two-factor")).toContain("Laptop");

    // Deleting it is guarded too.
    const id = /name="passkeyId" value="([^"]+)"/.exec(await page(seeded.fresh, "/admin/settings/two-factor"))![1]!;
    expect(
      (await guarded(staleOwner(), "/admin/settings/two-factor", { intent: "passkey-delete", passkeyId: id })).status,
    ).toBe(302);
    expect(await page(seeded.fresh, "/admin/settings/two-factor")).toContain("No passkeys yet.");
  });

  it("starts and confirms an authenticator app only after the password", async () => {
    expect((await guarded(staleOwner(), "/admin/settings/two-factor", { intent: "start" })).status).toBe(302);
    const key = /data-testid="totp-key"[^>]*>([^<]+)</.exec(
      await page(seeded.fresh, "/admin/settings/two-factor"),
    )![1]!;
    const confirmed = await guarded(staleOwner(), "/admin/settings/two-factor", {
      intent: "confirm",
      code: totpCode(key),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your recovery codes");
  });

  it("turns the two-factor policy on and off only after the password", async () => {
    const on = await guarded(staleEnrolled(), "/admin/settings/security", {
      intent: "two-factor-policy",
      requireTwoFactor: "on",
    });
    expect(on.status).toBe(302);
    const token = staleEnrolled();
    expect((await post(token, "/admin/settings/security", { intent: "two-factor-policy" })).status).toBe(403);
    expect(await page(token, "/admin/settings/security")).toMatch(/id="require-two-factor"[^>]*checked/);
    expect((await post(token, "/admin/settings/security", withPassword({ intent: "two-factor-policy" }))).status).toBe(
      302,
    );
    expect(await page(token, "/admin/settings/security")).not.toMatch(/id="require-two-factor"[^>]*checked/);
  });

  it("makes new recovery codes and turns the app off only after the password", async () => {
    const codes = await guarded(staleEnrolled(), "/admin/settings/two-factor", { intent: "recovery-codes" });
    expect(codes.status).toBe(200);
    expect(await codes.text()).toContain("Your recovery codes");
    const token = staleEnrolled();
    expect((await post(token, "/admin/settings/two-factor", { intent: "disable" })).status).toBe(403);
    expect(await page(token, "/admin/settings/two-factor")).toContain("Turn off two-factor sign-in");
    expect((await post(token, "/admin/settings/two-factor", withPassword({ intent: "disable" }))).status).toBe(302);
    expect(await page(token, "/admin/settings/two-factor")).toContain("Set up two-factor sign-in");
  });

  it("invites and removes an admin only after the password", async () => {
    const added = await guarded(staleOwner(), "/admin/settings/admins", {
      intent: "invite",
      email: "new@example.test",
      role: "writer",
    });
    // Without SMTP_URL the owner is shown the link to pass on (decision 181).
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("/admin/invitation/");
    expect(await page(seeded.fresh, "/admin/settings/admins")).toContain("new@example.test");
    const token = staleOwner();
    expect(
      (await post(token, "/admin/settings/admins", { intent: "remove-admin", userId: seeded.otherId })).status,
    ).toBe(403);
    expect(await page(seeded.fresh, "/admin/settings/admins")).toContain("other@example.test");
    expect(
      (await post(token, "/admin/settings/admins", withPassword({ intent: "remove-admin", userId: seeded.otherId })))
        .status,
    ).toBe(302);
    expect(await page(seeded.fresh, "/admin/settings/admins")).not.toContain("other@example.test");
  });

  it("changes a role only after the password (decision 180)", async () => {
    const token = staleOwner();
    const change = { intent: "change-role", userId: seeded.changerId, role: "sales" };
    expect((await post(token, "/admin/settings/admins", change)).status).toBe(403);
    const salesRow = /Sales(?:<!-- -->)? · Added/;
    expect(await page(seeded.fresh, "/admin/settings/admins")).not.toMatch(salesRow);
    expect((await post(token, "/admin/settings/admins", withPassword(change))).status).toBe(302);
    expect(await page(seeded.fresh, "/admin/settings/admins")).toMatch(salesRow);
  });

  it("changes the company email only after the password; other details and the password change need none", async () => {
    const company = {
      intent: "company",
      companyName: "Test Company",
      tagline: "",
      phone: "+880 1700 000000",
      email: "hello@example.test",
      dhakaAddress: "Dhaka",
      londonAddress: "London",
      hoursWeekdays: "9 to 5",
      hoursSaturday: "Closed",
      foundedYear: "2014",
      linkedinUrl: "",
      twitterUrl: "",
      facebookUrl: "",
      githubUrl: "",
    };
    // The first save sets the address this test starts from (a fresh session: no confirmation needed).
    expect((await post(seeded.fresh, "/admin/settings/company", company)).status).toBe(302);
    const token = staleOwner();
    expect((await post(token, "/admin/settings/company", { ...company, phone: "+880 1800 000000" })).status).toBe(302);
    const changed = { ...company, email: "hello@new.example.test" };
    expect((await post(token, "/admin/settings/company", changed)).status).toBe(403);
    expect(await page(seeded.fresh, "/admin/settings/company")).not.toContain("hello@new.example.test");
    expect((await post(token, "/admin/settings/company", withPassword(changed))).status).toBe(302);
    expect(await page(seeded.fresh, "/admin/settings/company")).toContain("hello@new.example.test");

    // The password change asks for the current password itself, which is the confirmation.
    const password = await post(seeded.changer, "/admin/settings/account", {
      intent: "password",
      currentPassword: PASSWORD,
      newPassword: "a-brand-new-password-here",
      confirmPassword: "a-brand-new-password-here",
    });
    expect(password.status).toBe(302);
  });

  it.each([
    ["the inbox CSV", "/admin/contact-requests/export.csv", "text/csv"],
    ["the newsletter CSV", "/admin/newsletter/export.csv", "text/csv"],
    ["a person's data", "/admin/data-requests/export.json?email=ann%40example.test", "application/json"],
  ])("downloads %s only after the password, through the confirmation page", async (_, to, type) => {
    const token = staleOwner();
    const refused = await get(token, to);
    expect(refused.status).toBe(302);
    const confirmPage = refused.headers.get("location")!;
    expect(confirmPage).toBe(`/admin/confirm-sign-in?${new URLSearchParams({ redirectTo: to })}`);
    expect(await page(token, confirmPage)).toContain("This download holds personal data");
    expect((await post(token, confirmPage, { redirectTo: to, [SIGN_IN_PASSWORD_FIELD]: "wrong-one" })).status).toBe(
      400,
    );
    const confirmed = await post(token, confirmPage, { redirectTo: to, [SIGN_IN_PASSWORD_FIELD]: PASSWORD });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(to);
    const download = await get(token, to);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain(type);
  });

  it("erases a person's data only after the password", async () => {
    const fields = { intent: "erase", email: "nina@example.test", confirmed: "yes" };
    const token = staleOwner();
    expect((await post(token, "/admin/data-requests", fields)).status).toBe(403);
    expect(await page(seeded.fresh, "/admin/data-requests?email=nina%40example.test")).not.toContain(
      "Nothing is stored for this address.",
    );
    expect((await post(token, "/admin/data-requests", withPassword(fields))).status).toBe(302);
    expect(await page(seeded.fresh, "/admin/data-requests?email=nina%40example.test")).toContain(
      "Nothing is stored for this address.",
    );
  });

  it("counts wrong passwords like a login: a run of guesses from one address is refused before any check", async () => {
    const token = staleOwner();
    const guess = () =>
      post(
        token,
        "/admin/settings/admins",
        { intent: "remove-admin", userId: seeded.otherId, [SIGN_IN_PASSWORD_FIELD]: "guess" },
        "203.0.113.7",
      );
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) statuses.push((await guess()).status);
    expect(statuses.slice(0, LOGIN_FAILURE_LIMIT)).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(400));
    expect(statuses.slice(LOGIN_FAILURE_LIMIT)).toEqual([429, 429]);
  });

  it("a session that signed in just now is not asked", async () => {
    expect((await post(seeded.fresh, "/admin/passkeys/options", { purpose: "register" })).status).toBe(200);
    expect((await get(seeded.fresh, "/admin/newsletter/export.csv")).status).toBe(200);
  });
});
