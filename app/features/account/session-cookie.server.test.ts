import { afterEach, describe, expect, it } from "vitest";

import { readConfig, setConfig } from "~/utils/env.server";

import { clearedSessionCookie, sessionCookie } from "./session-cookie.server";

const withConfig = (env: Record<string, string>) => setConfig(readConfig(env));

describe("session cookie attributes", () => {
  afterEach(() => setConfig(undefined));

  it("is HttpOnly, SameSite=Lax, on the base path, for SESSION_MAX_HOURS (12 by default); not Secure over http", () => {
    withConfig({ BASE_PATH: "/acme" });
    expect(sessionCookie("tok")).toBe("admin_session=tok; Path=/acme/; HttpOnly; SameSite=Lax; Max-Age=43200");
    withConfig({ BASE_PATH: "/acme", SESSION_MAX_HOURS: "2" });
    expect(sessionCookie("tok")).toBe("admin_session=tok; Path=/acme/; HttpOnly; SameSite=Lax; Max-Age=7200");
    expect(clearedSessionCookie()).toBe("admin_session=; Path=/acme/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("is Secure when PUBLIC_URL is https", () => {
    withConfig({ PUBLIC_URL: "https://www.example.com" });
    expect(sessionCookie("tok")).toBe("admin_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure");
  });
});
