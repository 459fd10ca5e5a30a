import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

import type { SvgResult } from "./svg-sanitize.server";

/** Longer than any SVG within SVG_LIMITS takes on a busy machine; a sanitisation taking longer is refused. */
export const SVG_SANITIZE_TIMEOUT_MS = 10_000;
/** Starting the worker (loading jsdom) is not counted in the limit above, but is bounded too. */
const WORKER_START_TIMEOUT_MS = 60_000;
/** An idle worker is stopped after this, giving its memory back. */
const WORKER_IDLE_MS = 60_000;

type Task = { text: string; timeoutMs: number; resolve: (result: SvgResult) => void };

/**
 * Sanitises uploaded SVGs on a worker thread with a time limit, so the event loop that answers every
 * visitor is never held by jsdom (which is far from linear: 10,000 small elements took seconds). The
 * worker runs svg-sanitize.server.ts itself, loaded on demand (a chunk of its own in the build); from
 * TypeScript sources (development, tests) through tsx. One SVG at a time; the worker is kept while
 * uploads come and stopped when idle. A timeout, a crash or an error is a rejection, never a throw:
 * the worker is then stopped and the next upload gets a fresh one.
 * See docs/decisions/117-svg-sanitiser-bounds.md.
 */
export function sanitizeSvgInWorker(text: string, timeoutMs = SVG_SANITIZE_TIMEOUT_MS): Promise<SvgResult> {
  return new Promise((resolve) => {
    queue.push({ text, timeoutMs, resolve });
    void drain();
  });
}

const queue: Task[] = [];
let busy = false;
let current: { worker: Worker; ready: Promise<boolean> } | undefined;
let idleTimer: NodeJS.Timeout | undefined;

async function drain(): Promise<void> {
  if (busy) return;
  busy = true;
  clearTimeout(idleTimer);
  try {
    for (let task = queue.shift(); task; task = queue.shift()) task.resolve(await run(task));
  } finally {
    busy = false;
    idleTimer = setTimeout(stopWorker, WORKER_IDLE_MS);
    idleTimer.unref();
  }
}

function stopWorker(): void {
  const stopping = current;
  current = undefined;
  if (stopping) void stopping.worker.terminate();
}

async function run(task: Task): Promise<SvgResult> {
  current ??= await startWorker();
  const { worker, ready } = current;
  if (!(await ready)) {
    stopWorker();
    return { ok: false, reason: "failed" };
  }
  return new Promise<SvgResult>((resolve) => {
    const finish = (result: SvgResult, healthy: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      if (!healthy) stopWorker();
      resolve(result);
    };
    const onMessage = (result: SvgResult) => finish(result, true);
    const onFailure = () => finish({ ok: false, reason: "failed" }, false);
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }, false), task.timeoutMs);
    worker.on("message", onMessage);
    worker.once("error", onFailure);
    worker.once("exit", onFailure);
    worker.postMessage(task.text);
  });
}

async function startWorker(): Promise<{ worker: Worker; ready: Promise<boolean> }> {
  const { SVG_SANITIZER_URL } = await import("./svg-sanitize.server");
  const worker = new Worker(workerEntry(SVG_SANITIZER_URL), {
    workerData: { svgSanitizer: true },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  worker.unref();
  // The worker says "ready" once its module (and jsdom) has loaded.
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_START_TIMEOUT_MS);
    worker.once("message", (message: unknown) => {
      clearTimeout(timer);
      resolve(message === "ready");
    });
    worker.once("error", () => resolve(false));
    worker.once("exit", () => resolve(false));
  });
  return { worker, ready };
}

/**
 * The built module as it is; a TypeScript source (development, tests) through a two-line entry that
 * registers tsx in the worker first (a worker's own `--import` comes too late for its entry module).
 */
function workerEntry(moduleUrl: string): URL {
  if (!moduleUrl.endsWith(".ts")) return new URL(moduleUrl);
  // tsx's ESM API (its CommonJS twin cannot register hooks from a worker), found through its exports map.
  const manifest = createRequire(path.join(process.cwd(), "package.json")).resolve("tsx/package.json");
  const exportsMap = (
    JSON.parse(readFileSync(manifest, "utf8")) as { exports: Record<string, { import: { default: string } }> }
  ).exports;
  const api = pathToFileURL(path.join(path.dirname(manifest), exportsMap["./esm/api"]!.import.default)).href;
  const code = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(moduleUrl)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
