import { describe, expect, it } from "vitest";

import { passkeyUnavailableReason } from "./passkey-ceremony";

// Issue 25, finding 9: where passkeys cannot work, the screen says why instead of "Try again".
describe("passkeyUnavailableReason", () => {
  const secure = { isSecureContext: true, hasWebAuthn: true };

  it.each(["127.0.0.1", "192.168.1.20", "[::1]", "[2001:db8::1]"])("explains an IP-address origin (%s)", (hostname) => {
    expect(passkeyUnavailableReason({ hostname, ...secure })).toBe(
      "Passkeys need the site's domain name; this page was opened by IP address. Open the site by its name to use a passkey.",
    );
  });

  it("explains a page opened over plain http on a domain name", () => {
    expect(passkeyUnavailableReason({ hostname: "example.com", isSecureContext: false, hasWebAuthn: false })).toMatch(
      /^Passkeys need a secure connection/,
    );
  });

  it("explains a browser without WebAuthn", () => {
    expect(passkeyUnavailableReason({ hostname: "example.com", isSecureContext: true, hasWebAuthn: false })).toBe(
      "This browser does not support passkeys. Use a current browser to use one.",
    );
  });

  it.each(["localhost", "example.com", "admin.example.test", "1.example.com", "xn--p1ai"])(
    "has nothing to say on a domain name with WebAuthn (%s)",
    (hostname) => {
      expect(passkeyUnavailableReason({ hostname, ...secure })).toBeNull();
    },
  );
});
