import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, pendingSignIns, rateLimits } from "~/db/schema";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCodeAt } from "~/features/account/totp.server";
import { createAdmin, setAdminPassword } from "~/models/admin-users.server";
import {
  createPendingSignIn,
  PENDING_SIGN_IN_MS,
  PENDING_SIGN_IN_TRIES,
  purgeExpiredPendingSignIns,
} from "~/models/pending-sign-ins.server";
import { enableTotp, setPendingTotpSecret } from "~/models/two-factor.server";
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  SECOND_FACTOR_ACCOUNT_LIMIT,
} from "~/routes/admin/shared/login-throttle.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../../../tests/support/databases";
import { cheapPasswordHashing } from "../../../../tests/support/password-cost";
import { authenticate, type SecondFactorResult, verifySecondFactor } from "./login.server";

const PASSWORD = "a-long-enough-password";

// Issue 16: the second step is throttled like the first, a code works once, and every step is audited.
// Issue 25 (decision 144): a pending sign-in lives on the server and allows five tries; an account has at
// most SECOND_FACTOR_ACCOUNT_LIMIT app codes checked per window from any mix of addresses; a recovery code
// has its own limit, and the owner still gets in.
// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

const reasonsOf = (results: SecondFactorResult[]) => results.map((result) => (result.ok ? "ok" : result.reason)).sort();
const count = (results: SecondFactorResult[], reason: string) =>
  results.filter((result) => (result.ok ? "ok" : result.reason) === reason).length;

/** A 6-digit code that is none of the (up to three) codes accepted at `now`: a guess that must fail. */
function wrongCode(secret: string, i: number, now: Date): string {
  const valid = [-30_000, 0, 30_000].map((offset) => totpCodeAt(secret, new Date(now.getTime() + offset)));
  for (let n = 100000 + i * 7; ; n++) if (!valid.includes(String(n))) return String(n);
}

describe.each(testDrivers())("two-factor sign-in's second step on %s", (driver) => {
  let database: TestDatabase;
  let admin: { id: string; email: string };
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  const enrolledAt = new Date("2026-11-24T03:00:00Z");
  /** Each test starts later than the last, so every test's TOTP steps are new. */
  const at = (minutes: number) => new Date(enrolledAt.getTime() + minutes * 60_000);
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = await createAdmin(database.db, { email: "two@example.test", password: PASSWORD });
    await setPendingTotpSecret(database.db, admin.id, secret);
    expect(
      await enableTotp(
        database.db,
        admin.id,
        secret,
        Math.floor(enrolledAt.getTime() / 30_000),
        codes.map(hashRecoveryCode),
        enrolledAt,
      ),
    ).toBe(true);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(auditLog);
  });
  afterAll(() => database.drop());

  /** What the password step does when the password was right: a pending sign-in on the server. */
  const pending = (now: Date) => createPendingSignIn(database.db, admin.id, now);
  const second = (token: string, method: "totp" | "recovery", code: string, ip: string, now: Date) =>
    verifySecondFactor(database.db, { token, userId: admin.id, email: admin.email, method, code, ip }, now);

  it("asks for the second factor after the right password, and audits each step", async () => {
    const first = await authenticate(database.db, { email: admin.email, password: PASSWORD, ip: "10.0.0.1" });
    expect(first).toMatchObject({ ok: true, secondFactor: true });
    const later = at(1);
    const token = await pending(later);
    expect(await second(token, "totp", "000000", "10.0.0.1", later)).toEqual({
      ok: false,
      reason: "invalid",
      triesLeft: PENDING_SIGN_IN_TRIES - 1,
    });
    expect(await second(token, "totp", totpCodeAt(secret, later), "10.0.0.1", later)).toEqual({ ok: true });
    // The same code again (same 30-second step) is refused, with a new pending sign-in too.
    expect(await second(await pending(later), "totp", totpCodeAt(secret, later), "10.0.0.1", later)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const actions = (await database.db.select().from(auditLog)).map((entry) => [entry.action, entry.details]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["login_password_accepted", null],
        ["login_second_factor_failed", { method: "totp" }],
        ["login", { secondFactor: "totp" }],
      ]),
    );
  });

  it("spends a recovery code once", async () => {
    const now = at(2);
    expect(await second(await pending(now), "recovery", codes[3]!, "10.0.0.2", now)).toEqual({ ok: true });
    expect(await second(await pending(now), "recovery", codes[3]!, "10.0.0.2", now)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("a success spends the pending sign-in: its cookie opens nothing more", async () => {
    const now = at(3);
    const token = await pending(now);
    expect(await second(token, "totp", totpCodeAt(secret, now), "10.0.0.5", now)).toEqual({ ok: true });
    const next = new Date(now.getTime() + 30_000);
    expect(await second(token, "totp", totpCodeAt(secret, next), "10.0.0.5", next)).toEqual({
      ok: false,
      reason: "restart",
    });
  });

  it(`a pending sign-in allows ${PENDING_SIGN_IN_TRIES} tries, even in parallel from many addresses; then the password is asked again`, async () => {
    const now = at(4);
    const token = await pending(now);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => second(token, "totp", wrongCode(secret, i, now), `10.0.1.${i}`, now)),
    );
    expect(count(results, "invalid")).toBe(PENDING_SIGN_IN_TRIES);
    expect(count(results, "restart")).toBe(20 - PENDING_SIGN_IN_TRIES);
    // Exactly one of the checked tries was the last: it reports no tries left.
    expect(results.filter((result) => !result.ok && "triesLeft" in result && result.triesLeft === 0)).toHaveLength(1);
    // Spent: even the right code is not checked with it, and the row is gone.
    expect(await second(token, "totp", totpCodeAt(secret, now), "10.0.1.99", now)).toEqual({
      ok: false,
      reason: "restart",
    });
    expect(await database.db.select().from(pendingSignIns)).not.toContainEqual(
      expect.objectContaining({ failures: PENDING_SIGN_IN_TRIES }),
    );
    // The password again: a new pending sign-in, and the right code works.
    expect(await second(await pending(now), "totp", totpCodeAt(secret, now), "10.0.1.100", now)).toEqual({ ok: true });
  });

  it("a new password ends the sign-ins waiting for their second factor", async () => {
    const now = at(5);
    const token = await pending(now);
    await setAdminPassword(database.db, admin.id, PASSWORD);
    expect(await second(token, "totp", totpCodeAt(secret, now), "10.0.0.7", now)).toEqual({
      ok: false,
      reason: "restart",
    });
  });

  it("an expired pending sign-in checks nothing, and is purged", async () => {
    const now = at(5);
    const token = await pending(now);
    const late = new Date(now.getTime() + PENDING_SIGN_IN_MS + 1);
    expect(await second(token, "totp", totpCodeAt(secret, late), "10.0.0.6", late)).toEqual({
      ok: false,
      reason: "restart",
    });
    await purgeExpiredPendingSignIns(database.db, late);
    expect(await database.db.select().from(pendingSignIns)).toEqual([]);
  });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} codes per IP in a window, even in parallel`, async () => {
    const now = at(6);
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        second(await pending(now), "totp", wrongCode(secret, i, now), "10.0.0.3", now),
      ),
    );
    expect(count(results, "invalid")).toBe(LOGIN_FAILURE_LIMIT);
    expect(count(results, "throttled")).toBe(30 - LOGIN_FAILURE_LIMIT);
    // Throttled before any check: even the right code is refused from that IP.
    expect(await second(await pending(now), "totp", totpCodeAt(secret, now), "10.0.0.3", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
  });

  it(`checks at most ${SECOND_FACTOR_ACCOUNT_LIMIT} app codes per account in a window from any mix of addresses; the owner gets in with a recovery code, and with the app's code after the window`, async () => {
    const now = at(7);
    // 60 wrong codes from 60 addresses, each run of five on a pending sign-in of its own (the attacker
    // knows the password), in parallel.
    const tokens = await Promise.all(Array.from({ length: 12 }, () => pending(now)));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        second(tokens[i % 12]!, "totp", wrongCode(secret, i, now), `10.0.2.${i}`, now),
      ),
    );
    expect(count(results, "invalid")).toBe(SECOND_FACTOR_ACCOUNT_LIMIT);
    expect(count(results, "account-limit")).toBe(60 - SECOND_FACTOR_ACCOUNT_LIMIT);
    expect(reasonsOf(results).filter((reason) => reason === "ok")).toEqual([]);
    const failures = await database.db.select().from(auditLog);
    expect(failures.filter((entry) => entry.action === "login_second_factor_failed")).toHaveLength(
      SECOND_FACTOR_ACCOUNT_LIMIT,
    );
    // The real code from a new address is refused unchecked while the window lasts...
    const refused = await second(await pending(now), "totp", totpCodeAt(secret, now), "10.0.2.200", now);
    expect(refused).toMatchObject({ ok: false, reason: "account-limit" });
    expect(refused.ok === false && refused.reason === "account-limit" && refused.retryAfterSeconds).toBe(
      LOGIN_WINDOW_MS / 1000,
    );
    // ...but a recovery code has its own limit, so the owner gets in with one now,
    expect(await second(await pending(now), "recovery", codes[5]!, "10.0.2.201", now)).toEqual({ ok: true });
    // and with the app's code once the window has passed.
    const after = new Date(now.getTime() + LOGIN_WINDOW_MS);
    expect(await second(await pending(after), "totp", totpCodeAt(secret, after), "10.0.2.202", after)).toEqual({
      ok: true,
    });
  });

  it(`recovery codes: ${SECOND_FACTOR_ACCOUNT_LIMIT} per account and window, then only from an address that has tried nothing`, async () => {
    const now = at(30);
    const wrong = (i: number) => `WRONG-${String(i).padStart(5, "0")}`;
    for (let i = 0; i < SECOND_FACTOR_ACCOUNT_LIMIT; i++)
      expect(await second(await pending(now), "recovery", wrong(i), `10.0.3.${i}`, now)).toMatchObject({
        reason: "invalid",
      });
    // An address that has already failed this window: refused unchecked, even with a right code.
    expect(await second(await pending(now), "recovery", codes[6]!, "10.0.3.0", now)).toMatchObject({
      reason: "account-limit",
    });
    // An address that has tried nothing: checked (one try per address and window cannot find 50 random bits).
    expect(await second(await pending(now), "recovery", wrong(99), "10.0.3.100", now)).toMatchObject({
      reason: "invalid",
    });
    expect(await second(await pending(now), "recovery", codes[6]!, "10.0.3.101", now)).toEqual({ ok: true });
  });
});
