import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

import { decodedSegments } from "~/features/paths/path-segments";

import { matchAppRoutes } from "./route-table";

/**
 * One address per page. React Router matches paths case-insensitively and after percent-decoding, so
 * /ABOUT, /%61bout and /about/ all render /about; left alone each would be its own page-cache entry
 * and page-view row, and a crawler could mint them without end. The canonical form of a path is the
 * one the route table itself would generate: static segments spelt as in app/routes.ts, dynamic ones
 * (slugs, ids) as decoded from the request and re-encoded one way, no empty or dot segments, no
 * trailing slash. The rule knows no page by name, so routes added later (/bn/…, /blog/:slug) follow
 * it too. See docs/decisions/111-canonical-paths.md.
 */

/** Percent-encodes one decoded path segment the one way: what a browser leaves alone in a path stays as it is. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(?:24|26|2B|2C|3A|3B|3D|40)/g, decodeURIComponent);
}

/** The pattern's segments with each optional one either kept or dropped: every shape it can match. */
function patternVariants(segments: string[]): string[][] {
  let variants: string[][] = [[]];
  for (const segment of segments) {
    const optional = segment.endsWith("?");
    const bare = optional ? segment.slice(0, -1) : segment;
    variants = variants.flatMap((variant) => (optional ? [variant, [...variant, bare]] : [[...variant, bare]]));
  }
  return variants;
}

/**
 * The canonical spelling of `segments` for the matched route pattern: its static segments as written
 * in the route table, the request's own values for dynamic and splat segments. Null if no shape of
 * the pattern lines up with the segments (React Router matched it, so this should not happen).
 */
function spellAs(pattern: string[], segments: string[], caseSensitive: boolean): string[] | null {
  const same = (a: string, b: string) => (caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase());
  for (const variant of patternVariants(pattern)) {
    const splat = variant[variant.length - 1] === "*";
    const fixed = splat ? variant.slice(0, -1) : variant;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const out: string[] = [];
    let fits = true;
    for (let i = 0; i < fixed.length && fits; i++) {
      const part = fixed[i]!;
      if (part.startsWith(":")) out.push(segments[i]!);
      else if (same(part, segments[i]!)) out.push(part);
      else fits = false;
    }
    if (!fits) continue;
    if (splat) out.push(...segments.slice(fixed.length));
    return out;
  }
  return null;
}

export type CanonicalPath = { ok: true; path: string } | { ok: false };

/**
 * The canonical form of `appPath` (a path under the base path, as received: still percent-encoded)
 * for the routes of `build`. `{ ok: false }`: the path cannot be decoded.
 */
export function canonicalAppPath(routes: ServerBuild["routes"], appPath: string): CanonicalPath {
  const segments = decodedSegments(appPath);
  if (!segments) return { ok: false };
  const normalised = `/${segments.map(encodePathSegment).join("/")}`;
  const matches = matchAppRoutes(routes, normalised);
  if (!matches) return { ok: true, path: normalised };
  const pattern = matches.flatMap((route) => (route.path ? route.path.split("/").filter(Boolean) : []));
  const caseSensitive = matches.some((route) => route.caseSensitive);
  const spelt = spellAs(pattern, segments, caseSensitive);
  return { ok: true, path: spelt ? `/${spelt.map(encodePathSegment).join("/")}` : normalised };
}

const DATA_SUFFIX = ".data";
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Express middleware, before the page cache and React Router: a GET or HEAD of a non-canonical page
 * is redirected (301) to the canonical one, query kept; a client data request (`.data`) or a form
 * post to a non-canonical path is a 404 (the app itself only ever asks for canonical ones); a path
 * that cannot be decoded is a 400. Paths outside the base path are left to what follows.
 */
export function canonicalPaths(options: { base: string; build: () => Promise<ServerBuild> }): RequestHandler {
  const { base } = options;
  return (req, res, next) => {
    const [rawPath = "/", query] = splitQuery(req.originalUrl);
    // "/acme" is the base path without its slash: the home page's canonical form is "/acme/".
    const underBase = rawPath.startsWith(base) || `${rawPath}/` === base;
    if (!underBase) return next();
    let appPath = `/${rawPath.slice(base.length)}`;
    const isData = appPath.endsWith(DATA_SUFFIX);
    if (isData) {
      if (appPath === `/_root${DATA_SUFFIX}`) return next();
      appPath = appPath.slice(0, -DATA_SUFFIX.length);
    }
    options.build().then((build) => {
      const canonical = canonicalAppPath(build.routes, appPath);
      if (!canonical.ok) {
        res.status(400).type("text/plain").send("Bad Request");
        return;
      }
      const wanted = `${base}${canonical.path.slice(1)}${isData ? DATA_SUFFIX : ""}`;
      if (wanted === rawPath) return next();
      if (isData || !SAFE_METHODS.has(req.method)) {
        res.status(404).type("text/plain").send("Not Found");
        return;
      }
      res.redirect(301, `${wanted}${query === undefined ? "" : `?${query}`}`);
    }, next);
  };
}

function splitQuery(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
