import { getConfig } from "./env.server";

/**
 * Absolute URL of the site root ("https://example.com/acme/"): the configured origin (PUBLIC_URL, or
 * http://localhost:PORT without it) plus BASE_PATH. Never the request's Host header: a page built from
 * it could be cached and served to everyone (docs/decisions/110-host-header-and-origin.md).
 */
export function publicSiteUrl(): string {
  const config = getConfig();
  return `${config.origin}${config.BASE_PATH}`;
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
