// `npm run bench [-- --skip lighthouse,inbox] [-- --url http://127.0.0.1:3000]`: see docs/performance.md.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import autocannon from "autocannon";
import type runLighthouseOnce from "lighthouse";

import { blogPosts } from "../app/content/blog";
import { BLOCK_PAGE_PATH, seedBlockPage } from "../tests/support/block-page";
import { createPostgresDatabase } from "../tests/support/databases";
import { freePort, startServer } from "../tests/support/server";
import { crawlDistinctUrls } from "./crawl";
import { measureLatency } from "./latency";
import { assertLoopbackTarget } from "./loopback";
import { benchNewsletterSend, type NewsletterBenchResult } from "./newsletter";
import { findNginx, startNginx } from "./nginx";
import { parseRecordedPeer, peerFigureRows, type PeerResult, type SiteFigures } from "./peer";
import { cpuMs, processTree, rssMb, treeRssMb, treeRssParts } from "./processes";
import { serverWarnings } from "./server-warnings";
import { type Figure, figureRows, renderFigures } from "./targets";
import { startWordPress, type WordPress } from "./wordpress";
import { peerContent } from "./wordpress-content";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LOAD_PAGES = ["/", "/services", "/blog"];
const DURATION_S = 10;
const CONNECTIONS = 50;

/** Lighthouse runs per page: its own guidance for a noisy machine is the median of several. */
const DEFAULT_LIGHTHOUSE_RUNS = 3;

type Args = { skip: Set<string>; url?: string; lighthouseRuns: number; peer?: "wordpress" };

function parseArgs(argv: string[]): Args {
  const args: Args = { skip: new Set(), lighthouseRuns: DEFAULT_LIGHTHOUSE_RUNS };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--skip") for (const part of (argv[++i] ?? "").split(",")) args.skip.add(part.trim());
    else if (argv[i] === "--url") args.url = argv[++i];
    else if (argv[i] === "--host") args.url = `http://${argv[++i]}`;
    else if (argv[i] === "--peer") {
      if (argv[++i] !== "wordpress") throw new Error("--peer takes `wordpress`");
      args.peer = "wordpress";
    } else if (argv[i] === "--lighthouse-runs") {
      args.lighthouseRuns = Number(argv[++i]);
      if (!Number.isInteger(args.lighthouseRuns) || args.lighthouseRuns < 1)
        throw new Error("--lighthouse-runs takes a whole number of at least 1");
    } else {
      throw new Error(
        `unknown option ${argv[i]} (use --skip lighthouse,bengali,load,crawl,contact,uncached,postgres,inbox,search,newsletter, --lighthouse-runs N, --peer wordpress and/or --url http://127.0.0.1:PORT)`,
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
  const entry = path.join(root, "build/server/server.js");
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "server")),
    statSync(path.join(root, "server.ts")).mtimeMs,
  );
  const stale = !existsSync(entry) || sources > statSync(entry).mtimeMs;
  if (!stale) return;
  log("building (the build is missing or older than the sources) …");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BASE_PATH: "" },
  });
  if (result.status !== 0) throw new Error("build failed");
}

type Product = {
  url: string;
  pid?: number;
  startupMs?: number;
  dataDir?: string;
  output?(): string;
  stop(): Promise<void>;
};

/** The production server as an operator starts it (`npm start`): `pid` is npm, the server its child. */
async function startProduct(
  options: { env?: Record<string, string | undefined>; dataDir?: string } = {},
): Promise<Product> {
  const server = await startServer({
    launcher: "npm-start",
    // The contact figure measures the form's cost, not the limiter saying no.
    env: { CONTACT_RATE_LIMIT: "100000000", ...options.env },
    dataDir: options.dataDir,
    // Logs at the default level, as in production; the bench does not read them.
    stdout: "ignore",
    timeoutMs: 120_000,
  });
  return {
    url: server.url,
    pid: server.process.pid,
    startupMs: server.startupMs,
    dataDir: server.dataDir,
    output: () => server.output(),
    async stop() {
      await server.stop();
    },
  };
}

/** The server process of a product started by npm (its one child), for CPU figures. */
function serverPid(product: Product): number | undefined {
  return product.pid ? processTree(product.pid).at(-1) : undefined;
}

async function warm(url: string, pages: string[]) {
  for (const pathname of pages) await fetch(`${url}${pathname}`).then((r) => r.arrayBuffer());
}

/** RSS of the whole tree once warm and settled (V8 and PGlite finish their start-up work first). */
async function idleRss(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return treeRssMb(pid);
}

/** The floor: the same bytes from a bare node:http handler, in a process of its own like the product. */
async function startBaseline(
  pages: Record<string, { body: Buffer; type: string }>,
): Promise<{ url: string; pid: number | undefined; stop(): void }> {
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
    pid: child.pid,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type LoadResult = {
  rps: number;
  total: number;
  p99: number;
  p50: number;
  statuses: Record<string, number>;
  errors: number;
};

async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    rps: round(result.requests.average, 0),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** A load run and the CPU time `pids` spent on it, per request (µs). */
async function withCpu(
  pids: number[],
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpuUsPerRequest: number }> {
  const before = cpuMs(pids);
  const result = await run();
  return { result, cpuUsPerRequest: round(((cpuMs(pids) - before) * 1000) / Math.max(1, result.total), 1) };
}

async function sampleRss(pid: number | undefined, during: Promise<unknown>): Promise<number | undefined> {
  if (!pid) return undefined;
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 200);
  await during.finally(() => clearInterval(timer));
  return peak;
}

type LighthouseRow = {
  page: string;
  /** "reduced": loaded with prefers-reduced-motion, so the spec's entrance animation is off. */
  motion?: "reduced";
  /** Scripts and all requests of the median run's page load. */
  scripts: number;
  requests: number;
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
  /** Worst of every valid run, for the "every single run" targets. */
  worstLcpMs: number;
  worstTbtMs: number;
  worstCls: number;
  error?: string;
};

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof runLighthouseOnce>>>["lhr"];

/**
 * A page for Lighthouse: `label` names it in the figures (our path, or "wordpress home"). `reducedMotion` loads it
 * in a browser that prefers reduced motion, where the spec's entrance animation does not run.
 */
type LighthouseTarget = { label: string; url: string; reducedMotion?: boolean };

/**
 * Pages whose largest paint the spec's entrance animation can set: the team cards fade in one after another
 * (200 ms apart), and a card is no candidate while it is transparent. Issue 27 asks for them with and without it.
 */
const ENTRANCE_ANIMATION_PAGES = new Set(["/team", "/bn/team"]);

async function runLighthouse(targets: LighthouseTarget[], runsPerPage: number): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun, filterToValidRuns } = await import("lighthouse/core/lib/median-run.js");
  const chromeLauncher = await import("chrome-launcher");
  const launch = (extraFlags: string[]) =>
    chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        ...extraFlags,
      ],
    });
  const chrome = await launch([]);
  // Lighthouse has no setting for a media feature; Chromium's switch sets it for the whole browser.
  let reducedMotionChrome: Awaited<ReturnType<typeof launch>> | undefined;
  const rows: LighthouseRow[] = [];
  try {
    for (const { label: pathname, url, reducedMotion } of targets) {
      const browser = reducedMotion
        ? (reducedMotionChrome ??= await launch(["--force-prefers-reduced-motion"]))
        : chrome;
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runsPerPage; run++) {
        log(`lighthouse ${pathname}${reducedMotion ? " (reduced motion)" : ""} (${run}/${runsPerPage}) …`);
        const result = await lighthouse(url, {
          port: browser.port,
          output: "json",
          logLevel: "error",
        });
        if (result?.lhr) results.push(result.lhr);
      }
      // Runs Lighthouse could not trace (its intermittent NO_NAVSTART) have no FCP and are left out.
      const valid = filterToValidRuns(results);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0];
      if (!lhr) throw new Error(`lighthouse returned nothing for ${pathname}`);
      const score = (id: string, of: LighthouseResult = lhr) => round(of.categories[id]?.score ?? 0, 2);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const performances = valid.map((run) => score("performance", run));
      const requests =
        (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
          ?.items ?? [];
      let jsGzip = 0;
      const scripts = requests.filter((item) => item.resourceType === "Script");
      for (const request of scripts) {
        const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
        jsGzip += zlib.gzipSync(body).length;
      }
      rows.push({
        page: pathname,
        ...(reducedMotion ? { motion: "reduced" as const } : {}),
        scripts: scripts.length,
        requests: requests.length,
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
        worstLcpMs: Math.round(
          Math.max(...valid.map((run) => run.audits["largest-contentful-paint"]?.numericValue ?? 0)),
        ),
        worstTbtMs: Math.round(Math.max(...valid.map((run) => run.audits["total-blocking-time"]?.numericValue ?? 0))),
        worstCls: round(Math.max(...valid.map((run) => run.audits["cumulative-layout-shift"]?.numericValue ?? 0)), 3),
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    }
  } finally {
    chrome.kill();
    reducedMotionChrome?.kill();
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

type InboxFigures =
  { driver: string; cases: { name: string; p50: number; p95: number }[] } | { driver: string; note: string };

async function runInbox(): Promise<InboxFigures[]> {
  const file = path.join(root, "bench/inbox.ts");
  if (!existsSync(file))
    return [
      { driver: "pglite", note: "n/a (bench/inbox.ts missing)" },
      { driver: "postgres", note: "n/a (bench/inbox.ts missing)" },
    ];
  const { benchInbox } = (await import(pathToFileURL(file).href)) as {
    benchInbox(options: {
      driver: "pglite" | "postgres";
      databaseUrl?: string;
      log?: (line: string) => void;
    }): Promise<{ cases: { name: string; p50: number; p95: number }[] }>;
  };
  const results: InboxFigures[] = [];
  results.push({ driver: "pglite", cases: (await benchInbox({ driver: "pglite", log })).cases });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl)
    results.push({
      driver: "postgres",
      cases: (await benchInbox({ driver: "postgres", databaseUrl: serverUrl, log })).cases,
    });
  else results.push({ driver: "postgres", note: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)" });
  return results;
}

type SearchFigures =
  { driver: string; cases: { name: string; p50: number; p95: number }[] } | { driver: string; note: string };

/** The site search with 10,000 posts (bench/search.ts, issue 30) on PGlite and, given a server, PostgreSQL. */
async function runSearch(): Promise<SearchFigures[]> {
  const { benchSearch } = await import("./search");
  const results: SearchFigures[] = [{ driver: "pglite", cases: (await benchSearch({ driver: "pglite", log })).cases }];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl)
    results.push({
      driver: "postgres",
      cases: (await benchSearch({ driver: "postgres", databaseUrl: serverUrl, log })).cases,
    });
  else results.push({ driver: "postgres", note: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)" });
  return results;
}

type NewsletterFigures = NewsletterBenchResult | { driver: string; note: string };

/** A 10,000-email newsletter send while a page is requested (bench/newsletter.ts, issue 31), on each driver. */
async function runNewsletter(): Promise<NewsletterFigures[]> {
  const results: NewsletterFigures[] = [await benchNewsletterSend({ driver: "pglite", log })];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) results.push(await benchNewsletterSend({ driver: "postgres", databaseUrl: serverUrl, log }));
  else results.push({ driver: "postgres", note: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)" });
  return results;
}

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/shop",
  "/portfolio",
  "/team",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
  // Pages issues 30 and 31 added: a category's posts, site search, the newsletter archive. Search results are
  // noindex by design (Lighthouse's "is-crawlable" would cost them 0.31 of SEO); axe checks them in
  // tests/e2e/site-search.test.ts.
  "/blog/category/cloud",
  "/search",
  "/newsletter/archive",
];
const CRAWL_REQUESTS = 10_000;
const UNCACHED_CONNECTIONS = 10;

const loadAverage = () => os.loadavg().map((value) => round(value, 2));

/** Cached pages against the bare node:http baseline (throughput) and a static nginx (CPU per request). */
async function runLoad(
  product: Product,
  log: (line: string) => void,
): Promise<{ rows: Record<string, unknown>[]; peakMb: number }> {
  const pages: Record<string, { body: Buffer; type: string }> = {};
  for (const pathname of LOAD_PAGES) {
    const response = await fetch(`${product.url}${pathname}`, { headers: { "Accept-Encoding": "identity" } });
    pages[pathname] = {
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get("content-type") ?? "text/html",
    };
  }
  const baseline = await startBaseline(pages);
  const nginxBinary = findNginx();
  const nginx = nginxBinary ? await startNginx(nginxBinary, await freePort(), pages) : undefined;
  const server = serverPid(product);
  const rows: Record<string, unknown>[] = [];
  let peak = 0;
  try {
    for (const pathname of LOAD_PAGES) {
      log(`load ${pathname} (product, node:http baseline${nginx ? ", nginx" : ""}) …`);
      const productRun = await withCpu(server ? [server] : [], async () => {
        const running = load({ url: `${product.url}${pathname}` });
        peak = Math.max(peak, (await sampleRss(product.pid, running)) ?? 0);
        return running;
      });
      const baselineRun = await withCpu(baseline.pid ? [baseline.pid] : [], () =>
        load({ url: `${baseline.url}${pathname}` }),
      );
      const row: Record<string, unknown> = {
        page: pathname,
        bytes: pages[pathname]!.body.length,
        rps: productRun.result.rps,
        p50: productRun.result.p50,
        p99: productRun.result.p99,
        baselineRps: baselineRun.result.rps,
        baselineP99: baselineRun.result.p99,
        ratio: round(productRun.result.rps / Math.max(1, baselineRun.result.rps), 2),
        statuses: productRun.result.statuses,
      };
      if (server) row.cpuUsPerRequest = productRun.cpuUsPerRequest;
      // What Node's own HTTP stack costs with nothing else to do: the floor for any Node server's ratio.
      if (baseline.pid) row.baselineCpuUsPerRequest = baselineRun.cpuUsPerRequest;
      if (nginx) {
        const nginxRun = await withCpu(nginx.pids(), () => load({ url: `${nginx.url}${pathname}` }));
        row.nginxRps = nginxRun.result.rps;
        row.nginxCpuUsPerRequest = nginxRun.cpuUsPerRequest;
        if (server)
          row.cpuRatio = round(Number(row.cpuUsPerRequest) / Math.max(0.1, Number(row.nginxCpuUsPerRequest)), 2);
      } else {
        row.cpuRatio = "n/a (no nginx: apt-get install nginx-light)";
      }
      rows.push(row);
    }
  } finally {
    baseline.stop();
    nginx?.stop();
  }
  return { rows, peakMb: peak };
}

/**
 * RSS once the processes have settled after a burst: the lowest of samples taken every 2 s for 30 s. Right
 * after a crawl V8's heap still holds the burst's garbage, which its memory reducer gives back only after
 * several idle seconds (two equal samples in the first seconds said nothing); what stays is what the
 * crawl really cost.
 */
async function settledRss(pids: () => number[]): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let waited = 0; waited <= 30_000; waited += 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    lowest = Math.min(lowest, rssMb(pids()));
  }
  return lowest;
}

type CrawlFigures = {
  seconds: number;
  idleMb: number;
  peakMb: number;
  justAfterMb: number;
  settledMb: number;
  statuses: Record<string, number>;
};

/** `CRAWL_REQUESTS` new URLs against `url`, timed, with the memory of `pids` before, at its peak and settled. */
async function timedCrawl(url: string, pids: () => number[], offset = 0): Promise<CrawlFigures> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idleMb = rssMb(pids());
  let peakMb = idleMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pids()))), 200);
  const started = performance.now();
  const statuses = await crawlDistinctUrls(url, CRAWL_REQUESTS, offset).finally(() => clearInterval(timer));
  const seconds = round((performance.now() - started) / 1000, 1);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const justAfterMb = rssMb(pids());
  return { seconds, idleMb, peakMb, justAfterMb, settledMb: await settledRss(pids), statuses };
}

/** A scanner's crawl: RSS before, after 10,000 distinct URLs, and after 10,000 more (bounded means flat). */
async function runCrawl(product: Product): Promise<Record<string, unknown>> {
  const pids = () => processTree(product.pid!);
  log(`crawl: ${CRAWL_REQUESTS} distinct URLs …`);
  const first = await timedCrawl(product.url, pids);
  log(`crawl: ${CRAWL_REQUESTS} more …`);
  const more = await crawlDistinctUrls(product.url, CRAWL_REQUESTS, CRAWL_REQUESTS);
  const after20k = await settledRss(pids);
  const statuses = { ...first.statuses };
  for (const [code, count] of Object.entries(more)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    before: first.idleMb,
    justAfter10k: first.justAfterMb,
    after10k: first.settledMb,
    after20k,
    statuses,
    seconds: first.seconds,
    peakMb: first.peakMb,
  };
}

/** Uncached renders at 50 connections, as issue 27 compares them with WordPress: req/s, latency, CPU. */
async function uncachedAt50(url: string, pids: number[]) {
  const before = cpuMs(pids);
  const measured = await measureLatency(url, CONNECTIONS, DURATION_S * 1000);
  const total = Math.max(1, Math.round(measured.rps * DURATION_S));
  return { ...measured, cpuUsPerRequest: round(((cpuMs(pids) - before) * 1000) / total, 0) };
}

/** The document's size as issue 27 counts it: the HTML, gzip level 6, in KB. */
async function htmlKbGzip(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  return round(zlib.gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length / 1024, 1);
}

/** The first link on the page at `listPath` to a page below it (`/blog` → its first article). */
async function firstLinkUnder(url: string, listPath: string): Promise<string | undefined> {
  const html = await (await fetch(`${url}${listPath}`)).text();
  // One segment: a post or case study, not a category or tag page (/blog/category/<slug>) nor the feed.
  return new RegExp(`href="(${listPath}/[^"#?/.]+)"`).exec(html)?.[1];
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const external = args.url ? (await assertLoopbackTarget(args.url)).origin : undefined;
  if (!external) ensureBuild();

  const results: Record<string, unknown> = {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: loadAverage(),
  };
  const dataDir = external ? undefined : mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  let product: Product = external ? { url: external, stop: async () => {} } : await startProduct({ dataDir });
  results.target = product.url;
  const publicPages = [...PUBLIC_PAGES];
  // WordPress beside us (`--peer wordpress`), measured in the same run, each figure right after ours.
  let wordpress: WordPress | undefined;
  const peerFigures: SiteFigures = {};
  const ourFigures: SiteFigures = {};
  try {
    const firstPost = await firstLinkUnder(product.url, "/blog");
    if (firstPost) publicPages.splice(8, 0, firstPost);
    results.firstPost = firstPost;
    const firstCaseStudy = await firstLinkUnder(product.url, "/portfolio");
    if (firstCaseStudy) publicPages.splice(publicPages.indexOf("/portfolio") + 1, 0, firstCaseStudy);
    results.firstCaseStudy = firstCaseStudy;
    if (!external) {
      // The first start made the data folder (migrations, demo content); a restart on it is what an
      // operator's deploy or a crash recovery waits for.
      results.freshStartupMs = product.startupMs;
      await warm(product.url, publicPages);
      await product.stop();
      // A page staff built from every kind of block (issue 28: its Lighthouse scores match today's pages).
      await seedBlockPage(dataDir!);
      publicPages.push(BLOCK_PAGE_PATH);
      product = await startProduct({ dataDir });
      results.startupMs = product.startupMs;
    }
    // Warm every page once (first render, cache fill) before anything is measured.
    await warm(product.url, publicPages);
    if (product.pid) {
      results.rssIdleMb = await idleRss(product.pid);
      const parts = treeRssParts(product.pid);
      results.rssIdleParts = parts.map((part) => `${part.command} ${part.mb} MB`).join(" + ");
      // Issue 27 compares the README's production command, `node build/server/server.js`: npm's child here.
      results.rssIdleServerMb = parts.at(-1)?.mb;
      ourFigures.rssIdleMb = results.rssIdleServerMb as number;
    }

    if (args.peer === "wordpress") {
      log("wordpress: setting up a stock WordPress with our home text and articles …");
      const homeHtml = await (await fetch(`${product.url}/`)).text();
      const started = await startWordPress({
        port: await freePort(),
        content: peerContent(homeHtml, blogPosts),
        log,
      });
      if ("unavailable" in started) {
        results.peerUnavailable = started.unavailable;
        log(`wordpress: ${started.unavailable}; comparing with the figures recorded in docs/performance.md`);
      } else {
        wordpress = started;
        process.once("exit", () => started.stop());
        await warm(wordpress.url, ["/", wordpress.blogPath, wordpress.articlePath, "/", wordpress.blogPath]);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        peerFigures.rssIdleMb = rssMb(wordpress.pids());
        results.peerUrl = wordpress.url;
      }
    }

    if (!args.skip.has("load")) {
      const { rows, peakMb } = await runLoad(product, log);
      results.load = rows;
      if (product.pid) results.rssLoadMb = peakMb;
    }

    if (!args.skip.has("crawl") && product.pid) {
      const crawl = await runCrawl(product);
      results.crawl = crawl;
      ourFigures.crawl = {
        seconds: crawl.seconds as number,
        idleMb: crawl.before as number,
        peakMb: crawl.peakMb as number,
        settledMb: crawl.after10k as number,
      };
      if (wordpress) {
        const peer = wordpress;
        log(`crawl: ${CRAWL_REQUESTS} distinct URLs against WordPress …`);
        const theirs = await timedCrawl(peer.url, () => peer.pids());
        results.peerCrawl = theirs;
        peerFigures.crawl = {
          seconds: theirs.seconds,
          idleMb: theirs.idleMb,
          peakMb: theirs.peakMb,
          settledMb: theirs.settledMb,
        };
      }
    }

    if (!args.skip.has("contact")) {
      const { body, hasToken } = await contactBody(product.url);
      // Anti-spam tokens refuse a form sent faster than a person types; wait as a person would.
      if (hasToken) await new Promise((resolve) => setTimeout(resolve, 3_200));
      log("load POST /contact …");
      results.contact = await load({
        url: `${product.url}/contact`,
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: product.url },
      });
    }

    if (!args.skip.has("lighthouse")) {
      // Every public page in both editions: issue 17's targets for English, issue 18's budgets for Bengali.
      const bengaliPages = args.skip.has("bengali")
        ? []
        : publicPages.map((pathname) => (pathname === "/" ? "/bn" : `/bn${pathname}`));
      const ours = [...publicPages, ...bengaliPages].map((page) => ({ label: page, url: `${product.url}${page}` }));
      // WordPress's home, blog and first article, each right after ours.
      const peerPages: [string, string | undefined, string][] = wordpress
        ? [
            ["/", "/", "home"],
            ["/blog", wordpress.blogPath, "blog"],
            [firstPost ?? "", wordpress.articlePath, "article"],
          ]
        : [];
      const targets: LighthouseTarget[] = [];
      for (const target of ours) {
        targets.push(target);
        if (ENTRANCE_ANIMATION_PAGES.has(target.label)) targets.push({ ...target, reducedMotion: true });
        const peer = peerPages.find(([page]) => page === target.label);
        if (peer && wordpress) targets.push({ label: `wordpress ${peer[2]}`, url: `${wordpress.url}${peer[1]}` });
      }
      const rows = await runLighthouse(targets, args.lighthouseRuns);
      // The document's size: every English page (issue 27: one initial TCP window).
      for (const row of rows) {
        if (row.page.startsWith("wordpress ") || row.motion) continue;
        if (!row.page.startsWith("/bn"))
          (row as LighthouseRow & { htmlKbGzip?: number }).htmlKbGzip = await htmlKbGzip(`${product.url}${row.page}`);
      }
      results.lighthouse = rows.filter((row) => !row.page.startsWith("wordpress "));
      const kindOf: Record<string, string> = {
        "/": "home",
        "/blog": "blog",
        ...(firstPost ? { [firstPost]: "article" } : {}),
      };
      ourFigures.lighthouse = {};
      ourFigures.htmlKbGzip = {};
      for (const row of rows) {
        if (row.motion) continue;
        const figures = {
          lcpMs: row.lcpMs,
          tbtMs: row.tbtMs,
          jsKbGzip: row.jsKbGzip,
          scripts: row.scripts,
          requests: row.requests,
        };
        if (row.page.startsWith("wordpress ")) {
          const kind = row.page.slice("wordpress ".length);
          (peerFigures.lighthouse ??= {})[kind] = figures;
          const peerPath = peerPages.find(([, , each]) => each === kind)?.[1];
          if (wordpress && peerPath)
            (peerFigures.htmlKbGzip ??= {})[kind] = await htmlKbGzip(`${wordpress.url}${peerPath}`);
        } else if (kindOf[row.page]) {
          ourFigures.lighthouse[kindOf[row.page]!] = figures;
          ourFigures.htmlKbGzip[kindOf[row.page]!] = (row as LighthouseRow & { htmlKbGzip?: number }).htmlKbGzip ?? 0;
        }
      }
    }
  } finally {
    // Node's own warnings (a MaxListenersExceededWarning, say) under the load, the crawl and Lighthouse.
    if (product.output) results.serverWarnings = serverWarnings(product.output());
    await product.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  if (!external && !args.skip.has("uncached")) {
    // Every request rendered: React, the loaders and the database, with no page cache in front.
    const uncached = await startProduct({ env: { PAGE_CACHE_MB: "0" } });
    try {
      // The pages that read the most content tables (issue 14: /, /team, /shop, /services), and the blog.
      const pages = [
        "/",
        "/team",
        "/shop",
        "/services",
        "/blog",
        ...(results.firstPost ? [String(results.firstPost)] : []),
      ];
      await warm(uncached.url, pages);
      const rows: Record<string, unknown>[] = [];
      for (const pathname of pages) {
        log(`uncached ${pathname} …`);
        const loaded = await measureLatency(`${uncached.url}${pathname}`, UNCACHED_CONNECTIONS, DURATION_S * 1000);
        // One connection: a cache miss as one visitor meets it (the render alone, no queue behind others).
        const alone = await measureLatency(`${uncached.url}${pathname}`, 1, DURATION_S * 1000);
        rows.push({ page: pathname, ...loaded, alone });
      }
      results.uncached = rows;
      // Issue 27: `/` and an article at 50 connections, each beside WordPress's (which has no page cache).
      const server = serverPid(uncached);
      ourFigures.uncached = {};
      const peerUncached: NonNullable<SiteFigures["uncached"]> = {};
      for (const [label, ours, theirs] of [
        ["/", "/", "/"],
        ["article", String(results.firstPost ?? "/blog"), wordpress?.articlePath ?? "/"],
      ] as const) {
        log(`uncached ${ours} at ${CONNECTIONS} connections${wordpress ? ", then WordPress's" : ""} …`);
        ourFigures.uncached[label] = await uncachedAt50(`${uncached.url}${ours}`, server ? [server] : []);
        if (wordpress) peerUncached[label] = await uncachedAt50(`${wordpress.url}${theirs}`, wordpress.pids());
      }
      results.uncachedAt50 = ourFigures.uncached;
      if (wordpress) {
        peerFigures.uncached = peerUncached;
        results.peerUncachedAt50 = peerUncached;
      }
    } finally {
      await uncached.stop();
    }
  }

  if (!external && !args.skip.has("postgres")) {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      results.rssIdlePostgresMb = "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)";
    } else {
      const database = await createPostgresDatabase({ serverUrl, prefix: "bench" });
      try {
        const onPostgres = await startProduct({ env: { DATABASE_URL: database.url } });
        try {
          await warm(onPostgres.url, publicPages);
          results.rssIdlePostgresMb = await idleRss(onPostgres.pid!);
          results.rssIdlePostgresParts = treeRssParts(onPostgres.pid!)
            .map((part) => `${part.command} ${part.mb} MB`)
            .join(" + ");
        } finally {
          await onPostgres.stop();
        }
      } finally {
        await database.drop();
      }
    }
  }

  wordpress?.stop();
  if (args.peer === "wordpress") {
    let peer: PeerResult;
    if (wordpress) peer = { source: "measured", name: "WordPress 6.1 (Debian)", figures: peerFigures };
    else {
      const recorded = parseRecordedPeer(readFileSync(path.join(root, "docs/performance.md"), "utf8"));
      peer = {
        source: "recorded",
        name: "WordPress",
        reason: String(results.peerUnavailable ?? "not measured"),
        recordedOn: recorded?.recordedOn,
        figures: recorded?.figures ?? {},
      };
    }
    results.peer = peer;
    results.ours = ourFigures;
  }

  if (!args.skip.has("inbox")) results.inbox = await runInbox();
  if (!args.skip.has("search")) results.search = await runSearch();
  if (!external && !args.skip.has("newsletter")) results.newsletter = await runNewsletter();
  results.loadAverageAtEnd = loadAverage();
  results.durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);
  results.figures = [
    ...figureRows(results),
    ...(results.peer ? peerFigureRows(results.ours as SiteFigures, results.peer as PeerResult) : []),
  ];

  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  const misses = (results.figures as Figure[]).filter((figure) => figure.pass === false).length;
  const warnings = results.serverWarnings as string[] | undefined;
  console.log(
    `${renderFigures(results.figures as Figure[])}\n\n${warnings ? `warnings the server printed: ${warnings.length === 0 ? "none" : warnings.join(" | ")}\n` : ""}${misses === 0 ? "every target met" : `${misses} target(s) missed`}; load average ${(results.loadAverageAtStart as number[]).join(" ")} at the start, ${(results.loadAverageAtEnd as number[]).join(" ")} at the end (${os.cpus().length} cores); ${String(results.durationS)} s; written to bench/results/latest.json`,
  );
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
