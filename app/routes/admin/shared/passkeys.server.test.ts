import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, passkeys, rateLimits, webauthnChallenges } from "~/db/schema";
import { setToastSecret } from "~/features/toast/toast.server";
import { createAdmin } from "~/models/admin-users.server";
import { CHALLENGE_TTL_MS, type ChallengePurpose, listPasskeys, saveChallenge } from "~/models/passkeys.server";
import { createPendingSignIn } from "~/models/pending-sign-ins.server";
import type { SessionUser } from "~/models/sessions.server";
import { authenticate, authenticateWithPasskey, verifySecondFactor } from "~/routes/admin/account/login.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../../../tests/support/databases";
import { cheapPasswordHashing } from "../../../../tests/support/password-cost";
import { type SoftAuthenticator, softAuthenticator } from "../../../../tests/support/webauthn";
import { LOGIN_FAILURE_LIMIT, SECOND_FACTOR_ACCOUNT_LIMIT } from "./login-throttle.server";
import { passkeyOptions, registerPasskey, removePasskey } from "./passkeys.server";

const PASSWORD = "a-long-enough-password";
const ORIGIN = "https://admin.example.test";
const RP = { origin: ORIGIN, rpId: "admin.example.test" };

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

// Issue 16: passkeys (decision 118), on the server. Answers come from a software authenticator with a
// real key pair, so the verification is the one a browser's answer goes through.
// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("passkeys on %s", (driver) => {
  let database: TestDatabase;
  let admin: SessionUser;
  let other: SessionUser;
  let key: SoftAuthenticator;

  const sessionUser = (row: { id: string; email: string }): SessionUser => ({
    sessionId: "test",
    userId: row.id,
    email: row.email,
    role: "owner",
    passwordGenerated: false,
    mustChangePassword: false,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    confirmedAt: new Date(),
  });
  const challenge = async (purpose: ChallengePurpose, userId: string | null, now = new Date()) => {
    const value = randomBytes(32).toString("base64url");
    await saveChallenge(database.db, { challenge: value, purpose, userId }, now);
    return value;
  };
  const register = async (user: SessionUser, response: string, name = "Laptop") => {
    const form = new FormData();
    form.set("intent", "passkey-register");
    form.set("name", name);
    form.set("response", response);
    return registerPasskey({ db: database.db, admin: user, form, ip: "10.1.0.1" });
  };
  const signIn = (response: string, ip = "10.1.0.2", now = new Date()) =>
    authenticateWithPasskey(database.db, { response, ip }, now);
  const audits = async () => (await database.db.select().from(auditLog)).map((entry) => [entry.action, entry.details]);

  beforeAll(async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    setToastSecret(randomBytes(32));
    database = await createTestDatabase(driver);
    admin = sessionUser(await createAdmin(database.db, { email: "passkey@example.test", password: PASSWORD }));
    other = sessionUser(await createAdmin(database.db, { email: "other@example.test", password: PASSWORD }));
    key = softAuthenticator();
    const response = await register(
      admin,
      key.register({ challenge: await challenge("register", admin.userId), ...RP }),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(auditLog);
  });
  afterAll(async () => {
    await database.drop();
    setConfig(undefined);
  });

  it("registers a passkey only from an answer to this admin's registration challenge, once", async () => {
    expect(await listPasskeys(database.db, admin.userId)).toMatchObject([
      { name: "Laptop", credentialId: key.credentialId, counter: 0, transports: ["internal"] },
    ]);
    // A second key answering a challenge issued to another admin, or a replayed registration: refused.
    const second = softAuthenticator();
    const othersChallenge = await challenge("register", other.userId);
    const refused = await register(admin, second.register({ challenge: othersChallenge, ...RP }), "Phone");
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { passkey: expect.stringContaining("could not be registered") } },
    });
    const ownChallenge = await challenge("register", admin.userId);
    const answer = second.register({ challenge: ownChallenge, ...RP });
    expect(await register(admin, answer, "Phone")).toMatchObject({ status: 302 });
    expect(await register(admin, answer, "Phone again")).toMatchObject({ init: { status: 400 } });
    expect((await listPasskeys(database.db, admin.userId)).map((p) => p.name)).toEqual(["Laptop", "Phone"]);
    expect(await audits()).toEqual(
      expect.arrayContaining([
        ["passkey_registration_failed", { reason: "challenge" }],
        ["passkey_registered", { name: "Phone" }],
      ]),
    );
    await database.db.delete(passkeys).where(eq(passkeys.credentialId, second.credentialId));
  });

  it("signs in without a password from the options the server issued, and audits it", async () => {
    const options = await passkeyOptions(
      database.db,
      new Request(`${ORIGIN}/admin/passkeys/options`),
      formOf({ purpose: "sign-in" }),
      "10.1.0.3",
    );
    expect(options.status).toBe(200);
    const json = (await options.json()) as { challenge: string; rpId: string; userVerification: string };
    expect(json).toMatchObject({ rpId: "admin.example.test", userVerification: "required" });
    const result = await signIn(key.assert({ challenge: json.challenge, ...RP }));
    expect(result).toEqual({ ok: true, admin: { id: admin.userId, email: admin.email }, secondFactor: false });
    expect(await audits()).toEqual([["login", { method: "passkey" }]]);
    expect((await listPasskeys(database.db, admin.userId))[0]).toMatchObject({
      counter: 1,
      lastUsedAt: expect.any(Date),
    });
  });

  it("refuses a replayed challenge: the same signed answer works once", async () => {
    const answer = key.assert({ challenge: await challenge("sign-in", null), ...RP });
    expect(await signIn(answer)).toMatchObject({ ok: true });
    expect(await signIn(answer)).toEqual({ ok: false, reason: "invalid" });
    expect(await audits()).toContainEqual(["login_failed", { method: "passkey", reason: "challenge" }]);
  });

  it("refuses an answer signed for another origin, and uses its challenge up", async () => {
    const value = await challenge("sign-in", null);
    const forged = key.assert({ challenge: value, origin: "https://evil.example", rpId: RP.rpId });
    expect(await signIn(forged)).toEqual({ ok: false, reason: "invalid" });
    // Another RP ID (a passkey made for another site) is refused the same way.
    expect(
      await signIn(key.assert({ challenge: await challenge("sign-in", null), origin: ORIGIN, rpId: "evil.example" })),
    ).toEqual({ ok: false, reason: "invalid" });
    // The honest answer to the first challenge now finds it used.
    expect(await signIn(key.assert({ challenge: value, ...RP }))).toEqual({ ok: false, reason: "invalid" });
    const reasons = (await audits()).map(([, details]) => (details as { reason: string }).reason);
    expect(reasons).toEqual(["signature", "signature", "challenge"]);
  });

  it("refuses an unknown credential", async () => {
    const stranger = softAuthenticator();
    expect(await signIn(stranger.assert({ challenge: await challenge("sign-in", null), ...RP }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await audits()).toEqual([["login_failed", { method: "passkey", reason: "unknown-credential" }]]);
  });

  it("refuses an expired challenge, a malformed answer, and a passwordless sign-in without user verification", async () => {
    const issued = new Date(Date.now() - CHALLENGE_TTL_MS - 1000);
    expect(await signIn(key.assert({ challenge: await challenge("sign-in", null, issued), ...RP }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signIn("{not json")).toEqual({ ok: false, reason: "invalid" });
    expect(
      await signIn(key.assert({ challenge: await challenge("sign-in", null), ...RP, userVerified: false })),
    ).toEqual({ ok: false, reason: "invalid" });
    const reasons = (await audits()).map(([, details]) => (details as { reason: string }).reason);
    expect(reasons).toEqual(["challenge", "malformed", "signature"]);
  });

  it("is a second factor: the password step asks for it, and only this admin's second-factor challenge and passkey pass", async () => {
    expect(await authenticate(database.db, { email: admin.email, password: PASSWORD, ip: "10.1.0.4" })).toMatchObject({
      ok: true,
      secondFactor: true,
    });
    expect(await authenticate(database.db, { email: other.email, password: PASSWORD, ip: "10.1.0.4" })).toMatchObject({
      ok: true,
      secondFactor: false,
    });
    // The pending sign-in the right password started (decision 144).
    let token = await createPendingSignIn(database.db, admin.userId);
    const second = (code: string) =>
      verifySecondFactor(database.db, {
        token,
        userId: admin.userId,
        email: admin.email,
        method: "passkey",
        code,
        ip: "10.1.0.4",
      });
    // A challenge issued for a passwordless sign-in, or for another admin, does not open the second step.
    expect(await second(key.assert({ challenge: await challenge("sign-in", null), ...RP }))).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(
      await second(key.assert({ challenge: await challenge("second-factor", other.userId), ...RP })),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    // Another admin's passkey answering this admin's challenge: refused.
    const othersKey = softAuthenticator();
    expect(
      await register(other, othersKey.register({ challenge: await challenge("register", other.userId), ...RP })),
    ).toMatchObject({ status: 302 });
    expect(
      await second(othersKey.assert({ challenge: await challenge("second-factor", admin.userId), ...RP })),
    ).toMatchObject({ ok: false, reason: "invalid" });
    // Without user verification is fine for a second factor (the password was the first).
    const answer = key.assert({
      challenge: await challenge("second-factor", admin.userId),
      ...RP,
      userVerified: false,
    });
    expect(await second(answer)).toEqual({ ok: true });
    // The success spent the pending sign-in; and a new one does not take the used answer either.
    expect(await second(answer)).toEqual({ ok: false, reason: "restart" });
    token = await createPendingSignIn(database.db, admin.userId);
    expect(await second(answer)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await audits()).toEqual(
      expect.arrayContaining([
        ["login_second_factor_failed", { method: "passkey" }],
        ["login", { secondFactor: "passkey" }],
      ]),
    );
    await database.db.delete(passkeys).where(eq(passkeys.userId, other.userId));
  });

  it("a passkey still signs the owner in while the account's app codes are over their limit (decision 144)", async () => {
    const tryCode = async (method: "totp" | "passkey", code: string, ip: string) =>
      verifySecondFactor(database.db, {
        token: await createPendingSignIn(database.db, admin.userId),
        userId: admin.userId,
        email: admin.email,
        method,
        code,
        ip,
      });
    for (let i = 0; i < SECOND_FACTOR_ACCOUNT_LIMIT; i++)
      expect(await tryCode("totp", "123456", `10.1.3.${i}`)).toMatchObject({ reason: "invalid" });
    expect(await tryCode("totp", "123456", "10.1.3.50")).toMatchObject({ reason: "account-limit" });
    // As the second step after the password,
    const answer = key.assert({ challenge: await challenge("second-factor", admin.userId), ...RP });
    expect(await tryCode("passkey", answer, "10.1.3.51")).toEqual({ ok: true });
    // and without a password at all.
    expect(await signIn(key.assert({ challenge: await challenge("sign-in", null), ...RP }), "10.1.3.52")).toMatchObject(
      {
        ok: true,
      },
    );
  });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} passkey answers per IP in a window, even in parallel`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        key.assert({ challenge: await challenge("sign-in", null), ...RP, origin: "https://evil.example" }),
      ),
    );
    const results = await Promise.all(answers.map((answer) => signIn(answer, "10.1.0.5")));
    expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(
      20 - LOGIN_FAILURE_LIMIT,
    );
    // A clean IP with a good answer still signs in.
    expect(await signIn(key.assert({ challenge: await challenge("sign-in", null), ...RP }), "10.1.0.6")).toMatchObject({
      ok: true,
    });
  });

  // The recent sign-in a deletion needs (decision 143) is checked by the route: tests/integration/recent-sign-in.test.ts.
  it("deletes only the admin's own passkey", async () => {
    const extra = softAuthenticator();
    expect(
      await register(admin, extra.register({ challenge: await challenge("register", admin.userId), ...RP }), "Spare"),
    ).toMatchObject({ status: 302 });
    const spare = (await listPasskeys(database.db, admin.userId)).find((p) => p.name === "Spare")!;
    const remove = (user: SessionUser) =>
      removePasskey({ db: database.db, admin: user, form: formOf({ passkeyId: spare.id }), ip: "10.1.0.7" });
    expect(await remove(other)).toMatchObject({ init: { status: 404 } });
    expect(await remove(admin)).toMatchObject({ status: 302 });
    expect((await listPasskeys(database.db, admin.userId)).map((p) => p.name)).toEqual(["Laptop"]);
    expect(await audits()).toContainEqual(["passkey_deleted", { name: "Spare" }]);
    expect(
      await database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, admin.userId)),
    ).toEqual([]);
  });
});
