// CSRF: every non-GET request must come from this site, as its Origin (or, lacking it, its Referer) shows.
import { describe, expect, it } from "vitest";

import { adminEditorServer } from "../support/admin-editors";
import { TEST_ADMIN } from "../support/admin-login";

describe("origin check on state-changing requests", () => {
  const site = adminEditorServer();

  const login = (headers: Record<string, string>) =>
    fetch(`${site.server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(TEST_ADMIN),
    });

  it("refuses a foreign Origin with 403, even with correct credentials", async () => {
    const response = await login({ Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("admin_session="))).toBe(false);
  });

  it("refuses a missing Origin with a foreign Referer", async () => {
    expect((await login({ Referer: "https://evil.example/attack.html" })).status).toBe(403);
  });

  it("refuses a request with neither header, and an opaque 'null' Origin", async () => {
    expect((await login({})).status).toBe(403);
    expect((await login({ Origin: "null" })).status).toBe(403);
  });

  it("refuses a foreign Origin even when a same-site Referer is sent along", async () => {
    expect((await login({ Origin: "https://evil.example", Referer: `${site.server.url}/admin/login` })).status).toBe(
      403,
    );
  });

  it("lets same-origin requests through, by Origin or by Referer", async () => {
    const byOrigin = await login({ Origin: site.server.url });
    expect(byOrigin.status).toBe(302);
    expect(byOrigin.headers.get("location")).toBe("/admin");
    const byReferer = await login({ Referer: `${site.server.url}/admin/login` });
    expect(byReferer.status).toBe(302);
  });

  it("protects a signed-in admin's settings from a cross-site form post", async () => {
    const post = (origin: string) =>
      fetch(`${site.server.url}/admin/settings/account`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: site.cookie },
        body: new URLSearchParams({ intent: "revoke-sessions" }),
      });
    expect((await post("https://evil.example")).status).toBe(403);
    const same = await post(site.server.url);
    expect(same.status).toBe(302);
    expect(same.headers.get("location")).toBe("/admin/settings/account");
  });

  it("lets GET through whatever the Origin", async () => {
    const response = await fetch(`${site.server.url}/admin/login`, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
