// The privacy policy states what the product does: its facts are generated from the code's own settings
// and constants, and these tests fail when the policy and the behaviour disagree.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyFactSections, siteCookies } from "~/utils/privacy-facts.server";
import { TEST_ADMIN, testAdminEnv } from "../support/admin-login";
import { postNewsletter } from "../support/contact";
import { projectRoot, startServer, type TestServer } from "../support/server";

const defaults = { retentionMonths: 24, sessionIdleMinutes: 30, sessionMaxHours: 12 };
const text = (settings = defaults) =>
  privacyFactSections(settings)
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join("\n");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("privacy facts follow the settings", () => {
  it("states the retention period the purge uses, whatever it is set to", () => {
    expect(text()).toContain("deleted automatically 24 months after they were written");
    expect(text({ ...defaults, retentionMonths: 6 })).toContain("deleted automatically 6 months after they were written");
    expect(text({ ...defaults, retentionMonths: 1 })).toContain("deleted automatically 1 month after they were written");
    expect(text({ ...defaults, retentionMonths: 6 })).not.toContain("24 months");
  });

  it("states the session limits the admin cookie lives by", () => {
    expect(text({ ...defaults, sessionIdleMinutes: 15, sessionMaxHours: 8 })).toContain("after 15 minutes without activity, or 8 hours after sign-in");
  });

  it("lists exactly the cookies the code names, and every place that sets a cookie uses one of them", () => {
    const files = [...sourceFiles(path.join(projectRoot, "app")), ...sourceFiles(path.join(projectRoot, "server"))];
    const declared = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(/export const (\w+_COOKIE) = "([^"]+)"/g)) declared.add(match[2]!);
    }
    expect(siteCookies(defaults).map((cookie) => cookie.name).sort()).toEqual([...declared].sort());
    const constants = /\b[A-Z_]+_COOKIE\b/;
    const setters = files.filter((file) => /document\.cookie\s*=|createCookie\(|"Set-Cookie",/.test(readFileSync(file, "utf8")));
    expect(setters.length).toBeGreaterThan(0);
    for (const file of setters) {
      const source = readFileSync(file, "utf8");
      // A file that sets a cookie names it by one of the listed constants (or only passes one on).
      const namesOne = constants.test(source) || /sessionCookie\(|clearedSessionCookie\(|flashToast\(|redirectWithToast\(|getToast\(|PendingSignInCookie\(|pendingSignInCookie\(/.test(source);
      expect(namesOne, path.relative(projectRoot, file)).toBe(true);
    }
  });
});

describe("the privacy page and the running server agree", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { ...testAdminEnv, MESSAGE_RETENTION_MONTHS: "7" } });
  });
  afterAll(() => server?.stop());

  it("shows the configured retention and every cookie, and the server sets no cookie it does not list", async () => {
    const page = await (await fetch(`${server.url}/privacy`)).text();
    expect(page).toContain("deleted automatically 7 months after they were written");
    expect(page).not.toContain("24 months");
    const listed = siteCookies({ ...defaults, retentionMonths: 7 }).map((cookie) => cookie.name);
    for (const name of listed) expect(page).toContain(name);

    const seen = new Set<string>();
    const note = (response: Response) => response.headers.getSetCookie().forEach((cookie) => seen.add(cookie.split("=")[0]!));
    for (const publicPath of ["/", "/services", "/contact", "/blog", "/privacy"]) {
      const response = await fetch(`${server.url}${publicPath}`);
      expect(response.headers.getSetCookie(), publicPath).toEqual([]);
    }
    note(await postNewsletter(server.url, "policy-reader@example.test", { source: "blog" }));
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(TEST_ADMIN),
    });
    note(login);
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("admin_session="))!.split(";")[0]!;
    note(await fetch(`${server.url}/admin`, { headers: { Cookie: session } }));
    note(await fetch(`${server.url}/admin/logout`, { method: "POST", redirect: "manual", headers: { Cookie: session, Origin: server.url } }));
    expect(seen.size).toBeGreaterThan(1);
    for (const name of seen) expect(listed).toContain(name);
  });
});
