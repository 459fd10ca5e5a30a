import { randomBytes, scryptSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  generatePassword,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMS,
  timingDummyHash,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("stores scrypt with its parameters, a random salt and a 64-byte key", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(n)).toBe(2 ** 17);
    expect([r, p]).toEqual(["8", "1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(64);
    expect(hash).not.toContain("correct horse");
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("treats canonically equal Unicode spellings as the same password", async () => {
    const hash = await hashPassword("pa\u0301ssword-long-enough");
    expect(await verifyPassword("p\u00e1ssword-long-enough", hash)).toBe(true);
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$4$5")).toBe(false);
  });

  it("has a timing dummy hash that no guess matches and that costs a real verification", async () => {
    const dummy = await timingDummyHash();
    expect(dummy).toBe(await timingDummyHash());
    expect(dummy.split("$")[1]).toBe((await hashPassword("x")).split("$")[1]);
    expect(await verifyPassword("", dummy)).toBe(false);
    expect(await verifyPassword(generatePassword(), dummy)).toBe(false);
  });

  it("verifies a hash made with the old, weaker parameters, and marks it for redoing", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("an-old-long-password", salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$${2 ** 15}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("an-old-long-password", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("an-old-long-password"))).toBe(false);
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it("generates long random passwords", () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(a).not.toBe(generatePassword());
  });
});
