import type { Database, Db } from "~/db/client.server";
import type { Config } from "./env.server";

/** What the running server opened at start-up; loaders and actions reach it through these helpers. */
export type Runtime = { config: Config; database: Database };

// Kept on globalThis so the dev server's module reloads reuse the open database instead of
// opening a second one (PGlite allows one per folder).
const holder = globalThis as typeof globalThis & { __siteRuntime?: Runtime };

export function setRuntime(runtime: Runtime | undefined): void {
  holder.__siteRuntime = runtime;
}

export function getRuntime(): Runtime {
  const runtime = holder.__siteRuntime;
  if (!runtime) throw new Error("the server runtime is not initialised (call setRuntime at start-up)");
  return runtime;
}

export function getDb(): Db {
  return getRuntime().database.db;
}

export function getConfig(): Config {
  return getRuntime().config;
}

/**
 * `path` under the configured base path: sitePath("admin/login") → "/acme/admin/login". For cookie
 * paths and absolute URLs only: React Router adds the basename to redirects itself, so a loader or
 * action redirects to the app path ("/admin/login").
 */
export function sitePath(path: string): string {
  return `${getConfig().BASE_PATH}${path.replace(/^\/+/, "")}`;
}

/** The app path of a URL path under the base path: "/acme/admin/x" → "/admin/x" (for redirect targets). */
export function appPath(pathname: string): string {
  const base = getConfig().BASE_PATH;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
