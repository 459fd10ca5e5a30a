// Issue 16, the outside review's findings about how requests are read: path variants (7), the Host
// header and the page cache (3), `Origin: null` (9), anonymous 500s (8) and the scanners' list (13).
// Each `describe` is named after its finding; every test here failed before the fix, except the load check
// of finding 13, which guards a warning that nobody has reproduced since (see it).
import { rmSync } from "node:fs";

import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { pageViews } from "~/db/schema";

import { serverWarnings } from "../../bench/server-warnings";
import { loginOverHttp, TEST_ADMIN } from "../support/admin-login";
import { headerCount, rawRequest } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";
import { faultsSince, requestLogLine } from "../support/server-log";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let server: TestServer;
let sequence = 0;
const nextId = () => `sec-${Date.now()}-${sequence++}`;

beforeAll(async () => {
  // TRUST_PROXY: X-Forwarded-Host must count as the Host (finding 3).
  server = await startServer({ admin: true, env: { TRUST_PROXY: "true" }, keepDataDir: true });
});
afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("finding 7: unbounded path variants", () => {
  it("answers /ABOUT, /%61bout, /SeRvIcEs and /about/ with a 301 to the canonical path, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/ABOUT", "/about"],
      ["/%61bout", "/about"],
      ["/SeRvIcEs", "/services"],
      ["/about/", "/about"],
      ["/About?ref=mail", "/about?ref=mail"],
      ["/BLOG/cloud-migration-for-smes", "/blog/cloud-migration-for-smes"],
      ["/./about", "/about"],
      ["/team/../about", "/about"],
    ];
    for (const [path, location] of cases) {
      const response = await rawRequest(server.url, { path, headers: { "User-Agent": BROWSER_UA } });
      expect({ path, status: response.status, location: response.headers.location }).toEqual({
        path,
        status: 301,
        location,
      });
    }
  });

  it("serves the canonical paths themselves, the home page and real slugs", async () => {
    for (const path of [
      "/",
      "/about",
      "/services",
      "/blog/cloud-migration-for-smes",
      "/admin/login",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      const response = await rawRequest(server.url, { path });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
  });

  it("refuses a non-canonical client data request or form post instead of answering it", async () => {
    expect((await rawRequest(server.url, { path: "/ABOUT.data" })).status).toBe(404);
    expect((await rawRequest(server.url, { path: "/about.data" })).status).toBe(200);
    const post = await rawRequest(server.url, {
      method: "POST",
      path: "/NEWSLETTER",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&source=shop",
    });
    expect(post.status).toBe(404);
  });
});

describe("finding 2: open redirect, after login, from the login page and the newsletter's return path", () => {
  const tricks = [
    "/.//evil.example/x",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "//evil.example",
    "/\\evil.example",
  ];

  it("sends a login with a tricky redirectTo to a path on this site", async () => {
    for (const redirectTo of tricks) {
      const response = await rawRequest(server.url, {
        method: "POST",
        path: "/admin/login",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...TEST_ADMIN, redirectTo }).toString(),
      });
      expect({ redirectTo, status: response.status }).toEqual({ redirectTo, status: 302 });
      expect(response.headers.location).toMatch(/^\/(?!\/)/);
      expect(response.headers.location).not.toContain("evil.example");
    }
  });

  it("sends a login through login.data (a client-side submission) with a tricky redirectTo to a path on this site", async () => {
    for (const redirectTo of tricks) {
      const response = await rawRequest(server.url, {
        method: "POST",
        path: "/admin/login.data",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...TEST_ADMIN, redirectTo }).toString(),
      });
      // A data request's redirect is in its body (React Router's single fetch), never to another host.
      expect({ redirectTo, status: response.status }).toEqual({ redirectTo, status: 202 });
      expect(response.body).toContain('"/admin"');
      expect(response.body).not.toContain("evil.example");
    }
  });

  it("sends a signed-in admin who opens the login page with one to a path on this site", async () => {
    const cookie = `admin_session=${await loginOverHttp(server.url)}`;
    for (const redirectTo of tricks) {
      const response = await rawRequest(server.url, {
        path: `/admin/login?${new URLSearchParams({ redirectTo })}`,
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe("/admin");
    }
  });

  it("never follows a //host Referer back from the newsletter", async () => {
    for (const trick of tricks) {
      const response = await rawRequest(server.url, {
        path: "/newsletter",
        headers: { Referer: `${server.url}${trick}` },
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toMatch(/^\/(?!\/)/);
      expect(response.headers.location).not.toContain("evil.example");
    }
    const fromShop = await rawRequest(server.url, {
      path: "/newsletter",
      headers: { Referer: `${server.url}/shop?ref=x` },
    });
    expect(fromShop.headers.location).toBe("/shop?ref=x");
  });
});

describe("finding 13: a path starting with // is not read as a host name", () => {
  it("redirects //evil.example/blog to a path on this site, never rendering another host's canonical", async () => {
    const response = await rawRequest(server.url, { path: "//evil.example/blog" });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/evil.example/blog");
    expect(response.body).not.toContain('evil.example/blog"');
    const blog = await rawRequest(server.url, { path: "/blog" });
    expect(canonicalOf(blog.body)).toBe(`${server.url}/blog`);
  });
});

describe("finding 13: uppercase admin URLs get the admin hardening", () => {
  it("sends /ADMIN/LOGIN to /admin/login and never serves an admin page as public or from the cache", async () => {
    const upper = await rawRequest(server.url, { path: "/ADMIN/LOGIN" });
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe("/admin/login");
    expect(upper.headers["cache-control"]).not.toMatch(/public/);
    const id = nextId();
    const again = await rawRequest(server.url, { path: "/Admin/Login", headers: { "X-Request-Id": id } });
    expect(again.status).toBe(301);
    expect((await requestLogLine(server, id)).cache).toBeUndefined();
  });
});

describe("finding 3: Host-header poisoning of the page cache", () => {
  for (const [label, headers] of [
    ["Host", { Host: "attacker.example" }],
    ["X-Forwarded-Host (TRUST_PROXY)", { "X-Forwarded-Host": "attacker.example" }],
  ] as const) {
    it(`a ${label} of another site neither shapes the page nor reaches the cache`, async () => {
      // A page parameter keeps each case its own cache entry (other parameters are not part of the key).
      const path = `/shop?q=${encodeURIComponent(`poison ${label}`)}`;
      const evilId = nextId();
      const evil = await rawRequest(server.url, { path, headers: { ...headers, "X-Request-Id": evilId } });
      expect(evil.status).toBe(200);
      expect(evil.body).not.toContain("attacker.example");
      expect(canonicalOf(evil.body)).toBe(`${server.url}/shop`);
      expect((await requestLogLine(server, evilId)).cache).toBeUndefined();

      const visitorId = nextId();
      const visitor = await rawRequest(server.url, { path, headers: { "X-Request-Id": visitorId } });
      expect(visitor.body).not.toContain("attacker.example");
      expect((await requestLogLine(server, visitorId)).cache).toBe("miss");
    });
  }

  it("builds every absolute URL from the configured origin: sitemap and robots.txt too", async () => {
    const sitemap = await rawRequest(server.url, { path: "/sitemap.xml", headers: { Host: "attacker.example" } });
    expect(sitemap.body).not.toContain("attacker.example");
    expect(sitemap.body).toContain(`<loc>${server.url}/about</loc>`);
    const robots = await rawRequest(server.url, {
      path: "/robots.txt",
      headers: { "X-Forwarded-Host": "attacker.example" },
    });
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe("finding 9: Origin: null is cross-site", () => {
  it("refuses a post whose Origin is null even when its Referer is a page of this site", async () => {
    const response = await rawRequest(server.url, {
      method: "POST",
      path: "/newsletter",
      headers: { Origin: "null", Referer: `${server.url}/shop`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=null-origin%40example.com&source=shop",
    });
    expect(response.status).toBe(403);
  });
});

describe("finding 8: 500s that an anonymous request can cause", () => {
  it("a malformed session cookie is no session: the admin redirects to login, public pages render", async () => {
    const mark = server.output().length;
    const cookie = { Cookie: "admin_session=%E0%A4%A" };
    const admin = await rawRequest(server.url, { path: "/admin", headers: cookie });
    expect(admin.status).toBe(302);
    expect(admin.headers.location).toBe("/admin/login");
    const write = await rawRequest(server.url, {
      method: "POST",
      path: "/admin/settings/company",
      headers: { ...cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=company",
    });
    expect(write.status).toBe(401);
    expect((await rawRequest(server.url, { path: "/about", headers: cookie })).status).toBe(200);
    expect(faultsSince(server, mark)).toEqual([]);
  });

  it("TRACE and other unknown methods get 405 with Allow, and no error in the log", async () => {
    const mark = server.output().length;
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "OPTIONS"]) {
      const response = await rawRequest(server.url, { method, path: "/" });
      expect({ method, status: response.status }).toEqual({ method, status: 405 });
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
    expect(faultsSince(server, mark)).toEqual([]);
  });

  it("a NUL in the inbox search is a 400, not a database error", async () => {
    const session = await loginOverHttp(server.url, TEST_ADMIN);
    const mark = server.output().length;
    const response = await rawRequest(server.url, {
      path: "/admin/contact-requests?q=%00",
      headers: { Cookie: `admin_session=${session}` },
    });
    expect(response.status).toBe(400);
    const data = await rawRequest(server.url, {
      path: "/admin/contact-requests.data?q=a%00b",
      headers: { Cookie: `admin_session=${session}` },
    });
    expect(data.status).toBe(400);
    expect(faultsSince(server, mark)).toEqual([]);
  });
});

describe("finding 13: what the scanners found in the admin's responses", () => {
  it("HEAD on a guarded admin page answers like GET (302 to the login page)", async () => {
    const get = await rawRequest(server.url, { path: "/admin/settings" });
    const head = await rawRequest(server.url, { method: "HEAD", path: "/admin/settings" });
    expect(get.status).toBe(302);
    expect(head.status).toBe(302);
    expect(head.headers.location).toBe(get.headers.location);
  });

  it("admin responses carry Cache-Control: no-store and X-Robots-Tag once each", async () => {
    const session = await loginOverHttp(server.url, TEST_ADMIN);
    for (const path of ["/admin/login", "/admin", "/admin/settings/account", "/admin.data", "/admin/nowhere"]) {
      const response = await rawRequest(server.url, {
        path,
        headers: path === "/admin/login" ? {} : { Cookie: `admin_session=${session}` },
      });
      expect({
        path,
        cacheControl: headerCount(response, "cache-control"),
        robots: headerCount(response, "x-robots-tag"),
      }).toEqual({
        path,
        cacheControl: 1,
        robots: 1,
      });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("a POST to a route without an action is a 405 and one log line, without a stack trace", async () => {
    const mark = server.output().length;
    const response = await rawRequest(server.url, {
      method: "POST",
      path: "/about",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(405);
    expect(faultsSince(server, mark)).toEqual([]);
  });

  it("sends Cross-Origin-Resource-Policy, a Permissions-Policy without interest-cohort, and COOP", async () => {
    const page = await rawRequest(server.url, { path: "/about" });
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const policy = String(page.headers["permissions-policy"]);
    expect(policy).not.toContain("interest-cohort");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
      expect(policy).toContain(feature);
    expect(policy).not.toMatch(/publickey-credentials/);
    const media = /\/media\/[0-9a-f-]{36}/.exec((await rawRequest(server.url, { path: "/" })).body)?.[0];
    expect(media).toBeDefined();
    const file = await rawRequest(server.url, { path: media! });
    expect(file.status).toBe(200);
    expect(file.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("signing out sends Clear-Site-Data", async () => {
    const session = await loginOverHttp(server.url, TEST_ADMIN);
    const response = await rawRequest(server.url, {
      method: "POST",
      path: "/admin/logout",
      headers: {
        Cookie: `admin_session=${session}`,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers["clear-site-data"]).toBe('"cache", "cookies"');
  });
});

describe("finding 13: no MaxListenersExceededWarning under load", () => {
  // The review saw the warning once under load and named no request. Neither today's main nor the
  // revision it probed prints it under this mix (docs/performance.md); this keeps it that way: an
  // emitter that gains a listener per request, per keep-alive socket or per pipelined request warns
  // after 10 of them.
  it("prints no Node warning after a mixed, keep-alive and pipelined load from many connections", async () => {
    const mark = server.output().length;
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url };
    let unique = 0;
    const requests: autocannon.Request[] = [
      { method: "GET", path: "/" },
      { method: "GET", setupRequest: (request) => ({ ...request, path: `/nope-${unique++}?q=${unique}` }) },
      { method: "GET", path: "/blog.data" },
      { method: "GET", path: "/ABOUT" },
      { method: "GET", path: "/shop?q=web&category=none" },
      { method: "POST", path: "/contact", headers: form, body: "name=A&email=a%40example.com&message=short" },
      { method: "POST", path: "/admin/login", headers: { "Content-Type": "application/json" }, body: "{}" },
      { method: "POST", path: "/about", headers: form, body: "a=1" },
      { method: "GET", path: "/admin/login?redirectTo=//evil.example" },
    ];
    for (const pipelining of [1, 4]) {
      const result = await autocannon({ url: server.url, connections: 20, pipelining, amount: 400, requests });
      expect(result.non2xx + result["2xx"]).toBeGreaterThan(0);
    }
    expect(serverWarnings(server.output().slice(mark))).toEqual([]);
  });
});

describe("finding 7: page views are counted by canonical path", () => {
  it("stored only canonical paths, whatever variants were asked for", async () => {
    for (const path of ["/about", "/ABOUT", "/%61bout", "/about/", "/SeRvIcEs", "/services"]) {
      await rawRequest(server.url, { path, headers: { "User-Agent": BROWSER_UA } });
    }
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir, lockPurpose: "test" });
    try {
      const paths = (await database.db.select().from(pageViews)).map((row) => row.path);
      expect(paths).toEqual(expect.arrayContaining(["/about", "/services"]));
      for (const path of paths) expect(path).toBe(path.toLowerCase());
      expect(paths.some((path) => path.includes("%") || (path.length > 1 && path.endsWith("/")))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
