import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, rateLimits } from "~/db/schema";
import { createAdmin } from "~/models/admin-users.server";
import { enableTotp, setPendingTotpSecret } from "~/models/two-factor.server";
import { LOGIN_FAILURE_LIMIT } from "~/routes/admin/shared/login-throttle.server";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCodeAt } from "~/utils/totp.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../../../tests/support/databases";
import { cheapPasswordHashing } from "../../../../tests/support/password-cost";
import { authenticate, verifySecondFactor } from "./login.server";

const PASSWORD = "a-long-enough-password";

// Issue 16: the second step is throttled like the first, a code works once, and every step is audited.
// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("two-factor sign-in's second step on %s", (driver) => {
  let database: TestDatabase;
  let admin: { id: string; email: string };
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  const enrolledAt = new Date("2026-11-24T03:00:00Z");
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

  const second = (method: "totp" | "recovery", code: string, ip: string, now: Date) =>
    verifySecondFactor(database.db, { userId: admin.id, email: admin.email, method, code, ip }, now);

  it("asks for the second factor after the right password, and audits each step", async () => {
    const first = await authenticate(database.db, { email: admin.email, password: PASSWORD, ip: "10.0.0.1" });
    expect(first).toMatchObject({ ok: true, secondFactor: true });
    const later = new Date(enrolledAt.getTime() + 60_000);
    expect(await second("totp", "000000", "10.0.0.1", later)).toEqual({ ok: false, reason: "invalid" });
    expect(await second("totp", totpCodeAt(secret, later), "10.0.0.1", later)).toEqual({ ok: true });
    // The same code again (same 30-second step) is refused.
    expect(await second("totp", totpCodeAt(secret, later), "10.0.0.1", later)).toEqual({
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
    const now = new Date(enrolledAt.getTime() + 120_000);
    expect(await second("recovery", codes[3]!, "10.0.0.2", now)).toEqual({ ok: true });
    expect(await second("recovery", codes[3]!, "10.0.0.2", now)).toEqual({ ok: false, reason: "invalid" });
  });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} codes per IP in a window, even in parallel`, async () => {
    const now = new Date(enrolledAt.getTime() + 180_000);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => second("totp", String(100000 + i), "10.0.0.3", now)),
    );
    expect(results.filter((result) => result.ok === false && result.reason === "invalid")).toHaveLength(
      LOGIN_FAILURE_LIMIT,
    );
    expect(results.filter((result) => result.ok === false && result.reason === "throttled")).toHaveLength(
      30 - LOGIN_FAILURE_LIMIT,
    );
    // Throttled before any check: even the right code is refused from that IP, and accepted from another.
    expect(await second("totp", totpCodeAt(secret, now), "10.0.0.3", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await second("totp", totpCodeAt(secret, now), "10.0.0.4", now)).toEqual({ ok: true });
  });
});
