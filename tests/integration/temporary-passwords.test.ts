// Issue 25, finding 7 (decision 145): a password another admin chose is temporary. Until its holder has
// chosen their own, every admin page sends them to do so and every other write is refused.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { COMMON_PASSWORD_MESSAGE } from "~/features/account/password-strength.server";
import { createAdmin } from "~/models/admin-users.server";

import { loginOverHttp, TEST_ADMIN } from "../support/admin-login";
import { cheapPasswordHashing } from "../support/password-cost";
import { startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

cheapPasswordHashing();

const NEW_ADMIN = { email: "new.colleague@example.test", password: "temporary-from-ayesha-1" };
const SET_PASSWORD = "/admin/set-password";

describe("an admin added with a password someone else chose", () => {
  let server: TestServer;
  let dataDir = "";
  beforeAll(async () => {
    // Settings invites staff now (decision 181); the command line still sets a temporary password. The
    // server holds PGlite's files while it runs, so the admin is made before it starts.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "temporary-"));
    await copySiteDataDir(dataDir);
    const database = await openDatabase({ dataDir, lockPurpose: "test setup" });
    await createAdmin(database.db, TEST_ADMIN);
    await createAdmin(database.db, { ...NEW_ADMIN, temporary: true, role: "writer" });
    await database.close();
    server = await startServer({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const request = (path: string, cookie: string, body?: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: `admin_session=${cookie}`,
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url } : {}),
      },
      body: body ? new URLSearchParams(body) : undefined,
    });

  it("must choose their own password before any other screen opens", { timeout: 180_000 }, async () => {
    const first = await loginOverHttp(server.url);

    const cookie = await loginOverHttp(server.url, NEW_ADMIN);
    for (const path of ["/admin", "/admin/settings", "/admin/contact-requests", "/admin/settings/two-factor"]) {
      const page = await request(path, cookie);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe(SET_PASSWORD);
    }
    // Writes elsewhere are refused, the two-factor set-up and the ordinary password form included.
    const company = await request("/admin/settings/account", cookie, { intent: "revoke-sessions" });
    expect(company.status).toBe(403);
    expect(await company.text()).toContain("Choose your own password first");
    expect((await request("/admin/settings/two-factor", cookie, { intent: "start" })).status).toBe(403);

    const screen = await request(SET_PASSWORD, cookie);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("Choose your password");
    expect(html).toContain("Temporary password");

    // The same strength checks as Settings; keeping the temporary password is not choosing one.
    const change = (newPassword: string, currentPassword = NEW_ADMIN.password) =>
      request(SET_PASSWORD, cookie, { intent: "password", currentPassword, newPassword, confirmPassword: newPassword });
    expect(await (await change("password1234")).text()).toContain(COMMON_PASSWORD_MESSAGE);
    expect(await (await change(NEW_ADMIN.password)).text()).toContain(
      "Choose a password different from the current one",
    );
    expect(await (await change("my-own-choice-of-words", "not-the-temporary")).text()).toContain(
      "Your current password is not correct",
    );
    const done = await change("my-own-choice-of-words");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");

    expect((await request("/admin", cookie)).status).toBe(200);
    expect((await request(SET_PASSWORD, cookie)).headers.get("location")).toBe("/admin");
    // The temporary password no longer signs in; their own does.
    await expect(loginOverHttp(server.url, NEW_ADMIN)).rejects.toThrow("login failed");
    await loginOverHttp(server.url, { email: NEW_ADMIN.email, password: "my-own-choice-of-words" });
    // The admin who added them was never asked to change anything.
    expect((await request("/admin", first)).status).toBe(200);
  });
});
