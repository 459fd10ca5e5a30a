import { randomBytes, scryptSync } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, rateLimits } from "~/db/schema";
import { hashPassword } from "~/features/account/password.server";
import { createAdmin, findAdminByEmail, replacePasswordHash } from "~/models/admin-users.server";
import {
  admitLoginAttempt,
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  MAX_ACCOUNT_DELAY_MS,
  throttledMessage,
} from "~/routes/admin/shared/login-throttle.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../../../tests/support/databases";
import { atProductionCost, cheapPasswordHashing } from "../../../../tests/support/password-cost";
import { authenticate } from "./login.server";

const PASSWORD = "a-long-enough-password";

// What these tests count (attempts, refusals, audit rows) does not depend on what a hash costs, so they hash
// cheaply (decision 155). The two that do keep production's cost: the race of 100 parallel attempts, whose
// hashes must be slow enough that every admission happens while the first checks still run, and the rehash,
// which checks production's parameters.
cheapPasswordHashing();

describe.each(testDrivers())("login and its throttling on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await createAdmin(database.db, { email: "Owner@Example.test", password: PASSWORD });
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(auditLog);
    // A cheap hash again, whatever the test before left.
    const owner = (await findAdminByEmail(database.db, "owner@example.test"))!;
    await replacePasswordHash(database.db, owner.id, await hashPassword(PASSWORD));
  });
  afterAll(() => database.drop());

  it("signs in with the right password whatever the email's case, and audits it", async () => {
    const result = await authenticate(database.db, { email: "owner@example.TEST", password: PASSWORD, ip: "1.1.1.1" });
    expect(result).toMatchObject({ ok: true, admin: { email: "owner@example.test" } });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "login", entity: "session", actorEmail: "owner@example.test" });
  });

  it("answers a wrong password and an unknown email the same way, and audits both with no actor", async () => {
    const wrong = await authenticate(database.db, {
      email: "owner@example.test",
      password: "not-the-password",
      ip: "1.1.1.2",
    });
    const unknown = await authenticate(database.db, {
      email: "nobody@example.test",
      password: PASSWORD,
      ip: "1.1.1.2",
    });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "login_failed"));
    expect(entries.map((e) => [e.actorId, e.details])).toEqual(
      expect.arrayContaining([
        [null, { email: "owner@example.test" }],
        [null, { email: "nobody@example.test" }],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it(`refuses an IP after ${LOGIN_FAILURE_LIMIT} failures, whichever emails it tried, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(
        await authenticate(database.db, { email: `guess${i}@example.test`, password: "x", ip: "2.2.2.2" }),
      ).toMatchObject({ reason: "invalid" });
    }
    const refused = await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "2.2.2.2" });
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    if (refused.ok || refused.reason !== "throttled") throw new Error("expected throttling");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    // Another IP is not affected.
    expect(
      await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "2.2.2.3" }),
    ).toMatchObject({ ok: true });
  });

  it(`slows down, never blocks, an account after ${LOGIN_FAILURE_LIMIT} attempts from many IPs; a clean IP goes straight through`, async () => {
    const start = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await admitLoginAttempt(database.db, { ip: `3.3.3.${i}`, email: "owner@example.test" }, start)).toEqual({
        allowed: true,
        delayMs: 0,
        cleanIp: true,
      });
    }
    // An IP that already tried this window waits, longer each time, up to the cap.
    const delays = [];
    for (let i = 0; i < 7; i++) {
      const admission = await admitLoginAttempt(database.db, { ip: "3.3.3.0", email: "OWNER@example.test" }, start);
      expect(admission.allowed).toBe(true);
      if (admission.allowed) delays.push(admission.delayMs);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, MAX_ACCOUNT_DELAY_MS, MAX_ACCOUNT_DELAY_MS, MAX_ACCOUNT_DELAY_MS]);
    expect(await admitLoginAttempt(database.db, { ip: "9.9.9.9", email: "owner@example.test" }, start)).toEqual({
      allowed: true,
      delayMs: 0,
      cleanIp: true,
    });
    const later = new Date(start.getTime() + LOGIN_WINDOW_MS + 1000);
    expect(await admitLoginAttempt(database.db, { ip: "3.3.3.0", email: "owner@example.test" }, later)).toEqual({
      allowed: true,
      delayMs: 0,
      cleanIp: true,
    });
  });

  it("counts parallel attempts atomically: of 100 at once from one IP, exactly the limit are checked", async () => {
    const results = await atProductionCost(async () => {
      // The admin's hash at production's cost, so each check takes as long as it does on the site.
      const owner = (await findAdminByEmail(database.db, "owner@example.test"))!;
      await replacePasswordHash(database.db, owner.id, await hashPassword(PASSWORD));
      return Promise.all(
        Array.from({ length: 100 }, () =>
          authenticate(database.db, { email: "owner@example.test", password: "wrong", ip: "5.5.5.5" }),
        ),
      );
    });
    expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(
      100 - LOGIN_FAILURE_LIMIT,
    );
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "login_failed"));
    expect(audited).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(
      await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "5.5.5.6" }),
    ).toMatchObject({ ok: true });
  });

  it("forgives an email's failures after a successful login, but keeps counting the IP", async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) {
      await authenticate(database.db, { email: "owner@example.test", password: "wrong", ip: "4.4.4.4" });
    }
    expect(
      await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "4.4.4.4" }),
    ).toMatchObject({ ok: true });
    const emailKeys = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "login:email:owner@example.test"));
    expect(emailKeys).toHaveLength(0);
    const ipKeys = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "login:ip:4.4.4.4"));
    expect(ipKeys[0]?.count).toBe(LOGIN_FAILURE_LIMIT - 1);
  });

  it("redoes a hash made with the old scrypt parameters at the next sign-in", async () => {
    const owner = (await findAdminByEmail(database.db, "owner@example.test"))!;
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    await replacePasswordHash(
      database.db,
      owner.id,
      `scrypt$32768$8$1$${salt.toString("base64")}$${key.toString("base64")}`,
    );
    await atProductionCost(async () => {
      expect(
        await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "6.6.6.6" }),
      ).toMatchObject({ ok: true });
      const upgraded = (await findAdminByEmail(database.db, "owner@example.test"))!.passwordHash;
      expect(upgraded.split("$").slice(1, 4)).toEqual(["131072", "8", "1"]);
      expect(
        await authenticate(database.db, { email: "owner@example.test", password: PASSWORD, ip: "6.6.6.6" }),
      ).toMatchObject({ ok: true });
    });
  });

  it("words the refusal in whole minutes", () => {
    expect(throttledMessage(61)).toBe("Too many failed login attempts. Please try again in 2 minutes.");
    expect(throttledMessage(5)).toBe("Too many failed login attempts. Please try again in 1 minute.");
  });
});
