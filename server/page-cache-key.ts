import type { ServerBuild } from "react-router";

import { declaredQueryParams } from "~/utils/page-query";

import { matchAppRoutes } from "./route-table";

/**
 * Which cache entry a public URL is, and therefore which URL its page is rendered from (decision 160).
 *
 * - A page is keyed by its path and the query parameters its routes declare in their `handle`
 *   (`pageQueryHandle`), in a fixed order and encoding. Everything else in the query (`utm_*`, `gclid`,
 *   `fbclid`, `mc_*`, `ref`, a crawler's `?x=1`) is dropped: the canonical page is served from the cache and
 *   rendered without them, so no variant of a page can differ by a parameter its loader never reads. The
 *   browser's address keeps them, which is where the lead-source capture reads them (decision 101).
 * - Every path that only a catch-all (`*`) route matches is one cached 404 page per catch-all, that is, per
 *   locale (`/…` and `/bn/…`), rendered once from a stand-in path.
 */
export type PageKeys = {
  /** The cache key of `url` (a request's path and query), which is also the URL its page is rendered from. */
  keyOf(url: string): string;
  /** For a document only a catch-all route matches: its locale's one 404 entry and the path to render it from. */
  notFound(url: string): { key: string; renderUrl: string } | undefined;
};

const DATA_SUFFIX = ".data";
/** React Router's own parameter on client data requests: which routes' loaders to run. */
const ROUTER_PARAMS = ["_routes"];
/** The path segment a catch-all's 404 page is rendered from (it shows only in the language switch's link). */
const NOT_FOUND_STAND_IN = "404";
/** The 404 entries' keys start with a space, which no request path does. */
const NOT_FOUND_KEY_PREFIX = " 404 ";

/**
 * Whether a route's `handle` says the 404 stand-in path reaches it but it can only answer 404 there (staff's
 * pages at `/:address`, where the stand-in is a reserved address: `pageRouteHandle`).
 */
function servesStandInAsNotFound(handle: unknown): boolean {
  return (handle as { notFoundStandIn?: string } | undefined)?.notFoundStandIn === NOT_FOUND_STAND_IN;
}

export function isNotFoundKey(key: string): boolean {
  return key.startsWith(NOT_FOUND_KEY_PREFIX);
}

export function pageKeys(routes: ServerBuild["routes"], base: string): PageKeys {
  const appPathOf = (path: string) => `/${path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, "")}`;
  const leafOf = (appPath: string) => matchAppRoutes(routes, appPath)?.at(-1);

  const allowedParams = (appPath: string, isData: boolean): Set<string> => {
    const allowed = new Set<string>(isData ? ROUTER_PARAMS : []);
    for (const route of matchAppRoutes(routes, appPath) ?? []) {
      for (const name of declaredQueryParams(routes[route.id]?.module.handle)) allowed.add(name);
    }
    return allowed;
  };

  return {
    keyOf(url) {
      const question = url.indexOf("?");
      if (question === -1) return url;
      const path = url.slice(0, question);
      const isData = path.endsWith(DATA_SUFFIX);
      const appPath = appPathOf(isData ? path.slice(0, -DATA_SUFFIX.length) : path);
      const allowed = allowedParams(appPath === `/_root` ? "/" : appPath, isData);
      if (allowed.size === 0) return path;
      const kept = [...new URLSearchParams(url.slice(question + 1))].filter(([name]) => allowed.has(name));
      // A stable sort by name: the order of repeated values of one name is kept.
      kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
    },

    notFound(url) {
      const question = url.indexOf("?");
      const path = question === -1 ? url : url.slice(0, question);
      if (path.endsWith(DATA_SUFFIX)) return undefined;
      const leaf = leafOf(appPathOf(path));
      if (!leaf?.path?.endsWith("*")) return undefined;
      const prefix = leaf.path.slice(0, -1);
      const renderUrl = `${base}${prefix}${NOT_FOUND_STAND_IN}`;
      // The stand-in must reach the same catch-all (a real page of that name would not be a 404), or a route
      // that can never serve it (staff's pages, whose addresses may not start with it: decision 173).
      const standIn = leafOf(appPathOf(renderUrl));
      if (standIn?.id !== leaf.id && !servesStandInAsNotFound(routes[standIn?.id ?? ""]?.module.handle))
        return undefined;
      return { key: `${NOT_FOUND_KEY_PREFIX}${leaf.id}`, renderUrl };
    },
  };
}
