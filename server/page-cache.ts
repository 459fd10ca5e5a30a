import type { IncomingMessage, ServerResponse } from "node:http";

import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";

import { SESSION_COOKIE } from "~/features/account/session-cookie.server";
import { TOAST_COOKIE } from "~/features/toast/toast.server";
import { translatedLocales } from "~/utils/locale";
import { requestIdFrom } from "~/utils/logger.server";

import type { PageKeys } from "./page-cache-key";
import {
  brotliQualityFor,
  buildCachedPage,
  type CachedPage,
  type Encoding,
  hashOwnScripts,
  matchesIfNoneMatch,
  type PageCache,
  pickEncoding,
  PUBLIC_CACHE_CONTROL,
  RENDER_NONCE,
  variantEtag,
} from "./page-cache-store";
import { countResponse, type PageViewCounter, viewCandidate } from "./page-views";
import { routerRequestHandler } from "./react-router-handler";
import type { RenderQueue } from "./render-queue";
import { elapsedMs, pathOf, type RequestLogWriter } from "./request-log";
import type { SecurityPolicy } from "./security-headers";

/** Cookies that make a public page personal: a signed-in admin, a pending flash toast. */
const PERSONAL_COOKIES = [SESSION_COOKIE, TOAST_COOKIE];

/** Response headers that describe one transfer rather than the page, so they are not stored. */
const TRANSFER_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "cache-control",
  "vary",
]);

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)\b/i;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** What a visitor turned away by a full render queue is told to wait before trying again. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

type LoadContextFor = (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;

function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => PERSONAL_COOKIES.includes(part.split("=")[0]!.trim()));
}

/** Sets Cache-Control just before the headers go out, unless the route set its own. */
export function defaultCacheControl(res: ExpressResponse, value: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.getHeader("Cache-Control")) this.setHeader("Cache-Control", value);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * Is `path` the admin area (its pages, its actions or their `.data` requests)? Compared without regard
 * to case, as React Router matches: /ADMIN/LOGIN is the admin too (and is redirected to /admin/login).
 * A language's /bn/admin is the admin too: the live preview renders its Bengali page there (decision 175).
 */
export function isAdminPath(path: string, base: string): boolean {
  const lower = path.toLowerCase();
  return ["", ...translatedLocales.map((locale) => `${locale}/`)].some((prefix) => {
    const admin = `${base}${prefix}admin`.toLowerCase();
    return lower === admin || lower.startsWith(`${admin}/`) || lower.startsWith(`${admin}.`);
  });
}

/** A live preview (decision 175): an admin POST that renders a page and stores nothing, so clears no cache. */
export function isLivePreviewPath(path: string, base: string): boolean {
  return isAdminPath(path, base) && /\/admin\/preview\/[^/]+(\.data)?$/i.test(path);
}

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === "if-none-match" || key === "if-modified-since") continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

type Rendered = {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  /** The route's own Cache-Control, kept for a response that is not stored. */
  cacheControl: string;
  body: Buffer;
  scriptHashes: string[];
  cacheable: boolean;
};

/** A stored page's response headers, as a flat name/value list (what `writeHead` takes). */
type HeaderList = string[];

/**
 * The headers a stored page is sent with, per encoding and for a 304, built once per page: a hit is
 * the busiest path of the site and should cost a lookup and a write. Both the fast path and the
 * Express path send exactly these, so a page's headers do not depend on which one answered.
 */
function pageHeaderLists(policy: SecurityPolicy) {
  const lists = new WeakMap<CachedPage, Map<string, HeaderList>>();
  return (page: CachedPage, encoding: Encoding, notModified: boolean): HeaderList => {
    let perPage = lists.get(page);
    if (!perPage) lists.set(page, (perPage = new Map()));
    const key = notModified ? `${encoding} 304` : encoding;
    let list = perPage.get(key);
    if (!list) {
      list = page.headers.flat();
      list.push(
        "Content-Security-Policy",
        policy.csp(page.scriptHashes),
        "Cache-Control",
        PUBLIC_CACHE_CONTROL,
        "Vary",
        "Accept-Encoding",
        "ETag",
        variantEtag(page, encoding),
      );
      if (!notModified) {
        if (encoding !== "identity") list.push("Content-Encoding", encoding);
        list.push("Content-Length", String(page.body[encoding].length));
      }
      perPage.set(key, list);
    }
    return list;
  };
}

/**
 * Serves public GET/HEAD pages from the page cache, rendering a miss through React Router's fetch
 * handler with RENDER_NONCE so the stored HTML holds no per-visitor value. Requests with personal
 * cookies and admin paths pass straight on to the regular handler.
 *
 * `serveHit` answers a hit on the bare node:http request, ahead of Express: it does what the
 * middleware chain would (request id and log line, security headers, page-view count) with the
 * per-page work done once. `renderMiss` sits just before React Router.
 */
export function publicPageCache(options: {
  cache: PageCache;
  base: string;
  /** The configured origin: a render's URL, never the request's Host (see site-hosts.ts). */
  origin: string;
  /** Whether a request was addressed to this site; others never read or fill the cache. */
  isSiteHost: (req: IncomingMessage) => boolean;
  policy: SecurityPolicy;
  build: () => Promise<ServerBuild>;
  loadContext: LoadContextFor;
  logRequest: RequestLogWriter;
  pageViews: PageViewCounter;
  /** Which entry a URL is (and the URL its page is rendered from). */
  keys: PageKeys;
  /** Bounds the renders in flight, cached or not. */
  queue: RenderQueue;
  /** React Router's route manifest endpoint (`/__manifest` under the base path). */
  manifestPath: string;
}): {
  serveHit: (req: IncomingMessage, res: ServerResponse) => boolean;
  renderMiss: RequestHandler;
  renderGate: RequestHandler;
} {
  const { cache, base, policy, keys, queue } = options;
  const handle = routerRequestHandler(options.build, process.env.NODE_ENV);
  const inflight = new Map<string, Promise<{ rendered: Rendered; page?: CachedPage }>>();
  const headerList = pageHeaderLists(policy);
  const commonHeaders = policy.headers.flat();

  /** Renders `pageUrl` (the page's cache key, not the request's own URL); `status` is the one a stored page has. */
  async function render(req: ExpressRequest, res: ExpressResponse, pageUrl: string, status = 200): Promise<Rendered> {
    // Joined, not resolved: a path such as "//host/x" must stay a path.
    const url = new URL(`${options.origin}${pageUrl}`);
    const request = new Request(url, { method: "GET", headers: fetchHeaders(req) });
    const response = await handle(request, { ...options.loadContext(req, res), cspNonce: RENDER_NONCE });
    let body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    let scriptHashes: string[] = [];
    if (/^text\/html\b/i.test(contentType)) {
      const prepared = hashOwnScripts(body.toString("utf8"));
      body = Buffer.from(prepared.html, "utf8");
      scriptHashes = prepared.scriptHashes;
    }
    const setCookies = response.headers.getSetCookie();
    const cacheControl = response.headers.get("cache-control") ?? "";
    const headers = [...response.headers.entries()].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
    return {
      status: response.status,
      headers,
      setCookies,
      cacheControl,
      body,
      scriptHashes,
      cacheable:
        response.status === status &&
        CACHEABLE_TYPES.test(contentType) &&
        setCookies.length === 0 &&
        !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
        body.length <= MAX_PAGE_BYTES,
    };
  }

  function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
    const encoding = pickEncoding(req.get("accept-encoding"));
    const notModified = page.status === 200 && matchesIfNoneMatch(req.get("if-none-match"), page);
    const list = headerList(page, encoding, notModified);
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
    if (notModified) {
      res.status(304).end();
      return;
    }
    res.status(page.status).end(req.method === "HEAD" ? undefined : page.body[encoding]);
  }

  function sendBusy(res: ExpressResponse) {
    res.setHeader("Retry-After", String(RENDER_RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    res.status(503).type("text/plain").send("The site is busy: please try again in a moment.");
  }

  function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered) {
    for (const [name, value] of rendered.headers) res.append(name, value);
    for (const cookie of rendered.setCookies) res.append("Set-Cookie", cookie);
    // The render's nonce was taken out of the HTML: its own inline scripts run by hash instead.
    if (res.getHeader("Content-Security-Policy"))
      res.setHeader("Content-Security-Policy", policy.csp(rendered.scriptHashes));
    if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", rendered.cacheControl || "no-cache");
    res.status(rendered.status).end(req.method === "HEAD" ? undefined : rendered.body);
  }

  // Uploaded files answer conditional requests and cache themselves (immutable, by id); React Router's route
  // manifest endpoint (lazy route discovery) reads its own parameters and is no page.
  const isMedia = (req: ExpressRequest) => req.path.startsWith(`${base}media/`) || req.path === options.manifestPath;

  const serveHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if (
      (method !== "GET" && method !== "HEAD") ||
      !cache.enabled ||
      hasPersonalCookie(req.headers.cookie) ||
      !options.isSiteHost(req)
    ) {
      return false;
    }
    // Only pages renderMiss judged public are stored, so a hit needs no further path checks. A cached 404
    // is found by renderMiss only, after the static files and the canonical-path redirects have had their say.
    const page = cache.get(keys.keyOf(req.url ?? "/"));
    if (!page || page.status !== 200) return false;
    const started = process.hrtime.bigint();
    const reqId = requestIdFrom(req.headers["x-request-id"]);
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const notModified = matchesIfNoneMatch(req.headers["if-none-match"], page);
    const status = notModified ? 304 : 200;
    res.writeHead(status, ["X-Request-Id", reqId, ...commonHeaders, ...headerList(page, encoding, notModified)]);
    res.end(notModified || method === "HEAD" ? undefined : page.body[encoding]);
    const path = pathOf(req.url);
    const candidate = viewCandidate(req, path, status, page.contentType);
    countResponse(options.pageViews, candidate, base);
    options.logRequest({ reqId, method, path, status, durationMs: elapsedMs(started), cache: "hit" });
    return true;
  };
  /** Just before React Router: renders a miss (once, however many ask at the same moment) and stores it. */
  const renderMiss: RequestHandler = (req, res, next) => {
    if (
      !cache.enabled ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      isAdminPath(req.path, base) ||
      isMedia(req)
    )
      return next();
    if (hasPersonalCookie(req.headers.cookie) || !options.isSiteHost(req)) {
      // Rendered for this visitor only (or for a Host that is not this site's): a CDN in front must not keep it.
      defaultCacheControl(res, "private, no-store");
      return next();
    }
    const notFound = keys.notFound(req.originalUrl);
    const key = notFound?.key ?? keys.keyOf(req.originalUrl);
    const hit = cache.get(key);
    if (hit) {
      res.locals.pageCache = "hit";
      return sendPage(req, res, hit);
    }
    res.locals.pageCache = "miss";
    const generation = cache.generation;
    // Concurrent misses for one page share a single render (and a single compression), in the render queue.
    let pending = inflight.get(key);
    const leader = !pending;
    if (!pending) {
      pending = queue.run(() =>
        render(req, res, notFound?.renderUrl ?? key, notFound ? 404 : 200).then(async (rendered) => ({
          rendered,
          page: rendered.cacheable
            ? await buildCachedPage({ ...rendered, brotliQuality: brotliQualityFor(key) })
            : undefined,
        })),
      );
      if (!pending) return sendBusy(res);
      inflight.set(key, pending);
      const forget = () => inflight.delete(key);
      pending.then(forget, forget);
    }
    pending
      .then(async ({ rendered, page }) => {
        if (page) {
          if (leader) cache.set(key, page, generation);
          return sendPage(req, res, page);
        }
        if (leader) return sendRendered(req, res, rendered);
        // Not shareable (another status, a cookie, a private page): a follower renders its own.
        const own = queue.run(() => render(req, res, notFound?.renderUrl ?? key));
        if (!own) return sendBusy(res);
        sendRendered(req, res, await own);
      })
      .catch(next);
  };

  /**
   * Just before React Router, for the public renders renderMiss passed on (the cache off, a signed-in
   * visitor, a Host that is not the site's): each waits for its turn in the render queue, or gets 503.
   */
  const renderGate: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isAdminPath(req.path, base) || isMedia(req)) return next();
    const slot = queue.enter();
    if (!slot) return sendBusy(res);
    let release: (() => void) | undefined;
    let closed = false;
    res.on("close", () => {
      closed = true;
      slot.cancel();
      release?.();
    });
    void slot.ready.then((releaseSlot) => {
      if (closed) return releaseSlot();
      release = releaseSlot;
      next();
    });
  };

  return { serveHit, renderMiss, renderGate };
}
