import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { RequestHandler } from "express";

import type * as SiteApp from "./server/app";

type SiteModule = typeof SiteApp;

const development = process.env.NODE_ENV === "development";
// React and Express pick their production code paths from NODE_ENV; production is the default.
process.env.NODE_ENV ??= "production";
const SHUTDOWN_GRACE_MS = 8_000;
const buildDir = process.env.BUILD_DIR || "build";

/** One line, no stack: what an operator needs to fix a bad start. */
function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

function describeStartupError(error: unknown): string {
  const err = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (err?.name === "ConfigError" || err?.name === "DataDirLockedError") return err.message;
  switch (err?.code) {
    case "EACCES":
    case "EPERM":
    case "EROFS":
    case "ENOTDIR":
    case "EEXIST":
      return `DATA_DIR cannot be used: ${err.code}${err.path ? ` on ${err.path}` : ""} (it must be a writable folder)`;
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "ETIMEDOUT":
      return `cannot reach the PostgreSQL server in DATABASE_URL (${err.code}${err.address ? ` ${err.address}:${err.port}` : ""})`;
    case "28P01":
    case "28000":
    case "3D000":
      return `PostgreSQL refused DATABASE_URL: ${err.message}`;
  }
  if (err?.message?.includes("timeout exceeded when trying to connect")) {
    return "cannot reach the PostgreSQL server in DATABASE_URL (connection timed out)";
  }
  return err instanceof Error ? err.message : String(error);
}

async function loadSiteModule(): Promise<{
  site: SiteModule;
  viteMiddlewares?: RequestHandler;
  closeVite?: () => Promise<void>;
}> {
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    const site = (await viteServer.ssrLoadModule("./server/app.ts")) as SiteModule;
    return { site, viteMiddlewares: viteServer.middlewares, closeVite: () => viteServer.close() };
  }
  const buildEntry = path.resolve(buildDir, "server/index.js");
  if (!existsSync(buildEntry)) fail("there is no build yet: run `npm run build` (or `npm start`, which builds)");
  return { site: (await import(pathToFileURL(buildEntry).href)) as SiteModule };
}

async function main() {
  // Before anything is opened: every file and folder this process creates (the database's, uploads'
  // temporary files, the lock) is its owner's alone, 0600 and 0700 (OWNER_ONLY_UMASK, decision 142).
  process.umask(0o077);
  const { site, viteMiddlewares, closeVite } = await loadSiteModule();
  let config;
  try {
    config = site.readConfig(process.env);
  } catch (error) {
    fail(describeStartupError(error));
  }

  // Listen before opening the database: a port in use fails fast, and a load balancer sees 503 (not a
  // refused connection) while migrations and seeding run.
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "5" }).end("Starting up");
  };
  const server = http.createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  await new Promise<void>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") fail(`port ${config.PORT} is already in use (set PORT to another port)`);
      if (error.code === "EACCES") fail(`not allowed to listen on port ${config.PORT}`);
      fail(error.message);
    });
    server.listen(config.PORT, config.HOST, resolve);
  });

  let running: Awaited<ReturnType<SiteModule["startSite"]>>;
  try {
    running = await site.startSite(config, {
      assets: viteMiddlewares
        ? { kind: "vite", middlewares: viteMiddlewares }
        : { kind: "static", clientDir: path.resolve(buildDir, "client") },
    });
  } catch (error) {
    await closeVite?.();
    fail(describeStartupError(error));
  }
  handler = running.handler;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `${config.PUBLIC_URL ?? `http://localhost:${port}`}${config.BASE_PATH}`;
  site.logger.info(
    { url, port, driver: running.database.driver },
    `Serving ${url} (port ${port}, ${running.database.driver})`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    site.logger.info({ signal }, `${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await running.close();
        await closeVite?.();
      } finally {
        site.logger.flush();
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => fail(describeStartupError(error)));
