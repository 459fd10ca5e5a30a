// Login over HTTP against the production build: the generated password is temporary, session cookie
// attributes and rotation, throttling with 429, and the audit trail of sign-ins.
import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS } from "~/routes/admin/shared/login-throttle.server";
import { retryAfterText } from "~/utils/form";

import { startServer, type TestServer } from "../support/server";

/** Where a signed-in admin with the generated password is kept (decision 145); never hinted at on the login page (finding 14). */
const SET_PASSWORD = "/admin/set-password";

describe("login against a server that generated its first admin", () => {
  let server: TestServer;
  let password: string;
  beforeAll(async () => {
    server = await startServer({ keepDataDir: true });
    password = /with password (\S+)/.exec(server.output())![1]!;
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(body),
    });
  const sessionFrom = (response: Response) => {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("admin_session="));
    return cookie ? cookie.split(";")[0]! : null;
  };
  const overview = (cookie: string) =>
    fetch(`${server.url}/admin`, { redirect: "manual", headers: { Cookie: cookie } });
  /** Signed in: the overview, or (while the password is the generated one) the screen to choose one. */
  const isSignedIn = async (cookie: string) => {
    const response = await overview(cookie);
    return response.status === 200 || response.headers.get("location") === SET_PASSWORD;
  };

  it("says nothing about the generated password on the login page, and makes the admin choose one once signed in", async () => {
    const html = await (await fetch(`${server.url}/admin/login`)).text();
    expect(html).not.toMatch(/temporary|generated/i);
    expect(html).not.toContain(password);
    expect(html).not.toContain("admin@example.com");
    const cookie = sessionFrom(await post("/admin/login", { email: "admin@example.com", password }))!;
    expect((await overview(cookie)).headers.get("location")).toBe(SET_PASSWORD);
    const screen = await (await fetch(`${server.url}${SET_PASSWORD}`, { headers: { Cookie: cookie } })).text();
    expect(screen).toContain("Choose your password");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie on the base path, and a new id at every login", async () => {
    const first = await post("/admin/login", { email: "admin@example.com", password });
    expect(first.status).toBe(302);
    const raw = first.headers.getSetCookie().find((value) => value.startsWith("admin_session="))!;
    expect(raw).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    const firstCookie = sessionFrom(first)!;
    expect(firstCookie.length).toBeGreaterThanOrEqual("admin_session=".length + 43);
    expect(await isSignedIn(firstCookie)).toBe(true);

    const second = await post("/admin/login", { email: "admin@example.com", password }, firstCookie);
    const secondCookie = sessionFrom(second)!;
    expect(secondCookie).not.toBe(firstCookie);
    expect(await isSignedIn(secondCookie)).toBe(true);
    expect(await isSignedIn(firstCookie)).toBe(false);

    const logout = await post("/admin/logout", {}, secondCookie);
    expect(logout.headers.get("location")).toBe("/admin/login");
    expect(logout.headers.getSetCookie().find((value) => value.startsWith("admin_session="))).toMatch(
      /^admin_session=;.*Max-Age=0/,
    );
    expect(await isSignedIn(secondCookie)).toBe(false);
  });

  it("lets the admin in once the generated password is changed, signing out other sessions", async () => {
    const other = sessionFrom(await post("/admin/login", { email: "admin@example.com", password }))!;
    const mine = sessionFrom(await post("/admin/login", { email: "admin@example.com", password }))!;
    const changed = await post(
      SET_PASSWORD,
      {
        intent: "password",
        currentPassword: password,
        newPassword: "a-new-long-password",
        confirmPassword: "a-new-long-password",
      },
      mine,
    );
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/admin");
    expect(await isSignedIn(other)).toBe(false);
    expect((await overview(mine)).status).toBe(200);
    password = "a-new-long-password";
  });

  it(`answers 429 after ${LOGIN_FAILURE_LIMIT} failures from one address, even for the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const response = await post("/admin/login", { email: `nobody${i}@example.test`, password: "wrong-password" });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("Invalid credentials");
    }
    const refused = await post("/admin/login", { email: "admin@example.com", password });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    // The window starts at the first failure, so on a slow machine the minutes left may already be 14.
    expect(await refused.text()).toContain(
      `Too many failed login attempts. Please try again in ${retryAfterText(retryAfter)}.`,
    );
    expect(sessionFrom(refused)).toBeNull();
  });

  it("recorded logins, failed logins (no actor, the email tried), logout and the password change", async () => {
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir, lockPurpose: "test" });
    try {
      const rows = await database.db.select().from(auditLog);
      const actions = rows.map((row) => row.action);
      expect(actions.filter((action) => action === "login").length).toBeGreaterThanOrEqual(4);
      expect(actions).toEqual(expect.arrayContaining(["logout", "password_changed"]));
      const failed = rows.filter((row) => row.action === "login_failed");
      expect(failed).toHaveLength(LOGIN_FAILURE_LIMIT);
      expect(failed[0]).toMatchObject({ actorId: null, actorEmail: null, details: { email: "nobody0@example.test" } });
      expect(JSON.stringify(rows)).not.toContain("wrong-password");
    } finally {
      await database.close();
    }
  });
});
