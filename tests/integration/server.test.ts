import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, projectRoot, runFailingServer, serverEntry, startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

function expectOneLineError(output: string, pattern: RegExp) {
  const lines = output
    .trim()
    .split("\n")
    .filter((line) => !line.includes("npm warn"));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /);
}

describe("the production server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers /healthz with the database state", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("sends the security headers, with a CSP that allows exactly the page's inline scripts and no 'unsafe-inline'", async () => {
    // "/" is a cached public page, "/contact" is never stored (scripts allowed by hash on both), and
    // "/admin/login" bypasses the cache (scripts allowed by a per-response nonce).
    for (const pathname of ["/", "/", "/contact", "/admin/login"]) {
      const response = await fetch(`${server.url}${pathname}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, pathname).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("strict-transport-security")).toBeNull();
      if (pathname === "/contact") expect(response.headers.get("cache-control")).toBe("private, no-store");

      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes("application/ld+json"),
      );
      expect(inlineScripts.length, pathname).toBeGreaterThan(0);
      for (const [, attributes, body] of inlineScripts) {
        const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
        const allowed = (nonce !== undefined && attributes!.includes(`nonce="${nonce}"`)) || scriptSrc.includes(hash);
        expect(allowed, `${pathname}: ${attributes}`).toBe(true);
      }
    }
  });

  it("a page rendered per request (never cached) gets a new nonce every time", async () => {
    const nonces = await Promise.all(
      [1, 2].map(
        async () =>
          /'nonce-([^']+)'/.exec(
            (await fetch(`${server.url}/admin/login`)).headers.get("content-security-policy")!,
          )?.[1],
      ),
    );
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
    }
  });

  it("serves hashed build assets as immutable for a year", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w.-]+-[\w-]{6,}\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/assets/missing-abc123.js`)).status).toBe(404);
  });

  it("sends hashed assets from their build-time brotli copies, and plainly to clients without brotli", async () => {
    // The admin keeps React Router's runtime (decision 165), so its document names React's chunk.
    const html = await (await fetch(`${server.url}/admin/login`)).text();
    const script = /\/assets\/react-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const plain = await fetch(`${server.url}${script}`, { headers: { "Accept-Encoding": "identity" } });
    const br = await fetch(`${server.url}${script}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/i);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainBody = await plain.text();
    // fetch decodes the body; Content-Length is what travelled, the precompressed file's size.
    expect(await br.text()).toBe(plainBody);
    expect(Number(br.headers.get("content-length"))).toBeLessThan(zlib.gzipSync(plainBody).length);
  });

  it("gives a public page its own rules when they fit its first round trip, else the linked sheet; inlines the admin's; never preloads Inter", async () => {
    // Decisions 166 and 206: a page that fits carries the rules it uses and names the sheet for later; the home
    // page and the shop, two thirds of a window with their text alone, link the cached sheet. Never an admin rule.
    for (const [pathname, own] of [
      ["/", false],
      ["/shop", false],
      ["/about", true],
      ["/terms", true],
    ] as const) {
      const html = await (await fetch(`${server.url}${pathname}`)).text();
      const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      const inline = /<style data-sheet="(\/assets\/public-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(html);
      if (own) {
        expect(sheets, pathname).toEqual([]);
        expect(inline?.[2]?.length, pathname).toBeGreaterThan(10_000);
      } else {
        expect(sheets, pathname).toEqual([expect.stringMatching(/^\/assets\/public-[\w-]+\.css$/)]);
        expect(inline, pathname).toBeNull();
      }
      expect(html, pathname).not.toContain('id="admin-styles"');
      expect(html, pathname).not.toMatch(/<link[^>]*as="font"[^>]*inter/i);
      // Text paints at once in Inter's metric-matched stand-in.
      const css = own ? inline![2] : await (await fetch(`${server.url}${sheets[0]}`)).text();
      expect(css, pathname).toMatch(/font-family:"?Inter Fallback"?;[^}]*size-adjust/);
      expect(css, pathname).not.toContain(".rich-text-editor");
    }
    const login = await (await fetch(`${server.url}/admin/login`)).text();
    const adminStyles = /<style[^>]*id="admin-styles"[^>]*>([\s\S]*?)<\/style>/.exec(login)?.[1] ?? "";
    expect(adminStyles.length).toBeGreaterThan(10_000);
    expect(login).not.toMatch(/<link[^>]*rel="stylesheet"/);
  });

  it("holds React Router's bootstrap module, or the page's own script, back until after the first paint", async () => {
    for (const pathname of ["/shop", "/contact", "/admin/login"]) {
      const html = await (await fetch(`${server.url}${pathname}`)).text();
      expect(html, pathname).toContain('type="text/x-module-after-paint"');
      const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*>/g)].map((match) => match[0]);
      expect(
        modules.every((tag) => /src="\/assets\/site-script-/.test(tag)),
        pathname,
      ).toBe(true);
    }
    // Content pages carry no runtime at all, only the plain site script.
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).not.toContain("text/x-module-after-paint");
    expect(home).not.toContain("/assets/react-");
  });

  it.each(["/no-such-page", "/blog/no-such-post", "/admin/no-such-screen"])("%s is a branded 404", async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/"');
  });

  it("an unexpected error shows the status, never a stack trace", async () => {
    const response = await fetch(`${server.url}/about`, { method: "POST", headers: { Origin: server.url } });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("405");
    expect(html).not.toMatch(/at [\w.]+ \(/);
  });

  it("serves public pages without loading the image libraries, which only uploads need", async () => {
    for (const pathname of ["/", "/shop", "/blog", "/contact"])
      await (await fetch(`${server.url}${pathname}`)).arrayBuffer();
    // sharp's libvips is a native library: mapped into the process once sharp is imported.
    expect(readFileSync(`/proc/${server.process.pid}/maps`, "utf8")).not.toContain("libvips");
  });

  it("refuses a second process on the same DATA_DIR with one clear line", async () => {
    const { code, output } = await runFailingServer({ DATA_DIR: server.dataDir });
    expect(code).toBe(1);
    expectOneLineError(output, /DATA_DIR .* is in use by another process \(pid \d+/);
  });
});

// Each test starts one or two fresh servers that seed the whole demo site; on a loaded two-core machine
// that alone can take most of the default minute.
describe("start-up and shutdown", { timeout: 180_000 }, () => {
  it("stops on SIGTERM with exit code 0, and keeps the data", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-restart-"));
    try {
      const first = await startServer({ dataDir });
      const started = Date.now();
      expect(await first.stop()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(first.output()).toContain("Seeded the demo content.");
      const second = await startServer({ dataDir });
      expect(second.output()).not.toContain("Seeded the demo content.");
      expect(second.output()).not.toContain("First admin created");
      expect(await second.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("finishes a request in flight before stopping", async () => {
    const server = await startServer();
    const inFlight = fetch(`${server.url}/services`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = server.stop();
    const result = await inFlight;
    expect(result.status).toBe(200);
    expect(result.body).toContain("</html>");
    expect(await stopped).toBe(0);
  });

  it("recovers by itself after being killed with SIGKILL", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-crash-"));
    await copySiteDataDir(dataDir);
    try {
      const first = await startServer({ dataDir });
      await first.kill();
      const second = await startServer({ dataDir });
      const health = await fetch(`${second.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", db: "ok" });
      expect(second.output()).not.toContain("Seeded the demo content.");
      expect(await second.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ DATABASE_URL: "mysql://localhost/site" }, /DATABASE_URL must be a postgres:\/\//],
    [{ PORT: "http" }, /PORT/],
    [{ PUBLIC_URL: "www.example.com" }, /PUBLIC_URL/],
  ])("a bad setting %o stops it with one line", async (env, pattern) => {
    const { code, output } = await runFailingServer({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bad-")) });
    expect(code).toBe(1);
    expectOneLineError(output, pattern);
  });

  it("an unusable DATA_DIR stops it with one line", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bad-")), "file");
    writeFileSync(file, "");
    const { code, output } = await runFailingServer({ DATA_DIR: path.join(file, "data") });
    expect(code).toBe(1);
    expectOneLineError(output, /DATA_DIR cannot be used: ENOTDIR/);
  });

  it("an unreachable PostgreSQL stops it with one line", async () => {
    const port = await freePort();
    const { code, output } = await runFailingServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` });
    expect(code).toBe(1);
    expectOneLineError(output, /cannot reach the PostgreSQL server in DATABASE_URL/);
  });

  it("a port in use stops it with one line", async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const { code, output } = await runFailingServer({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "port-")),
      });
      expect(code).toBe(1);
      expectOneLineError(output, new RegExp(`port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  it("sends HSTS when PUBLIC_URL is https", async () => {
    const server = await startServer({ env: { PUBLIC_URL: "https://www.example.com" } });
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await server.stop();
    }
  });
});

function packageScripts(): { start: string; serve: string } {
  return (
    JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      scripts: { start: string; serve: string };
    }
  ).scripts;
}

/** The one command a process manager runs (decision 125): what `npm start` runs after its build step. */
function productionCommand(): string {
  return packageScripts()
    .start.split("&&")
    .at(-1)!
    .trim()
    .replace(/^(\S+=\S+ )exec /, "$1");
}

describe("the production command", () => {
  it("bounds V8's heap growth and young generation, and is the command the README and the deployment guide give", () => {
    const command = productionCommand();
    expect(command).toMatch(
      /^MALLOC_ARENA_MAX=2 node --max-semi-space-size=\d+ --heap-growing-percent=\d+ build\/server\/server\.js$/,
    );
    for (const doc of ["README.md", "docs/deployment.md"])
      expect(readFileSync(path.join(projectRoot, doc), "utf8"), doc).toContain(command);
    // `npm run serve` serves the build as it is, with the same settings.
    expect(packageScripts().serve).toBe(command);
  });
});

/** A process's command line and the pids of its children, from /proc (Linux). */

function processInfo(pid: number): { command: string[]; children: number[] } {
  const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return { command, children };
}

describe("npm start", () => {
  it("leaves npm and one plain-JavaScript server process, with no TypeScript loader or helper process, glibc's pools capped", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-npm-start-"));
    // The build the suite made is current, so npm start serves it without building again.
    expect(readFileSync(path.join(projectRoot, "build/.base-path"), "utf8")).toBe("");
    // As an operator runs it: no NODE_ENV (vitest sets "test"), so the server picks production itself.
    const { NODE_ENV: _testEnv, ...env } = process.env;
    const npm = spawn("npm", ["start"], {
      cwd: projectRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: "",
        BASE_PATH: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that a failed test can stop the server npm started as well as npm.
      detached: true,
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));
    try {
      // A new data folder: the first start migrates and seeds it, up to a minute or more on a loaded machine.
      const deadline = Date.now() + 150_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || npm.exitCode !== null)
          throw new Error(`npm start did not become healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(output).not.toContain("Building");
      const { children } = processInfo(npm.pid!);
      expect(children, output).toHaveLength(1);
      const server = processInfo(children[0]!);
      // The V8 settings of the production command (decision 125) reach the server itself.
      expect(server.command.slice(1)).toEqual(productionCommand().split(" ").slice(2));
      expect(server.command.at(-1)).toBe(serverEntry());
      expect(server.children).toEqual([]);
      const maps = readFileSync(`/proc/${children[0]}/maps`, "utf8");
      expect(maps).not.toMatch(/esbuild|tsx/);
      // glibc's memory pools capped at two (decision 121): the variable reaches the server itself.
      expect(readFileSync(`/proc/${children[0]}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=2");
      npm.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      // Killing npm alone left its server running, serving a deleted data folder, after a timeout in CI.
      if (npm.exitCode === null) {
        try {
          process.kill(-npm.pid!, "SIGKILL");
        } catch {
          // The group had already ended.
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
