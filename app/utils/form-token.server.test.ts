import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  formTokenExpiresAt,
  issueFormToken,
  MIN_SUBMIT_MS,
} from "./form-token.server";

describe("form timing token", () => {
  const secret = randomBytes(32);
  const shownAt = 1_700_000_000_000;
  const token = issueFormToken(secret, shownAt);

  it("accepts a token once the minimum time has passed, for a day", () => {
    expect(checkFormToken(secret, token, shownAt + MIN_SUBMIT_MS)).toBe("ok");
    expect(checkFormToken(secret, token, shownAt + FORM_TOKEN_MAX_AGE_MS)).toBe("ok");
    expect(formTokenExpiresAt(token)).toBe(shownAt + FORM_TOKEN_MAX_AGE_MS);
  });

  it("finding 12: flags a token older than a day as stale (for a second look, not a drop)", () => {
    expect(checkFormToken(secret, token, shownAt + FORM_TOKEN_MAX_AGE_MS + 1)).toBe("stale-token");
    expect(checkFormToken(secret, token, shownAt + 7 * 24 * 3600_000)).toBe("stale-token");
  });

  it("gives pages shown in the same millisecond different tokens (each is good for one message)", () => {
    expect(issueFormToken(secret, shownAt)).not.toBe(issueFormToken(secret, shownAt));
  });

  it("flags a submission faster than a person could type", () => {
    expect(checkFormToken(secret, token, shownAt + MIN_SUBMIT_MS - 1)).toBe("too-fast");
  });

  it("flags missing, malformed, forged and foreign tokens", () => {
    expect(checkFormToken(secret, undefined, shownAt)).toBe("missing-token");
    expect(checkFormToken(secret, "", shownAt)).toBe("missing-token");
    expect(checkFormToken(secret, "not a token", shownAt)).toBe("bad-token");
    const [, nonce, signature] = token.split(".");
    expect(checkFormToken(secret, `${shownAt - 60_000}.${nonce}.${signature}`, shownAt)).toBe("bad-token");
    expect(checkFormToken(secret, `${shownAt}.${"A".repeat(16)}.${signature}`, shownAt + MIN_SUBMIT_MS)).toBe(
      "bad-token",
    );
    expect(checkFormToken(randomBytes(32), token, shownAt + MIN_SUBMIT_MS)).toBe("bad-token");
  });
});
