import type { IncomingMessage } from "node:http";

import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";

import type { Db } from "~/db/client.server";
import { addPageViews, addReferrerViews } from "~/models/page-views.server";
import { PREFETCHED_VIEW_PATH } from "~/utils/base-path";
import { cleanReferrerHost } from "~/utils/lead-source";

/**
 * Page views per day and path, and per day and referring host, counted in memory and written in batches:
 * one upsert per table per flush whatever the traffic, so counting adds no database work to a request.
 * Nothing about the visitor is kept (no cookie, no IP address, no user agent). See
 * docs/decisions/040-page-view-counting.md and 108-referring-hosts.md.
 */
export type PageViewCounter = {
  /** A view of `path`; `referrer` (the Referer of a document load) adds one to its host unless it is this site. */
  record(path: string, at?: Date, referrer?: string | null): void;
  /** Writes what is buffered; resolves when it is stored. Safe to call at any time. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (server shutdown). */
  close(): Promise<void>;
  /** Upserts issued so far (for tests and monitoring). */
  writes(): number;
  /** A Speculation Rules prefetch of `path`: not a view until the page is shown (decision 167). */
  notePrefetch(path: string): void;
  /** The page a prefetch fetched was shown: one view, if such a prefetch is held; says whether it counted. */
  recordPrefetchedView(path: string): boolean;
};

export type PageViewCounterOptions = {
  intervalMs?: number;
  /** Distinct day+path keys held between flushes; beyond it new paths are dropped, not the process. */
  maxKeys?: number;
  log?: (message: string) => void;
  /** How long a prefetch waits for its page to be shown: held for one to two of these. */
  prefetchWindowMs?: number;
  /** This site's host name (the configured origin's, no port): a Referer from it is not a referring site. */
  siteHost?: string;
};

const MAX_PATH_LENGTH = 300;

export function createPageViewCounter(db: Db, options: PageViewCounterOptions = {}): PageViewCounter {
  const maxKeys = options.maxKeys ?? 10_000;
  let buffer = new Map<string, number>();
  let referrers = new Map<string, number>();
  let writes = 0;
  let flushing: Promise<void> = Promise.resolve();
  // Prefetched paths waiting to be shown, in two generations: a prefetch lives one to two windows.
  let prefetched = new Map<string, number>();
  let olderPrefetched = new Map<string, number>();

  const addTo = (map: Map<string, number>, key: string, count: number) => {
    const current = map.get(key);
    if (current !== undefined) map.set(key, current + count);
    else if (map.size < maxKeys) map.set(key, count);
  };

  /** Writes one buffer ("day rest" → count) with one upsert; on failure its counts go back for the next attempt. */
  const writeCounts = async (
    taken: Map<string, number>,
    putBack: (key: string, count: number) => void,
    write: (rows: { day: string; rest: string; count: number }[]) => Promise<void>,
    what: string,
  ) => {
    if (taken.size === 0) return;
    const rows = [...taken].map(([key, count]) => {
      const separator = key.indexOf(" ");
      return { day: key.slice(0, separator), rest: key.slice(separator + 1), count };
    });
    try {
      writes++;
      await write(rows);
    } catch (error) {
      // Keep the counts for the next attempt (a database restart should not lose them).
      for (const [key, count] of taken) putBack(key, count);
      options.log?.(`${what} flush failed: ${(error as Error).message}`);
    }
  };

  const writeBatch = async () => {
    const views = buffer;
    const hosts = referrers;
    buffer = new Map();
    referrers = new Map();
    await writeCounts(
      views,
      (key, count) => addTo(buffer, key, count),
      (rows) =>
        addPageViews(
          db,
          rows.map(({ day, rest, count }) => ({ day, path: rest, count })),
        ),
      "page view",
    );
    await writeCounts(
      hosts,
      (key, count) => addTo(referrers, key, count),
      (rows) =>
        addReferrerViews(
          db,
          rows.map(({ day, rest, count }) => ({ day, host: rest, count })),
        ),
      "referring host",
    );
  };

  // Flushes run one after another, so two never upsert the same rows at once.
  const flush = () => (flushing = flushing.then(writeBatch));

  const timer = setInterval(() => void flush(), options.intervalMs ?? 5_000);
  timer.unref();
  const prefetchTimer = setInterval(
    () => {
      olderPrefetched = prefetched;
      prefetched = new Map();
    },
    options.prefetchWindowMs ?? 5 * 60_000,
  );
  prefetchTimer.unref();
  const takePrefetch = (generation: Map<string, number>, path: string) => {
    const count = generation.get(path);
    if (!count) return false;
    if (count === 1) generation.delete(path);
    else generation.set(path, count - 1);
    return true;
  };

  const record: PageViewCounter["record"] = (path, at = new Date(), referrer = null) => {
    const day = at.toISOString().slice(0, 10);
    addTo(buffer, `${day} ${path.slice(0, MAX_PATH_LENGTH)}`, 1);
    const host = referringHost(referrer, options.siteHost);
    if (host) addTo(referrers, `${day} ${host}`, 1);
  };

  return {
    record,
    flush,
    notePrefetch(path) {
      addTo(prefetched, path.slice(0, MAX_PATH_LENGTH), 1);
    },
    recordPrefetchedView(path) {
      const key = path.slice(0, MAX_PATH_LENGTH);
      if (!takePrefetch(olderPrefetched, key) && !takePrefetch(prefetched, key)) return false;
      record(key);
      return true;
    },
    async close() {
      clearInterval(timer);
      clearInterval(prefetchTimer);
      await flush();
    },
    writes: () => writes,
  };
}

export type ViewCandidate = {
  method: string;
  /** Path as requested, with the site's base path. */
  path: string;
  status: number;
  contentType: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  /** `Sec-Purpose` or `Purpose`: set on link prefetches, which are not views. */
  purpose: string | undefined;
  /** `Sec-Fetch-Dest`: `empty` for a page script's own fetch (the shop's search, decision 163). */
  fetchDest?: string | undefined;
};

/**
 * The site path ("/about") a response counts as a view of, or null. Counted: successful GETs of public
 * pages, both documents (text/html) and React Router's client-side navigations (`/about.data`), except
 * prefetches, revalidations after a form post on the same page and a page script's fetches of its own page
 * (same Referer path), admin pages, and bots.
 */
export function pageViewPath(candidate: ViewCandidate, basePath: string): string | null {
  return isPrefetch(candidate) ? null : publicPagePath(candidate, basePath);
}

/**
 * The site path a Speculation Rules prefetch of a public page fetched, or null. The browser shows such a page
 * without asking again, so it becomes a view only when the page reports being shown (decision 167).
 */
export function prefetchedPagePath(candidate: ViewCandidate, basePath: string): string | null {
  if (!isPrefetch(candidate) || candidate.path.endsWith(".data")) return null;
  return publicPagePath(candidate, basePath);
}

function isPrefetch(candidate: ViewCandidate): boolean {
  return candidate.purpose?.includes("prefetch") ?? false;
}

/** Counts a finished response: a view now, or a prefetch held until its page is shown. */
export function countResponse(counter: PageViewCounter, candidate: ViewCandidate, basePath: string): void {
  const view = pageViewPath(candidate, basePath);
  if (view) return counter.record(view, undefined, viewReferrer(candidate));
  const prefetched = prefetchedPagePath(candidate, basePath);
  if (prefetched) counter.notePrefetch(prefetched);
}

function publicPagePath(candidate: ViewCandidate, basePath: string): string | null {
  if (candidate.method !== "GET" || candidate.status !== 200) return null;
  if (!candidate.path.startsWith(basePath)) return null;
  let path = `/${candidate.path.slice(basePath.length)}`;
  const isData = path.endsWith(".data");
  if (isData) {
    path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  } else if (!candidate.contentType?.startsWith("text/html")) {
    return null;
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === "/admin" || path.startsWith("/admin/")) return null;
  if (!candidate.userAgent || isbot(candidate.userAgent)) return null;
  // A client-side navigation or a page script's fetch of the page it runs on (the shop's search swapping in
  // its results, decision 163) is the same view going on.
  if ((isData || candidate.fetchDest === "empty") && candidate.referer) {
    try {
      const from = new URL(candidate.referer).pathname;
      if (`/${from.slice(basePath.length)}`.replace(/(.)\/$/, "$1") === path) return null;
    } catch {
      // An unreadable Referer: count the view.
    }
  }
  return path;
}

/**
 * The host name a Referer counts for (lower case, no port, path or query), or null: empty, this site,
 * not a URL, or a value the lead-source rules drop (over 200 characters, control characters).
 */
export function referringHost(referrer: string | null | undefined, siteHost: string | undefined): string | null {
  const host = cleanReferrerHost(referrer)?.replace(/:\d+$/, "");
  if (!host || host === siteHost?.toLowerCase()) return null;
  return host;
}

/**
 * The Referer a counted view passes on for the referring-hosts count: a document load's only. A client-side
 * navigation (`.data`) was sent by this site's own page, so it has no referring site.
 */
export function viewReferrer(candidate: ViewCandidate): string | null {
  if (candidate.path.endsWith(".data")) return null;
  return candidate.referer ?? null;
}

/** The view candidate of a response to `req` (an Express request or a bare node:http one). */
export function viewCandidate(
  req: IncomingMessage,
  path: string,
  status: number,
  contentType: string | undefined,
): ViewCandidate {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    method: req.method ?? "GET",
    path,
    status,
    contentType,
    userAgent: header("user-agent"),
    referer: header("referer") ?? header("referrer"),
    purpose: header("sec-purpose") ?? header("purpose"),
    fetchDest: header("sec-fetch-dest"),
  };
}

/** Express middleware: decides once the response is finished, so it never delays one. */
export function countPageViews(counter: PageViewCounter, basePath: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET") {
      res.once("finish", () => {
        const candidate = viewCandidate(req, req.path, res.statusCode, String(res.getHeader("content-type") ?? ""));
        countResponse(counter, candidate, basePath);
      });
    }
    next();
  };
}

/**
 * Express handler for that report, mounted behind the origin check: a page of this site, shown from a
 * prefetch the counter holds, counts once; anything else (a bot, an unknown path, no prefetch held) counts
 * nothing. The answer is always an empty 204, so it tells a caller nothing.
 */
export function countPrefetchedViews(counter: PageViewCounter, basePath: string): RequestHandler {
  const endpoint = `${basePath}${PREFETCHED_VIEW_PATH}`;
  return (req, res, next) => {
    if (req.path !== endpoint) return next();
    if (req.method !== "POST") return res.status(405).setHeader("Allow", "POST").end();
    const shown = typeof req.query.path === "string" ? req.query.path : "";
    // The report's own request is a script's fetch from the page it names (Sec-Fetch-Dest: empty, the page as
    // its Referer): judged as the document it reports, not as that fetch.
    const candidate: ViewCandidate = {
      ...viewCandidate(req, shown, 200, "text/html"),
      method: "GET",
      purpose: undefined,
      fetchDest: undefined,
      referer: undefined,
    };
    const path = publicPagePath(candidate, basePath);
    if (path) counter.recordPrefetchedView(path);
    res.status(204).setHeader("Cache-Control", "no-store").end();
  };
}
