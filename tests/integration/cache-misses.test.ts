import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { createPostgresDatabase } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

// Issue 27, "fair, cheap cache misses" (decisions 160 and 161): tracking and unknown query parameters do not
// make new cache entries, unknown paths are one cached 404 per locale, and renders wait in a bounded queue.

let sequence = 0;
async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const id = `miss-${Date.now()}-${sequence++}`;
  const response = await fetch(`${server.url}${path}`, {
    headers: { "X-Request-Id": id, ...headers },
    redirect: "manual",
  });
  return { response, id, body: await response.text() };
}

async function cacheOf(server: TestServer, id: string): Promise<unknown> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = server
      .output()
      .split("\n")
      .find((text) => text.includes(`"reqId":"${id}"`));
    if (line) return (JSON.parse(line) as { cache?: string }).cache;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${id}`);
}

describe("query strings and unknown paths", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("tracking and unknown parameters are served the page's one cached entry, rendered without them", async () => {
    const plain = await get(server, "/about");
    for (const query of [
      "?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "?gclid=abc&fbclid=def&mc_cid=1&mc_eid=2&ref=producthunt",
      "?x=1",
      "?utm_source=a&x=%zz&&=",
    ]) {
      const tracked = await get(server, `/about${query}`);
      expect(tracked.response.status).toBe(200);
      expect(await cacheOf(server, tracked.id), query).toBe("hit");
      expect(tracked.body).toBe(plain.body);
    }
    // Rendered from the key, the page carries none of them (the language switch links to /bn/about).
    const first = await get(server, "/team?utm_source=first-visitor&x=1");
    expect(await cacheOf(server, first.id)).toBe("miss");
    expect(first.body).not.toContain("first-visitor");
    expect(first.body).toContain('href="/bn/team"');
    expect(await cacheOf(server, (await get(server, "/team")).id)).toBe("hit");
  });

  test("a page that takes parameters is cached per value of its own ones, never a wrong variant", async () => {
    const web = await get(server, "/shop?q=web&utm_source=ad");
    const hosting = await get(server, "/shop?q=hosting");
    expect(web.body).not.toBe(hosting.body);
    expect(web.body).toContain('value="web"');
    expect(hosting.body).toContain('value="hosting"');
    const again = await get(server, "/shop?fbclid=1&q=web");
    expect(await cacheOf(server, again.id)).toBe("hit");
    expect(again.body).toBe(web.body);
    // Another spelling of the same search (order, encoding) is the same entry.
    const filtered = await get(server, "/shop?q=a+b&category=All");
    const respelt = await get(server, "/shop?category=All&q=a%20b&ref=x");
    expect(await cacheOf(server, filtered.id)).toBe("miss");
    expect(await cacheOf(server, respelt.id)).toBe("hit");
    expect(respelt.body).toBe(filtered.body);
    // The contact form is prefilled from its own parameters (and never cached).
    const contact = await get(server, "/contact?subject=Hosting%20plan&utm_source=x");
    expect(contact.body).toContain('value="Hosting plan"');
    expect(contact.response.headers.get("cache-control")).toBe("private, no-store");
  });

  test("unknown paths are one cached 404 page per locale", async () => {
    const first = await get(server, "/no/such/page-1");
    const second = await get(server, "/another/unknown/path?utm_source=x");
    expect([first.response.status, second.response.status]).toEqual([404, 404]);
    expect(await cacheOf(server, second.id)).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(first.body).toContain("<title>Page not found</title>");
    expect(first.body).not.toContain("page-1");
    expect(second.response.headers.get("content-security-policy")!.match(/script-src[^;]*/)![0]).not.toMatch(
      /unsafe-inline|nonce-/,
    );

    const bengali = await get(server, "/bn/no/such/page");
    const bengaliAgain = await get(server, "/bn/x/y/z");
    expect(bengali.response.status).toBe(404);
    expect(await cacheOf(server, bengaliAgain.id)).toBe("hit");
    expect(bengali.body).toContain('<html lang="bn"');
    expect(bengali.body).not.toBe(first.body);

    // One or two segments may be a page staff built (decision 173): looked up (from memory after the first
    // time), then the site's 404, rendered for its own path.
    for (const path of ["/no-such-page", "/bn/no/such"]) {
      const unknown = await get(server, path);
      expect(unknown.response.status).toBe(404);
      expect(unknown.body).toContain(path.startsWith("/bn") ? '<html lang="bn"' : "<title>Page not found</title>");
    }

    // Still what they were: a missing asset's plain 404, a non-canonical path's redirect, real files.
    expect((await get(server, "/assets/no-such.js")).body).toBe("Not Found");
    expect((await get(server, "/No-Such-Page/")).response.status).toBe(301);
    expect((await get(server, "/favicon.svg")).response.status).toBe(200);
  });

  test("React Router's route manifest endpoint keeps its own parameters (it is no page, nor a 404)", async () => {
    // The admin login runs React Router in the browser, so its page names the build version.
    const version = /"version":\s*"([^"]+)"/.exec((await get(server, "/admin/login")).body)?.[1];
    expect(version).toBeTruthy();
    const manifest = await get(server, `/__manifest?paths=%2Fabout%2C%2Fblog&version=${version}`);
    expect(manifest.response.status).toBe(200);
    expect(manifest.response.headers.get("content-type")).not.toMatch(/html/);
    expect(manifest.body).toContain("routes/public/about");
    expect(manifest.body).toContain("routes/public/blog");
  });
});

describe("the render queue", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { RENDER_CONCURRENCY: "1", RENDER_QUEUE_LIMIT: "2" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("renders beyond the queue's limit are answered 503 with Retry-After; the others are served", async () => {
    // Twelve different searches at once: twelve renders for one slot and two places in line.
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => fetch(`${server.url}/shop?q=queue-${i}`)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("2");
    expect(busy.headers.get("cache-control")).toBe("no-store");
    // Once the line has cleared, every page renders again; a cached page never waits in it.
    expect((await fetch(`${server.url}/shop?q=queue-later`)).status).toBe(200);
    await fetch(`${server.url}/about`);
    const cached = await Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}/about`)));
    expect(cached.map((response) => response.status)).toEqual(Array(12).fill(200));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a cached 404 needs no database", () => {
  let server: TestServer;
  let database: { url: string; drop(): Promise<void> };
  const databaseName = () => new URL(database.url).pathname.slice(1);

  beforeAll(async () => {
    database = await createPostgresDatabase({ prefix: "notfound" });
    server = await startServer({ env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await server?.stop();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${databaseName()}" WITH ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await database?.drop();
  });

  test("with the database unreachable, unknown paths in both locales still get their 404 page", async () => {
    const english = await get(server, "/first-unknown");
    const bengali = await get(server, "/bn/first-unknown");
    expect([english.response.status, bengali.response.status]).toEqual([404, 404]);

    // Stop the database for this server: no new connections, and its open ones ended.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${databaseName()}" WITH ALLOW_CONNECTIONS false`);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [databaseName()]);
    } finally {
      await admin.end();
    }
    // The database really is gone: a page that must read it cannot be rendered.
    const article = await get(server, "/blog/an-article-nobody-wrote");
    expect(article.response.status).toBeGreaterThanOrEqual(500);

    for (const path of ["/second-unknown", "/wp-admin/setup-config.php?step=1", "/bn/second-unknown"]) {
      const answer = await get(server, path);
      expect(answer.response.status, path).toBe(404);
      expect(await cacheOf(server, answer.id), path).toBe("hit");
      expect(answer.body).toBe(path.startsWith("/bn/") ? bengali.body : english.body);
    }
  });
});
