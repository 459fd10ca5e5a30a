// Issue 16, the outside review's findings about request bodies: the unlimited login body (1), the
// oversized chunked body on an editor (8), the JSON POST (13), and the SVG sanitiser on the server (6).
// Each `describe` is named after its finding; every test here failed before the fix.
import { readFileSync } from "node:fs";
import http from "node:http";

import { describe, expect, it } from "vitest";

import { adminEditorServer } from "../support/admin-editors";
import { testAdminEnv } from "../support/admin-login";
import { faultsSince } from "../support/server-log";

const site = adminEditorServer();

/** The server process's resident memory, in MB (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${site.server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

type Sent = { status: number | null; body: string; bytesSent: number };

/**
 * POSTs a chunked body of `totalBytes` (generated as it goes, never held whole) and reports the
 * response, if any came, and how much of the body the server let us send before it answered.
 */
function postChunked(path: string, totalBytes: number, headers: Record<string, string> = {}): Promise<Sent> {
  const url = new URL(site.server.url);
  return new Promise((resolve) => {
    let bytesSent = 0;
    let status: number | null = null;
    let body = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, body, bytesSent });
    };
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path,
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.server.url,
        "Transfer-Encoding": "chunked",
        ...headers,
      },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", finish);
      response.on("error", finish);
    });
    request.on("error", () => setTimeout(finish, 200));
    request.on("close", () => setTimeout(finish, 200));
    const chunk = Buffer.alloc(256 * 1024, "a");
    const first = Buffer.from("email=a%40example.com&password=");
    request.write(first);
    bytesSent += first.length;
    const pump = () => {
      while (bytesSent < totalBytes && status === null && !request.destroyed) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

describe("finding 1: unlimited login body", () => {
  it(
    "answers a 300 MB chunked login body with 413 without reading it: RSS does not grow",
    { timeout: 120_000 },
    async () => {
      const before = rssMb();
      const sent = await postChunked("/admin/login", 300 * 1024 * 1024);
      const after = rssMb();
      console.log(
        `300 MB chunked login body: RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB; the server took ${(sent.bytesSent / 1024 / 1024).toFixed(1)} MB before answering ${sent.status}`,
      );
      expect(sent.status).toBe(413);
      expect(after - before).toBeLessThan(32);
      expect(sent.bytesSent).toBeLessThan(64 * 1024 * 1024);
    },
  );

  it("caps every non-upload POST, public or admin, declared or chunked, at 64 KB", async () => {
    const big = "x".repeat(100 * 1024);
    for (const path of [
      "/admin/login",
      "/admin/settings/account",
      "/admin/contact-requests",
      "/admin/services",
      "/newsletter",
      "/contact",
    ]) {
      const declared = await fetch(`${site.server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: site.server.url, Cookie: site.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: `intent=company&companyName=${big}`,
      });
      expect({ path, status: declared.status }).toEqual({ path, status: 413 });
      const chunked = await postChunked(path, 100 * 1024, { Cookie: site.cookie });
      expect({ path, status: chunked.status }).toEqual({ path, status: 413 });
    }
    const message = (await fetch(`${site.server.url}/admin/contact-requests`, { headers: { Cookie: site.cookie } }))
      .status;
    expect(message).toBe(200);
  });

  it("still takes a form under the cap, and an upload over 64 KB on the routes that take files", async () => {
    const login = await fetch(`${site.server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: testAdminEnv.ADMIN_EMAIL,
        password: testAdminEnv.ADMIN_PASSWORD,
        padding: "x".repeat(60 * 1024),
      }),
    });
    expect(login.status).toBe(302);
    const logo = new FormData();
    logo.append("variant", "black");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${"x".repeat(200 * 1024)}--><rect width="10" height="10"/></svg>`;
    logo.append("logo", new File([svg], "logo.svg", { type: "image/svg+xml" }));
    const upload = await fetch(`${site.server.url}/admin/logo`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, Cookie: site.cookie },
      body: logo,
    });
    expect(upload.status).toBe(302);
  });
});

describe("finding 8: an oversized chunked body on /admin/services/new", () => {
  it("is a 413, not a 500, with nothing logged as an error", async () => {
    const mark = site.server.output().length;
    const sent = await postChunked("/admin/services/new", 2 * 1024 * 1024, { Cookie: site.cookie });
    expect(sent.status).toBe(413);
    expect(faultsSince(site.server, mark)).toEqual([]);
  });
});

describe("finding 13: a POST that is not form-encoded", () => {
  it("is refused with 415, signed in or out, and logs no error", async () => {
    const mark = site.server.output().length;
    for (const [path, headers] of [
      ["/admin/login", {}],
      ["/admin/settings/account", { Cookie: site.cookie }],
      ["/newsletter", {}],
      ["/contact", {}],
    ] as const) {
      const response = await fetch(`${site.server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: site.server.url, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ email: "a@example.com", password: "x" }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
    }
    expect(faultsSince(site.server, mark)).toEqual([]);
  });
});

describe("finding 6: the SVG sanitiser cannot hold or crash the server", () => {
  it("refuses 5,000 nested <g> with a 400 'Failed to upload logo' while the server keeps answering", async () => {
    const mark = site.server.output().length;
    const form = new FormData();
    form.append("variant", "black");
    const nested = `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(5_000)}${"</g>".repeat(5_000)}</svg>`;
    form.append("logo", new File([nested], "logo.svg", { type: "image/svg+xml" }));
    const response = await fetch(`${site.server.url}/admin/logo`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, Cookie: site.cookie },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Failed to upload logo");
    expect(faultsSince(site.server, mark)).toEqual([]);
  });

  it("keeps the event loop free while a 512 KB hostile SVG is sanitised", { timeout: 60_000 }, async () => {
    const form = new FormData();
    form.append("variant", "white");
    const rects = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect x="1" y="2" width="3" height="4" fill="url(#a)"/>'.repeat(4_990)}</svg>`;
    form.append("logo", new File([rects], "logo.svg", { type: "image/svg+xml" }));
    let uploading = true;
    const upload = fetch(`${site.server.url}/admin/logo`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, Cookie: site.cookie },
      body: form,
    }).finally(() => (uploading = false));
    const gaps: number[] = [];
    while (uploading) {
      const started = performance.now();
      await fetch(`${site.server.url}/healthz`);
      gaps.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await upload;
    console.log(
      `${(rects.length / 1024).toFixed(0)} KB SVG of 4,990 elements: answered ${response.status}; /healthz during it: ${gaps.length} requests, slowest ${Math.max(...gaps).toFixed(0)} ms`,
    );
    expect([302, 400]).toContain(response.status);
    expect(gaps.length).toBeGreaterThan(1);
  });
});
