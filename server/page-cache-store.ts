import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * The rendered public pages, kept in memory with their compressed variants so a hit costs a map
 * lookup and a socket write. Staff edits clear it (every successful admin write, server/app.ts); with
 * PostgreSQL the other instances hear about it through LISTEN/NOTIFY (server/content-sync.ts).
 * See docs/decisions/060-public-page-cache.md.
 */

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  /** 200, or 404 for a locale's one "page not found" (server/page-cache-key.ts). */
  status: number;
  /** Response headers to replay (content type and the like); never Set-Cookie. */
  headers: [string, string][];
  contentType: string;
  body: Record<Encoding, Buffer>;
  /** Strong validator of the identity body; the compressed variants add a suffix. */
  etag: string;
  /** CSP source expressions ('sha256-…') for the page's own inline scripts; empty for non-HTML. */
  scriptHashes: string[];
  bytes: number;
  storedAt: number;
};

/** Browsers revalidate every time (cheap: ETag → 304); a CDN may serve a page 60 s, then stale while it refetches. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A size- and count-bounded least-recently-used map. */
export class ByteLru<V extends { bytes: number }> {
  #map = new Map<string, V>();
  #bytes = 0;
  constructor(
    readonly maxBytes: number,
    readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.#map.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.maxBytes || this.maxEntries < 1) return false;
    this.#map.set(key, value);
    this.#bytes += value.bytes;
    for (const [oldest, old] of this.#map) {
      if (this.#bytes <= this.maxBytes && this.#map.size <= this.maxEntries) break;
      this.#map.delete(oldest);
      this.#bytes -= old.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const value = this.#map.get(key);
    if (value === undefined) return;
    this.#map.delete(key);
    this.#bytes -= value.bytes;
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}

export type PageCacheOptions = {
  maxBytes: number;
  ttlMs: number;
  /** Entries without a query string (pages, their `.data`, a 404 per locale): the site has a few hundred. */
  maxPages?: number;
  /** Entries with one: only pages that take parameters (shop search and filters) have any (decision 160). */
  maxQueryPages?: number;
};

/**
 * Pages without a query string and pages with one live in separate LRUs, so a visitor (or an attacker)
 * trying endless `?q=1`, `?q=2`… on a page that takes a parameter can only churn the small query budget,
 * never evict the site's real pages. Both are bounded in bytes and in entries.
 */
export class PageCache {
  #plain: ByteLru<CachedPage>;
  #query: ByteLru<CachedPage>;
  #generation = 0;
  #listeners = new Set<() => void>();

  constructor(readonly options: PageCacheOptions) {
    this.#plain = new ByteLru(Math.floor(options.maxBytes * 0.8), options.maxPages ?? 2_000);
    this.#query = new ByteLru(Math.floor(options.maxBytes * 0.2), options.maxQueryPages ?? 500);
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** Bumped by every invalidation; a render that started before one must not be stored. */
  get generation(): number {
    return this.#generation;
  }

  get stats() {
    return { entries: this.#plain.size + this.#query.size, bytes: this.#plain.bytes + this.#query.bytes };
  }

  #lru(key: string): ByteLru<CachedPage> {
    return key.includes("?") ? this.#query : this.#plain;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const lru = this.#lru(key);
    const page = lru.get(key);
    if (page && now - page.storedAt > this.options.ttlMs) {
      lru.delete(key);
      return undefined;
    }
    return page;
  }

  /** Stores `page` unless an invalidation happened since `generation` was read. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation) return false;
    return this.#lru(key).set(key, page);
  }

  /** Drops every page. `silent` skips the listeners (for an invalidation that came from another instance). */
  clear(options: { silent?: boolean } = {}): void {
    this.#generation++;
    this.#plain.clear();
    this.#query.clear();
    if (options.silent) return;
    for (const listener of this.#listeners) listener();
  }

  /** Called after each local invalidation (to tell the other instances). */
  onInvalidate(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/**
 * A value no visitor can guess, used as the CSP nonce while rendering a page for the cache. It never
 * appears in a Content-Security-Policy: it marks which inline scripts are the page's own, so only
 * those are hashed into the policy (an injected script lacks it and stays blocked).
 */
export const RENDER_NONCE = randomBytes(18).toString("hex");

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Removes RENDER_NONCE from the HTML and returns the CSP hashes of the inline scripts that carried it. */
export function hashOwnScripts(html: string, nonce = RENDER_NONCE): { html: string; scriptHashes: string[] } {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = "", content = ""] = match;
    if (!attributes.includes(marker) || /\ssrc\s*=/i.test(attributes) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return { html: html.split(marker).join(""), scriptHashes: [...hashes] };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality by kind of URL. A plain path is one of the site's few pages, compressed once per content
 * change, so it gets the smallest output (11). A URL with a query string may be one of endless variants a
 * crawler invents, each compressed once and maybe never asked again: quality 5 costs ~1/50 of the CPU of
 * 11 for ~10 % more bytes (decision 121).
 */
export function brotliQualityFor(key: string): number {
  return key.includes("?") ? 5 : 11;
}

export async function buildCachedPage(options: {
  status?: number;
  body: Buffer;
  headers: [string, string][];
  scriptHashes: string[];
  brotliQuality?: number;
}): Promise<CachedPage> {
  const { body } = options;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return {
    status: options.status ?? 200,
    headers: options.headers,
    contentType: options.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "",
    body: { identity: body, br, gzip: gz },
    etag,
    scriptHashes: options.scriptHashes,
    bytes: body.length + br.length + gz.length + 512,
    storedAt: Date.now(),
  };
}

export function variantEtag(page: CachedPage, encoding: Encoding): string {
  return encoding === "identity" ? page.etag : `${page.etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
}

/** The best encoding the client accepts: brotli, then gzip, then none (q-values honoured, `*` understood). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match against any variant of the page (weak comparison, as RFC 9110 asks for this header). */
export function matchesIfNoneMatch(header: string | undefined, page: CachedPage): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const own = new Set((["identity", "br", "gzip"] as const).map((encoding) => variantEtag(page, encoding)));
  return header.split(",").some((tag) => own.has(tag.trim().replace(/^W\//, "")));
}
