import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { loginOverHttp, TEST_ADMIN, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

/**
 * Two production instances on one PostgreSQL database, as behind a load balancer. Needs
 * TEST_DATABASE_URL; with REQUIRE_POSTGRES=1 its absence fails the run instead of skipping.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.REQUIRE_POSTGRES === "1")
  throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe.skipIf(!postgresUrl)("two instances on one PostgreSQL database", () => {
  let a: TestServer;
  let b: TestServer;
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { ...testAdminEnv, DATABASE_URL: database.url, CONTACT_RATE_LIMIT: "3" };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer({ env });
    b = await startServer({ env });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const page = async (server: TestServer, pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, {
      headers: { "User-Agent": BROWSER_UA, ...headers },
      redirect: "manual",
    });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };

  /** NOTIFY reaches the other instance within milliseconds, not within the same instant: allow it a moment. */
  async function eventually(check: () => Promise<boolean>, what: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for: ${what}`);
  }

  test("a session made on one instance works on the other, and logging out on one ends it on both", async () => {
    const token = await loginOverHttp(a.url);
    const cookie = { Cookie: `admin_session=${token}` };
    expect((await page(b, "/admin", cookie)).status).toBe(200);
    const logout = await fetch(`${b.url}/admin/logout`, {
      method: "POST",
      headers: { ...cookie, Origin: b.url },
      redirect: "manual",
    });
    expect(logout.status).toBeLessThan(400);
    const after = await page(a, "/admin", cookie);
    expect(after.status).toBe(302);
    expect(after.location).toContain("/admin/login");
  });

  test("a content change made through one instance shows on the other at its next request", async () => {
    await page(b, "/about");
    expect((await page(b, "/about")).text).not.toContain("Scale-Out Test Ltd");

    await sql.query("update site_settings set company_name = 'Scale-Out Test Ltd' where id = 1");
    // Written behind the app's back, nothing has told B yet: it still serves its cached page.
    expect((await page(b, "/about")).text).not.toContain("Scale-Out Test Ltd");

    // Any successful admin write on A clears A's cache and tells B over LISTEN/NOTIFY.
    await loginOverHttp(a.url);
    expect((await page(a, "/about")).text).toContain("Scale-Out Test Ltd");
    await eventually(
      async () => (await page(b, "/about")).text.includes("Scale-Out Test Ltd"),
      "B to show the new name",
    );
  });

  test("a menu edit on one instance shows in the other's header at its next request (decision 171)", async () => {
    await Promise.all([page(b, "/portfolio"), page(b, "/bn/portfolio")]);
    const { rows } = await sql.query<{ id: string; version: number }>(
      "select id, version from menu_items where menu = 'header' and label = 'Team'",
    );
    const cookie = `admin_session=${await loginOverHttp(a.url)}`;
    const saved = await fetch(`${a.url}/admin/menus/${rows[0]!.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: a.url },
      body: new URLSearchParams({
        version: String(rows[0]!.version),
        label: "People",
        "bn.label": "মানুষ",
        targetKind: "spec",
        path: "/team",
      }),
    });
    expect(saved.status).toBe(302);
    for (const [path, label] of [
      ["/portfolio", ">People</a>"],
      ["/bn/portfolio", ">মানুষ</a>"],
    ] as const)
      await eventually(async () => (await page(b, path)).text.includes(label), `B's ${path} to show ${label}`);
  });

  test("a NOTIFY from outside the servers (e.g. after a restore) clears both caches", async () => {
    await Promise.all([page(a, "/team"), page(b, "/team")]);
    await sql.query("update site_settings set company_name = 'Restored Name Ltd' where id = 1");
    await sql.query("select pg_notify('site_content_changed', 'external')");
    for (const server of [a, b]) {
      await eventually(
        async () => (await page(server, "/team")).text.includes("Restored Name Ltd"),
        `${server.url} to show the restored name`,
      );
    }
  });

  test("an instance whose listening connection drops reconnects and keeps hearing changes", async () => {
    const killed = await sql.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN site_content_changed'",
    );
    expect(killed.rowCount).toBe(2);
    await eventually(async () => {
      const listening = await sql.query(
        "select 1 from pg_stat_activity where datname = current_database() and query = 'LISTEN site_content_changed'",
      );
      return listening.rowCount === 2;
    }, "both instances to LISTEN again");
    await Promise.all([page(a, "/blog"), page(b, "/blog")]);
    await sql.query("update site_settings set company_name = 'After Reconnect Ltd' where id = 1");
    await sql.query("select pg_notify('site_content_changed', 'external')");
    for (const server of [a, b]) {
      await eventually(
        async () => (await page(server, "/blog")).text.includes("After Reconnect Ltd"),
        `${server.url} to show the new name`,
      );
    }
  });

  test("login throttling is shared: failures on both instances add up", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ email: TEST_ADMIN.email, password: `wrong-password-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Five failures on each instance: each alone would still allow more; together they reached the limit.
    for (const server of [a, b]) {
      const response = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ email: TEST_ADMIN.email, password: "wrong-again-here" }),
      });
      expect(response.status).toBe(429);
    }
  });

  test("the contact rate limit is shared across instances", async () => {
    const form = await page(a, "/contact");
    const hidden = Object.fromEntries(
      [...form.text.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
        const name = /name="([^"]*)"/.exec(tag)?.[1];
        return name ? [[name, /value="([^"]*)"/.exec(tag)?.[1] ?? ""]] : [];
      }),
    );
    // The form refuses a submission faster than a person could type one.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const submit = async (server: TestServer, i: number) =>
      (
        await fetch(`${server.url}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: server.url,
            "User-Agent": BROWSER_UA,
          },
          body: new URLSearchParams({
            ...hidden,
            name: `Visitor ${i}`,
            email: `visitor${i}@example.test`,
            subject: "Hello",
            message: "A question about hosting.",
          }),
        })
      ).status;
    const statuses = [await submit(a, 1), await submit(b, 2), await submit(a, 3)];
    expect(statuses.every((status) => status < 400)).toBe(true);
    // CONTACT_RATE_LIMIT=3 for both: the fourth from this address is refused whichever instance gets it.
    expect(await submit(b, 4)).toBe(429);
    expect(await submit(a, 5)).toBe(429);
  });

  test("page views counted by both instances add up", async () => {
    const before = await viewsOf("/services");
    for (let i = 0; i < 3; i++) await page(a, "/services");
    for (let i = 0; i < 2; i++) await page(b, "/services");
    // Each instance buffers its counts and writes them every few seconds.
    await eventually(async () => (await viewsOf("/services")) >= before + 5, "both instances' counts to be written");
    expect(await viewsOf("/services")).toBe(before + 5);
  });

  async function viewsOf(pathname: string): Promise<number> {
    const result = await sql.query<{ n: number }>(
      "select coalesce(sum(count), 0)::int as n from page_views where path = $1",
      [pathname],
    );
    return result.rows[0]!.n;
  }
});
