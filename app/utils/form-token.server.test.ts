import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MIN_SUBMIT_MS, checkFormToken, issueFormToken } from "./form-token.server";

describe("form timing token", () => {
  const secret = randomBytes(32);
  const shownAt = 1_700_000_000_000;
  const token = issueFormToken(secret, shownAt);

  it("accepts a token once the minimum time has passed, however old", () => {
    expect(checkFormToken(secret, token, shownAt + MIN_SUBMIT_MS)).toBe("ok");
    expect(checkFormToken(secret, token, shownAt + 7 * 24 * 3600_000)).toBe("ok");
  });

  it("flags a submission faster than a person could type", () => {
    expect(checkFormToken(secret, token, shownAt + MIN_SUBMIT_MS - 1)).toBe("too-fast");
  });

  it("flags missing, malformed, forged and foreign tokens", () => {
    expect(checkFormToken(secret, undefined, shownAt)).toBe("missing-token");
    expect(checkFormToken(secret, "", shownAt)).toBe("missing-token");
    expect(checkFormToken(secret, "not a token", shownAt)).toBe("bad-token");
    const [, signature] = token.split(".");
    expect(checkFormToken(secret, `${shownAt - 60_000}.${signature}`, shownAt)).toBe("bad-token");
    expect(checkFormToken(randomBytes(32), token, shownAt + MIN_SUBMIT_MS)).toBe("bad-token");
  });
});
