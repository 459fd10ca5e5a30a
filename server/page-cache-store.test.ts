import { createHash } from "node:crypto";
import zlib from "node:zlib";

import { describe, expect, test } from "vitest";

import {
  brotliQualityFor,
  buildCachedPage,
  ByteLru,
  hashOwnScripts,
  matchesIfNoneMatch,
  PageCache,
  pickEncoding,
  variantEtag,
} from "./page-cache-store";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

async function page(text = "<p>hi</p>") {
  return buildCachedPage({ body: Buffer.from(text), headers: [["content-type", "text/html"]], scriptHashes: [] });
}

describe("hashOwnScripts", () => {
  test("hashes the inline scripts that carry the render nonce and removes the nonce everywhere", () => {
    const html =
      '<link nonce="N1" rel="modulepreload" href="/a.js"/><script nonce="N1">window.a = "é";</script>' +
      '<script nonce="N1" type="module" async="">import "/a.js";</script><script nonce="N1" src="/b.js"></script>';
    const { html: out, scriptHashes } = hashOwnScripts(html, "N1");
    expect(out).not.toContain("N1");
    expect(scriptHashes).toEqual([sha('window.a = "é";'), sha('import "/a.js";')]);
  });

  test("an injected script without the nonce is not hashed, so the CSP keeps blocking it", () => {
    const { scriptHashes } = hashOwnScripts('<script nonce="N1">ok()</script><p><script>evil()</script></p>', "N1");
    expect(scriptHashes).toEqual([sha("ok()")]);
  });
});

test.each([
  [undefined, "identity"],
  ["", "identity"],
  ["gzip, deflate, br", "br"],
  ["gzip, deflate", "gzip"],
  ["br;q=0, gzip", "gzip"],
  ["*", "br"],
  ["*;q=0, identity", "identity"],
  ["deflate", "identity"],
  ["GZIP;q=0.5", "gzip"],
] as const)("pickEncoding(%j) → %s", (header, expected) => {
  expect(pickEncoding(header)).toBe(expected);
});

test("buildCachedPage stores brotli and gzip variants that decode to the page, with a strong ETag", async () => {
  const text = "<html>" + "hello world ".repeat(500) + "</html>";
  const cached = await page(text);
  expect(zlib.brotliDecompressSync(cached.body.br).toString()).toBe(text);
  expect(zlib.gunzipSync(cached.body.gzip).toString()).toBe(text);
  expect(cached.body.br.length).toBeLessThan(text.length / 10);
  expect(cached.etag).toMatch(/^"[\w-]+"$/);
  expect(variantEtag(cached, "br")).not.toBe(variantEtag(cached, "gzip"));
  expect(matchesIfNoneMatch(variantEtag(cached, "br"), cached)).toBe(true);
  expect(matchesIfNoneMatch(`"other", W/${cached.etag}`, cached)).toBe(true);
  expect(matchesIfNoneMatch('"other"', cached)).toBe(false);
  expect(matchesIfNoneMatch(undefined, cached)).toBe(false);
});

test("a page at a URL with a query string is compressed cheaply; the site's own paths get brotli's best", async () => {
  expect(brotliQualityFor("/about")).toBe(11);
  expect(brotliQualityFor("/shop?q=x")).toBe(5);
  const text = `<html>${Array.from({ length: 4000 }, (_, i) => `<p class="c${i % 37}">item ${(i * 7919) % 1000}</p>`).join("")}</html>`;
  const cheap = await buildCachedPage({
    body: Buffer.from(text),
    headers: [],
    scriptHashes: [],
    brotliQuality: brotliQualityFor("/?x=1"),
  });
  const best = await buildCachedPage({
    body: Buffer.from(text),
    headers: [],
    scriptHashes: [],
    brotliQuality: brotliQualityFor("/"),
  });
  expect(zlib.brotliDecompressSync(cheap.body.br).toString()).toBe(text);
  expect(best.body.br.length).toBeLessThan(cheap.body.br.length);
});

describe("ByteLru", () => {
  const item = (bytes: number) => ({ bytes });

  test("evicts the least recently used entries to stay within its byte budget", () => {
    const lru = new ByteLru(100, 10);
    lru.set("a", item(40));
    lru.set("b", item(40));
    lru.get("a");
    lru.set("c", item(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  test("caps the number of entries and refuses an entry larger than the budget", () => {
    const lru = new ByteLru(1000, 2);
    lru.set("a", item(1));
    lru.set("b", item(1));
    lru.set("c", item(1));
    expect(lru.size).toBe(2);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.set("huge", item(1001))).toBe(false);
    expect(lru.size).toBe(2);
  });
});

describe("PageCache", () => {
  test("an invalidation clears every page and stops a render begun before it from being stored", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const heard: string[] = [];
    cache.onInvalidate(() => heard.push("local"));
    const generation = cache.generation;
    expect(cache.set("/", await page(), generation)).toBe(true);
    const staleRender = cache.generation;
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.set("/about", await page(), staleRender)).toBe(false);
    cache.clear({ silent: true });
    expect(heard).toEqual(["local"]);
  });

  test("pages expire after the TTL", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 1_000 });
    const cached = await page();
    cache.set("/", cached, cache.generation);
    expect(cache.get("/", cached.storedAt + 999)).toBe(cached);
    expect(cache.get("/", cached.storedAt + 1_001)).toBeUndefined();
  });

  test("endless query strings only churn their own small budget, never the plain pages", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    cache.set("/", await page(), cache.generation);
    const shared = await page();
    for (let i = 0; i < 1_000; i++) cache.set(`/shop?q=${i}`, shared, cache.generation);
    expect(cache.get("/")).toBeDefined();
    expect(cache.stats.entries).toBeLessThanOrEqual(501);
  });

  test("a cache of size 0 is off", async () => {
    const cache = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    expect(cache.enabled).toBe(false);
    expect(cache.set("/", await page(), cache.generation)).toBe(false);
  });
});
