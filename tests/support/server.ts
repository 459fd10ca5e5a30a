import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { testAdminEnv } from "./admin-login";
import { copySiteDataDir } from "./templates";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

// Servers this process started and has not seen exit. A caller that gives up while a server is still starting
// (a beforeAll that times out during the wait for /healthz) never gets it back to stop, and the server would
// outlive the test worker; so whatever is left is killed when this process ends. Vitest ends a worker with
// SIGTERM, whose default action runs no exit handlers, hence the signal handler, which then lets the signal
// take its default course.
const liveServers = new Set<ChildProcess>();
function killLiveServers(): void {
  for (const child of liveServers) child.kill("SIGKILL");
}
function killLiveServersThenDie(): void {
  killLiveServers();
  process.kill(process.pid, "SIGTERM");
}
process.on("exit", killLiveServers);
process.once("SIGTERM", killLiveServersThenDie);

/** The process entry `npm run build` compiles from server.ts: what `npm start` and a process manager run. */
export function serverEntry(buildDir = "build"): string {
  return path.join(buildDir, "server/server.js");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runFailingServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [serverEntry(env.BUILD_DIR || undefined)], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      PUBLIC_URL: "",
      HOST: "127.0.0.1",
      PORT: port,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** From spawning the process to its first healthy /healthz. */
  startupMs: number;
  /** Everything the server printed so far (stderr only with `stdout: "ignore"`). */
  output(): string;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL and wait, leaving DATA_DIR as a crash would. */
  kill(): Promise<void>;
};

export type StartOptions = {
  env?: Record<string, string | undefined>;
  /**
   * DATA_DIR as given, used as it is (an empty folder gets a real first start). Without it the server gets
   * a DATA_DIR of its own, filled from the template (the build's migrate-and-seed, made once: see
   * tests/support/templates.ts), so it skips the first start's 5-10 s of database creation and seeding.
   */
  dataDir?: string;
  /** Without `dataDir`: start on an empty DATA_DIR, a real first start, instead of the template's copy. */
  firstStart?: boolean;
  /**
   * TEST_ADMIN is the first admin (ADMIN_EMAIL/ADMIN_PASSWORD): without `dataDir`, the copy is of the template
   * that already holds it, so the start makes no production-cost hash of its own (decision 207).
   */
  admin?: boolean;
  /** A build other than build/ (e.g. one made with a BASE_PATH). */
  buildDir?: string;
  /** Keep DATA_DIR after stop (for restart tests). */
  keepDataDir?: boolean;
  timeoutMs?: number;
  /** "ignore" sends the request log to /dev/null, as the bench wants under load: it never reads it. */
  stdout?: "capture" | "ignore";
  /**
   * "npm-start" runs `npm start` (build/ only), so `process` is npm and the server its one child: the
   * tree an operator gets, which the bench's memory figures count (decision 120).
   */
  launcher?: "node" | "npm-start";
};

/** Starts the production build (`build/`) as `npm start` would, on a free port with its own DATA_DIR. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const buildDir = options.buildDir ?? "build";
  if (!existsSync(path.join(projectRoot, serverEntry(buildDir)))) {
    throw new Error("no build: run `npm run build` first (npm test does)");
  }
  // A PORT in env is used as it is (a test that must know its origin before the start, e.g. for PUBLIC_URL).
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  // A server on PostgreSQL keeps nothing of the template's in DATA_DIR.
  if (!options.dataDir && !options.firstStart && !options.env?.DATABASE_URL)
    await copySiteDataDir(dataDir, buildDir, options.admin);
  const started = performance.now();
  if (options.launcher === "npm-start" && buildDir !== "build") throw new Error("npm start serves build/ only");
  const [command, args] =
    options.launcher === "npm-start" ? ["npm", ["start"]] : [process.execPath, [serverEntry(buildDir)]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      SMTP_URL: "",
      BUILD_DIR: buildDir,
      NOTIFY_EMAIL: "",
      ...(options.admin ? testAdminEnv : {}),
      ...options.env,
    },
    stdio: ["ignore", options.stdout === "ignore" ? "ignore" : "pipe", "pipe"],
  });
  liveServers.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      liveServers.delete(child);
      resolve(code);
    }),
  );
  // A server that dies while a test uses it leaves only "fetch failed" behind: say why, with what it printed.
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (stopping || !ready) return;
    process.stderr.write(
      `\n[test server ${port}] exited unexpectedly (code ${code}, signal ${signal}); its last output:\n${output.slice(-4000)}\n`,
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const healthUrl = `${url}${options.env?.BASE_PATH ? `/${options.env.BASE_PATH.replace(/^\/+|\/+$/g, "")}` : ""}/healthz`;
  const cleanup = () => {
    if (!options.keepDataDir && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ready = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!ready) {
    child.kill("SIGKILL");
    await exited;
    cleanup();
    throw new Error(`server did not become healthy:\n${output}`);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    startupMs: Math.round(performance.now() - started),
    output: () => output,
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      cleanup();
      return code;
    },
    async kill() {
      stopping = true;
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
