import { describe, expect, it } from "vitest";

import { COMMON_PASSWORD_MESSAGE, weakPasswordProblem } from "./password-strength.server";

describe("weakPasswordProblem (the common-password check, offline)", () => {
  it.each([
    "password1234",
    "Password123!",
    "qwertyuiopas",
    "iloveyou1234",
    "111111111111",
    "abcdefghijkl",
    "1q2w3e4r5t6y",
    "passwordpassword",
  ])("refuses the common or patterned %s", async (password) => {
    expect(await weakPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each([
    "correct-horse-battery-staple",
    "long enough password 1",
    "Tr0ub4dor&3xx",
    "hunter2-hunter2",
    "a8#Lq-v0xR!t".repeat(10),
  ])("accepts %s", async (password) => {
    expect(await weakPasswordProblem(password)).toBeNull();
  });

  it("judges a long password by its first 64 characters", async () => {
    expect(await weakPasswordProblem("password".repeat(8) + "a8#Lq-v0xR!t")).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("counts the admin's own email and the company's name as known words", async () => {
    expect(await weakPasswordProblem("codexaexample")).toBeNull();
    expect(await weakPasswordProblem("codexaexample", ["staff@codexa.example", "Codexa Ltd"])).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
  });
});
