import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import {
  PUBLIC_CACHE_CONTROL,
  RENDER_NONCE,
  buildCachedPage,
  cspWithScriptHashes,
  hashOwnScripts,
  matchesIfNoneMatch,
  pickEncoding,
  variantEtag,
  type CachedPage,
  type PageCache,
} from "~/utils/page-cache.server";

/** Cookies that make a public page personal: a signed-in admin, a pending flash toast. */
export const PERSONAL_COOKIES = ["admin_session", "flash_toast"];

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

/** Is `path` the admin area (its pages, its actions or their `.data` requests)? */
export function isAdminPath(path: string, base: string): boolean {
  const admin = `${base}admin`;
  return path === admin || path.startsWith(`${admin}/`) || path.startsWith(`${admin}.`);
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

/**
 * Serves public GET/HEAD pages from the page cache, rendering a miss through React Router's fetch
 * handler with RENDER_NONCE so the stored HTML holds no per-visitor value. Requests with personal
 * cookies and admin paths pass straight on to the regular handler.
 */
export function publicPageCache(options: {
  cache: PageCache;
  base: string;
  build: () => Promise<ServerBuild>;
  loadContext: LoadContextFor;
}): { serveHit: RequestHandler; renderMiss: RequestHandler } {
  const { cache, base } = options;
  const handle = createRequestHandler(options.build, process.env.NODE_ENV);
  const inflight = new Map<string, Promise<{ rendered: Rendered; page?: CachedPage }>>();

  async function render(req: ExpressRequest, res: ExpressResponse): Promise<Rendered> {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
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
        response.status === 200 &&
        CACHEABLE_TYPES.test(contentType) &&
        setCookies.length === 0 &&
        !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
        body.length <= MAX_PAGE_BYTES,
    };
  }

  function setCsp(res: ExpressResponse, scriptHashes: string[]) {
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") res.setHeader("Content-Security-Policy", cspWithScriptHashes(csp, scriptHashes));
  }

  function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    setCsp(res, page.scriptHashes);
    res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.get("accept-encoding"));
    res.setHeader("ETag", variantEtag(page, encoding));
    if (matchesIfNoneMatch(req.get("if-none-match"), page)) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", page.body[encoding].length);
    res.status(200).end(req.method === "HEAD" ? undefined : page.body[encoding]);
  }

  function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered) {
    for (const [name, value] of rendered.headers) res.append(name, value);
    for (const cookie of rendered.setCookies) res.append("Set-Cookie", cookie);
    setCsp(res, rendered.scriptHashes);
    if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", rendered.cacheControl || "no-cache");
    res.status(rendered.status).end(req.method === "HEAD" ? undefined : rendered.body);
  }

  // Uploaded files answer conditional requests and cache themselves (immutable, by id).
  const isMedia = (req: ExpressRequest) => req.path.startsWith(`${base}media/`);
  const cacheable = (req: ExpressRequest) =>
    cache.enabled &&
    (req.method === "GET" || req.method === "HEAD") &&
    !isAdminPath(req.path, base) &&
    !isMedia(req) &&
    !hasPersonalCookie(req.headers.cookie);

  /** Early in the chain, before static files and the like: a hit costs a map lookup and one write. */
  const serveHit: RequestHandler = (req, res, next) => {
    if (!cacheable(req)) return next();
    const hit = cache.get(req.originalUrl);
    if (!hit) return next();
    res.locals.pageCache = "hit";
    sendPage(req, res, hit);
  };

  /** Just before React Router: renders a miss (once, however many ask at the same moment) and stores it. */
  const renderMiss: RequestHandler = (req, res, next) => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD") || isAdminPath(req.path, base) || isMedia(req)) return next();
    if (hasPersonalCookie(req.headers.cookie)) {
      // Rendered for this visitor only: a CDN in front must not keep it.
      defaultCacheControl(res, "private, no-store");
      return next();
    }
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) {
      res.locals.pageCache = "hit";
      return sendPage(req, res, hit);
    }
    res.locals.pageCache = "miss";
    const generation = cache.generation;
    // Concurrent misses for one page share a single render (and a single compression).
    let pending = inflight.get(key);
    const leader = !pending;
    if (!pending) {
      pending = render(req, res).then(async (rendered) => ({
        rendered,
        page: rendered.cacheable ? await buildCachedPage(rendered) : undefined,
      }));
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
        // Not shareable (another status, a cookie, a private page): a follower renders its own.
        sendRendered(req, res, leader ? rendered : await render(req, res));
      })
      .catch(next);
  };

  return { serveHit, renderMiss };
}
