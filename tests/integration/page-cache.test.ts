import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { loginOverHttp, TEST_ADMIN } from "../support/admin-login";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ admin: true });
});

afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
/** GET with a known request id, so the server's log line for it can be found. */
async function get(path: string, headers: Record<string, string> = {}) {
  const id = `test-${Date.now()}-${sequence++}`;
  const response = await fetch(`${server.url}${path}`, {
    headers: { "X-Request-Id": id, ...headers },
    redirect: "manual",
  });
  return { response, id, body: Buffer.from(await response.arrayBuffer()) };
}

async function logLine(id: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = server
      .output()
      .split("\n")
      .find((text) => text.includes(`"reqId":"${id}"`));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${id}`);
}

describe("public page cache", () => {
  test("a public page is served from the cache with CDN-friendly headers and a strict CSP", async () => {
    const first = await get("/services");
    const second = await get("/services");
    expect(first.response.status).toBe(200);
    expect(second.response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    expect(second.response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect((await logLine(second.id)).cache).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);

    const csp = second.response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-inline|nonce-/);
    expect(second.body.toString()).not.toMatch(/nonce="/);
  });

  test("a hit, answered ahead of Express, carries exactly the headers of the render that stored it", async () => {
    // Per request (id, date) or per connection (keep-alive): the rest describes the page.
    const varying = new Set(["x-request-id", "date", "connection", "keep-alive"]);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !varying.has(name)));
    const accept = { "Accept-Encoding": "gzip, br" };
    const miss = await get("/terms?headers-check", accept);
    const hit = await get("/terms?headers-check", accept);
    expect((await logLine(miss.id)).cache).toBe("miss");
    expect((await logLine(hit.id)).cache).toBe("hit");
    expect(headersOf(hit.response)).toEqual(headersOf(miss.response));
    expect(hit.response.headers.get("x-request-id")).toBe(hit.id);
    expect(headersOf(hit.response)).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "content-encoding": "br",
    });

    const head = await fetch(`${server.url}/terms?headers-check`, { method: "HEAD", headers: accept });
    expect(head.status).toBe(200);
    expect(headersOf(head)).toEqual(headersOf(miss.response));
  });

  test("the compressed variants match Accept-Encoding and decode to the same page", async () => {
    const plain = await get("/about", { "Accept-Encoding": "identity" });
    const br = await get("/about", { "Accept-Encoding": "gzip, deflate, br" });
    const gz = await get("/about", { "Accept-Encoding": "gzip" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body; Content-Length is what travelled.
    expect(br.body.toString()).toBe(plain.body.toString());
    expect(gz.body.toString()).toBe(plain.body.toString());
    expect(Number(br.response.headers.get("content-length"))).toBeLessThan(zlib.gzipSync(plain.body).length);
    expect(br.response.headers.get("etag")).not.toBe(plain.response.headers.get("etag"));
  });

  test("a conditional request with a current ETag gets 304 and no body", async () => {
    const first = await get("/team");
    const etag = first.response.headers.get("etag")!;
    const conditional = await get("/team", { "If-None-Match": etag });
    expect(conditional.response.status).toBe(304);
    expect(conditional.body.length).toBe(0);
    const stale = await get("/team", { "If-None-Match": '"not-the-etag"' });
    expect(stale.response.status).toBe(200);
  });

  test("client-side navigation data (.data) of public routes is cached too", async () => {
    await get("/blog.data");
    const second = await get("/blog.data");
    expect(second.response.status).toBe(200);
    expect((await logLine(second.id)).cache).toBe("hit");
  });

  test("a signed-in admin and a pending toast bypass the cache", async () => {
    const token = await loginOverHttp(server.url);
    const admin = await get("/services", { Cookie: `admin_session=${token}` });
    expect(admin.response.status).toBe(200);
    expect((await logLine(admin.id)).cache).toBeUndefined();
    expect(admin.response.headers.get("cache-control")).toBe("private, no-store");
    expect(admin.response.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    const toast = await get("/services", { Cookie: "flash_toast=anything" });
    expect((await logLine(toast.id)).cache).toBeUndefined();
  });

  test("admin pages are never stored by browsers or CDNs", async () => {
    const login = await get("/admin/login");
    expect(login.response.headers.get("cache-control")).toBe("no-store");
    const guarded = await get("/admin");
    expect(guarded.response.headers.get("cache-control")).toBe("no-store");
  });

  test("a successful admin write clears the cache; a refused one does not", async () => {
    await get("/portfolio");
    expect((await logLine((await get("/portfolio")).id)).cache).toBe("hit");

    const refused = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: TEST_ADMIN.email, password: "wrong-password-here" }),
    });
    expect(refused.status).toBe(401);
    expect((await logLine((await get("/portfolio")).id)).cache).toBe("hit");

    await loginOverHttp(server.url); // a successful POST under /admin (302)
    expect((await logLine((await get("/portfolio")).id)).cache).toBe("miss");
    expect((await logLine((await get("/portfolio")).id)).cache).toBe("hit");
  });

  test("unknown pages keep their 404, served from one cached page per locale (decision 160)", async () => {
    const first = await get("/no-such-page");
    const second = await get("/no-such-page-either");
    expect([first.response.status, second.response.status]).toEqual([404, 404]);
    expect((await logLine(second.id)).cache).toBe("hit");
    expect(second.response.headers.get("content-security-policy")!.match(/script-src[^;]*/)![0]).not.toMatch(
      /unsafe-inline/,
    );
  });
});

describe("request logs", () => {
  test("one JSON line per request with id, method, path, status and duration; the id is echoed", async () => {
    const { response, id } = await get("/about?q=secret-search");
    expect(response.headers.get("x-request-id")).toBe(id);
    const line = await logLine(id);
    expect(line).toMatchObject({ level: "info", reqId: id, method: "GET", path: "/about", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    expect(JSON.stringify(line)).not.toContain("secret-search");

    const generated = await fetch(`${server.url}/about`, { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("no password, session id or cookie appears in the logs", async () => {
    const token = await loginOverHttp(server.url);
    await get("/admin", { Cookie: `admin_session=${token}` });
    const output = server.output();
    expect(output).not.toContain(TEST_ADMIN.password);
    expect(output).not.toContain(token);
  });
});
