import { describe, expect, it } from "vitest";

import {
  formatTotpSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCodeAt,
  totpQrSvg,
  totpStepOf,
  totpUri,
} from "./totp.server";

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC's SHA-1 test vector", () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 s gives 94287082 (8 digits); 6 digits: 287082.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCodeAt(secret, new Date(59_000))).toBe("287082");
    expect(totpCodeAt(secret, new Date(1_111_111_109_000))).toBe("081804");
  });

  it("accepts a code one step either side of now, names its step, and refuses others", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-24T03:00:10Z");
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStepOf(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(totpStepOf(secret, "12345", now)).toBeNull();
    expect(totpStepOf(secret, "abcdef", now)).toBeNull();
    const code = totpCodeAt(secret, now);
    expect(totpStepOf(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it("makes a 160-bit key, an otpauth URI apps read, and a QR code as inline SVG", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(formatTotpSecret("ABCDEFGHIJKL")).toBe("ABCD EFGH IJKL");
    const uri = totpUri(secret, "staff@example.test", "Codexa admin");
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(parsed.searchParams.get("issuer")).toBe("Codexa admin");
    expect(decodeURIComponent(parsed.pathname)).toContain("staff@example.test");
    const svg = await totpQrSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it("makes ten distinct recovery codes (about 50 bits each) and hashes them however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first] = codes;
    expect(hashRecoveryCode(` ${first!.toUpperCase().replace("-", " ")} `)).toBe(hashRecoveryCode(first!));
    expect(hashRecoveryCode(first!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
