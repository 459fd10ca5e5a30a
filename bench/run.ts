// `npm run bench [-- --skip lighthouse,inbox] [-- --url http://127.0.0.1:3000]`: see docs/performance.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import type runLighthouseOnce from "lighthouse";
import { assertLoopbackTarget } from "./loopback";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LOAD_PAGES = ["/", "/services", "/blog"];
const DURATION_S = 10;
const CONNECTIONS = 50;

/** Lighthouse runs per page: its own guidance for a noisy machine is the median of several. */
const DEFAULT_LIGHTHOUSE_RUNS = 3;

type Args = { skip: Set<string>; url?: string; lighthouseRuns: number };

function parseArgs(argv: string[]): Args {
  const args: Args = { skip: new Set(), lighthouseRuns: DEFAULT_LIGHTHOUSE_RUNS };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--skip") for (const part of (argv[++i] ?? "").split(",")) args.skip.add(part.trim());
    else if (argv[i] === "--url") args.url = argv[++i];
    else if (argv[i] === "--host") args.url = `http://${argv[++i]}`;
    else if (argv[i] === "--lighthouse-runs") {
      args.lighthouseRuns = Number(argv[++i]);
      if (!Number.isInteger(args.lighthouseRuns) || args.lighthouseRuns < 1) throw new Error("--lighthouse-runs takes a whole number of at least 1");
    } else {
      throw new Error(
        `unknown option ${argv[i]} (use --skip lighthouse,load,contact,inbox, --lighthouse-runs N and/or --url http://127.0.0.1:PORT)`,
      );
    }
  }
  return args;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const entry = path.join(root, "build/server/index.js");
  const stale = !existsSync(entry) || Math.max(newestMtime(path.join(root, "app")), newestMtime(path.join(root, "server"))) > statSync(entry).mtimeMs;
  if (!stale) return;
  log("building (the build is missing or older than the sources) …");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BASE_PATH: "" } });
  if (result.status !== 0) throw new Error("build failed");
  writeFileSync(path.join(root, "build/.base-path"), "");
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

type Product = { url: string; pid?: number; startupMs?: number; stop(): Promise<void> };

async function startProduct(): Promise<Product> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: "",
      // The contact figure measures the form's cost, not the limiter saying no.
      CONTACT_RATE_LIMIT: "100000000",
    },
    // Logs at the default level, as in production; the bench does not read them.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
    if (performance.now() - started > 120_000) throw new Error("the server did not become healthy in 2 minutes");
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid,
    startupMs,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The floor: the same bytes from a bare node:http handler, in a process of its own like the product. */
async function startBaseline(pages: Record<string, { body: Buffer; type: string }>): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
  const index: Record<string, { file: string; type: string }> = {};
  Object.entries(pages).forEach(([pathname, page], i) => {
    const file = path.join(dir, `${i}.html`);
    writeFileSync(file, page.body);
    index[pathname] = { file, type: page.type };
  });
  const code = `
    const http = require("node:http"), fs = require("node:fs");
    const index = ${JSON.stringify(index)};
    const pages = Object.fromEntries(Object.entries(index).map(([p, v]) => [p, { body: fs.readFileSync(v.file), type: v.type }]));
    http.createServer((req, res) => {
      const page = pages[req.url];
      if (!page) { res.statusCode = 404; return res.end(); }
      res.writeHead(200, { "Content-Type": page.type, "Content-Length": page.body.length });
      res.end(page.body);
    }).listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type LoadResult = { rps: number; p99: number; p50: number; statuses: Record<string, number>; errors: number };

async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

async function sampleRss(pid: number | undefined, during: Promise<unknown>): Promise<number | undefined> {
  if (!pid) return undefined;
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  await during.finally(() => clearInterval(timer));
  return peak;
}

type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKbGzip: number;
  /** Valid runs behind the figures (the median one is reported), and their lowest and highest performance. */
  runs: number;
  performanceRange: [number, number];
  error?: string;
};

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof runLighthouseOnce>>>["lhr"];

async function runLighthouse(baseUrl: string, pages: string[], runsPerPage: number): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun, filterToValidRuns } = await import("lighthouse/core/lib/median-run.js");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const pathname of pages) {
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runsPerPage; run++) {
        log(`lighthouse ${pathname} (${run}/${runsPerPage}) …`);
        const result = await lighthouse(`${baseUrl}${pathname}`, { port: chrome.port, output: "json", logLevel: "error" });
        if (result?.lhr) results.push(result.lhr);
      }
      // Runs Lighthouse could not trace (its intermittent NO_NAVSTART) have no FCP and are left out.
      const valid = filterToValidRuns(results);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0];
      if (!lhr) throw new Error(`lighthouse returned nothing for ${pathname}`);
      const score = (id: string, of: LighthouseResult = lhr) => round(of.categories[id]?.score ?? 0, 2);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const performances = valid.map((run) => score("performance", run));
      const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
      let jsGzip = 0;
      for (const request of requests.filter((item) => item.resourceType === "Script")) {
        const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
        jsGzip += zlib.gzipSync(body).length;
      }
      rows.push({
        page: pathname,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(numeric("largest-contentful-paint")),
        tbtMs: Math.round(numeric("total-blocking-time")),
        cls: round(numeric("cumulative-layout-shift"), 3),
        jsKbGzip: round(jsGzip / 1024, 1),
        runs: valid.length,
        performanceRange: [Math.min(...performances), Math.max(...performances)],
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** The contact form's fields, hidden ones included (anti-spam tokens), as a visitor's browser would send them. */
async function contactBody(baseUrl: string): Promise<{ body: string; hasToken: boolean }> {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? html;
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) fields.set(name, (/value="([^"]*)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&"));
  }
  const hasToken = [...fields.keys()].length > 0;
  fields.set("name", "Bench Visitor");
  fields.set("email", "bench@example.test");
  fields.set("subject", "Benchmark");
  fields.set("message", "How fast can this form take messages? This is a benchmark submission.");
  return { body: fields.toString(), hasToken };
}

type InboxFigures = { driver: string; cases: { name: string; p50: number; p95: number }[] } | { driver: string; note: string };

async function runInbox(): Promise<InboxFigures[]> {
  const file = path.join(root, "bench/inbox.ts");
  if (!existsSync(file)) return [{ driver: "pglite", note: "n/a (bench/inbox.ts missing)" }, { driver: "postgres", note: "n/a (bench/inbox.ts missing)" }];
  const { benchInbox } = (await import(pathToFileURL(file).href)) as {
    benchInbox(options: { driver: "pglite" | "postgres"; databaseUrl?: string; log?: (line: string) => void }): Promise<{ cases: { name: string; p50: number; p95: number }[] }>;
  };
  const results: InboxFigures[] = [];
  results.push({ driver: "pglite", cases: (await benchInbox({ driver: "pglite", log })).cases });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) results.push({ driver: "postgres", cases: (await benchInbox({ driver: "postgres", databaseUrl: serverUrl, log })).cases });
  else results.push({ driver: "postgres", note: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)" });
  return results;
}

function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? "").length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column]!)).join("  ").trimEnd()).join("\n");
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const external = args.url ? (await assertLoopbackTarget(args.url)).origin : undefined;
  if (!external) ensureBuild();

  const product: Product = external ? { url: external, stop: async () => {} } : await startProduct();
  const results: Record<string, unknown> = { date: startedAt.toISOString(), node: process.version, cpus: os.cpus().length, target: product.url };
  try {
    if (product.startupMs !== undefined) results.startupMs = product.startupMs;
    // Warm every page once (first render, cache fill) before anything is measured.
    const publicPages = ["/", "/about", "/services", "/shop", "/portfolio", "/team", "/blog", "/contact", "/privacy", "/terms"];
    const blogHtml = await (await fetch(`${product.url}/blog`)).text();
    const firstPost = /href="(\/blog\/[^"#?]+)"/.exec(blogHtml)?.[1];
    if (firstPost) publicPages.splice(8, 0, firstPost);
    for (const pathname of publicPages) await fetch(`${product.url}${pathname}`).then((r) => r.arrayBuffer());
    if (product.pid) results.rssIdleMb = rssMb(product.pid);

    if (!args.skip.has("load")) {
      const pages: Record<string, { body: Buffer; type: string }> = {};
      for (const pathname of LOAD_PAGES) {
        const response = await fetch(`${product.url}${pathname}`, { headers: { "Accept-Encoding": "identity" } });
        pages[pathname] = { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html" };
      }
      const baseline = await startBaseline(pages);
      const rows: Record<string, unknown>[] = [];
      let peak = 0;
      try {
        for (const pathname of LOAD_PAGES) {
          log(`load ${pathname} (product, then baseline) …`);
          const running = load({ url: `${product.url}${pathname}` });
          peak = Math.max(peak, (await sampleRss(product.pid, running)) ?? 0);
          const productResult = await running;
          const baselineResult = await load({ url: `${baseline.url}${pathname}` });
          rows.push({
            page: pathname,
            bytes: pages[pathname]!.body.length,
            rps: productResult.rps,
            p50: productResult.p50,
            p99: productResult.p99,
            baselineRps: baselineResult.rps,
            baselineP99: baselineResult.p99,
            ratio: round(productResult.rps / Math.max(1, baselineResult.rps), 2),
            statuses: productResult.statuses,
          });
        }
      } finally {
        baseline.stop();
      }
      results.load = rows;
      if (product.pid) results.rssLoadMb = peak;
    }

    if (!args.skip.has("contact")) {
      const { body, hasToken } = await contactBody(product.url);
      // Anti-spam tokens refuse a form sent faster than a person types; wait as a person would.
      if (hasToken) await new Promise((resolve) => setTimeout(resolve, 3_200));
      log("load POST /contact …");
      const contact = await load({
        url: `${product.url}/contact`,
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: product.url },
      });
      results.contact = contact;
    }

    if (!args.skip.has("lighthouse")) results.lighthouse = await runLighthouse(product.url, publicPages, args.lighthouseRuns);
  } finally {
    await product.stop();
  }
  if (!args.skip.has("inbox")) results.inbox = await runInbox();
  results.durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);

  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(render(results));
}

function render(results: Record<string, unknown>): string {
  const rows: (string | number)[][] = [["measure", "page", "value", "baseline", "ratio", "p99 ms", "note"]];
  if (results.startupMs !== undefined) rows.push(["start-up to healthy /healthz", "", `${String(results.startupMs)} ms`, "", "", "", ""]);
  if (results.rssIdleMb !== undefined) rows.push(["RSS idle (after warm-up)", "", `${String(results.rssIdleMb)} MB`, "", "", "", ""]);
  if (results.rssLoadMb !== undefined) rows.push(["RSS peak under load", "", `${String(results.rssLoadMb)} MB`, "", "", "", ""]);
  for (const row of (results.load as Record<string, number | string>[] | undefined) ?? []) {
    rows.push([`GET req/s (${CONNECTIONS} conns, ${DURATION_S} s)`, row.page!, row.rps!, row.baselineRps!, row.ratio!, row.p99!, `baseline p99 ${row.baselineP99} ms`]);
  }
  const contact = results.contact as LoadResult | undefined;
  if (contact) {
    const mix = Object.entries(contact.statuses).map(([code, count]) => `${code}×${count}`).join(" ");
    rows.push(["contact POST submissions/s", "/contact", contact.rps, "", "", contact.p99, `statuses ${mix || "none"}; errors ${contact.errors}`]);
  }
  for (const figures of (results.inbox as InboxFigures[] | undefined) ?? []) {
    if ("note" in figures) rows.push([`inbox p95 (${figures.driver})`, "", figures.note, "", "", "", ""]);
    else for (const c of figures.cases) rows.push([`inbox p95 ms (${figures.driver}, 100k msgs)`, c.name, c.p95, "", "", "", `p50 ${c.p50}`]);
  }
  for (const row of (results.lighthouse as LighthouseRow[] | undefined) ?? []) {
    rows.push([
      "lighthouse perf/a11y/bp/seo",
      row.page,
      `${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`,
      "",
      "",
      "",
      row.error ??
        `median of ${row.runs} (perf ${row.performanceRange.join("–")}): LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsKbGzip} KB gzip`,
    ]);
  }
  return `${table(rows)}\n\n(${String(results.durationS)} s; written to bench/results/latest.json)`;
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
