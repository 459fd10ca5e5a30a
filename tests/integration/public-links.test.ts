import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publicPagePaths } from "~/utils/sitemap";

import { startServer, type TestServer } from "../support/server";

// A crawl of every public page a visitor can reach on a fresh start (the demo content): no link may point
// to a placeholder (example.com and friends, a made-up profile), and every internal link must answer 200.

const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|[^.]+\.(test|example|invalid|localhost)|localhost)$/i;
const PROFILE_HOSTS =
  /(^|\.)(linkedin\.com|twitter\.com|x\.com|facebook\.com|github\.com|instagram\.com|youtube\.com)$/i;

/** Why `href` (already absolute, or mailto:/tel:) is a placeholder, or null when it is not one. */
export function placeholderReason(href: string): string | null {
  if (href.startsWith("mailto:")) {
    const domain = href.slice("mailto:".length).split("?")[0]!.split("@")[1] ?? "";
    return PLACEHOLDER_HOST.test(domain) ? `e-mail address at the placeholder domain ${domain}` : null;
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "not a valid address";
  }
  if (PLACEHOLDER_HOST.test(url.hostname)) return `placeholder host ${url.hostname}`;
  // Made-up profiles were marked as such ("…-example", "…_example") rather than pointing at real people.
  if (PROFILE_HOSTS.test(url.hostname) && /example|placeholder|your[-_]?(name|handle|company)/i.test(url.pathname)) {
    return `made-up profile ${url.href}`;
  }
  return null;
}

function anchors(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'"),
  );
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("links on the public pages", () => {
  it("recognises placeholder hosts and made-up profiles, and not real addresses", () => {
    expect(placeholderReason("https://example.com/case-studies/logistics-tracking-platform")).toMatch(
      /placeholder host/,
    );
    expect(placeholderReason("https://shop.example.org/")).toMatch(/placeholder host/);
    expect(placeholderReason("mailto:someone@example.net")).toMatch(/placeholder domain/);
    expect(placeholderReason("https://www.linkedin.com/in/tanvir-rahman-example")).toMatch(/made-up profile/);
    expect(placeholderReason("https://twitter.com/tanvir_example")).toMatch(/made-up profile/);
    expect(placeholderReason("https://www.linkedin.com/in/tanvir-rahman")).toBeNull();
    expect(placeholderReason("https://notexample.com/")).toBeNull();
    expect(placeholderReason("mailto:info@codexatech.com")).toBeNull();
  });

  it("has no link to a placeholder, and every internal link answers 200", { timeout: 180_000 }, async () => {
    const origin = new URL(server.url).origin;
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const queue = [...new Set<string>([...publicPagePaths, ...sitemapPaths])];
    const status = new Map<string, number>();
    const problems: string[] = [];
    const linkedFrom = new Map<string, string>();

    while (queue.length > 0) {
      const path = queue.shift()!;
      if (status.has(path)) continue;
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      status.set(path, response.status);
      if (response.status !== 200) {
        problems.push(`${path} (linked from ${linkedFrom.get(path) ?? "the sitemap"}) answers ${response.status}`);
        await response.body?.cancel();
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
        await response.body?.cancel();
        continue;
      }
      for (const href of anchors(await response.text())) {
        if (href === "" || href.startsWith("#") || href.startsWith("tel:")) continue;
        if (href.startsWith("mailto:")) {
          const reason = placeholderReason(href);
          if (reason) problems.push(`${path} links to ${href}: ${reason}`);
          continue;
        }
        const url = new URL(href, `${origin}${path}`);
        if (url.origin === origin) {
          const target = url.pathname + url.search;
          if (!status.has(target) && !queue.includes(target)) {
            queue.push(target);
            linkedFrom.set(target, path);
          }
          continue;
        }
        const reason = placeholderReason(url.href);
        if (reason) problems.push(`${path} links to ${url.href}: ${reason}`);
      }
      expect(status.size, "the crawl stays within the site's pages").toBeLessThan(300);
    }

    expect(problems).toEqual([]);
    // The crawl reached every kind of page: the case studies and articles as well as the menu's pages.
    const crawled = [...status.keys()];
    expect(crawled.filter((path) => path.startsWith("/portfolio/"))).toHaveLength(6);
    expect(crawled.filter((path) => path.startsWith("/blog/") && !path.endsWith(".xml")).length).toBeGreaterThanOrEqual(
      6,
    );
    expect(crawled).toEqual(expect.arrayContaining(["/privacy", "/terms", "/team", "/shop", "/contact"]));
  });

  it("lists every case study the portfolio links to in the sitemap, with its lastmod", async () => {
    const linked = new Set(
      anchors(await (await fetch(`${server.url}/portfolio`)).text()).filter((href) =>
        /^\/portfolio\/[a-z0-9-]+$/.test(href),
      ),
    );
    expect(linked.size).toBe(6);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)]
      .map((match) => ({ path: new URL(match[1]!).pathname, lastmod: match[2]! }))
      .filter((entry) => entry.path.startsWith("/portfolio/"));
    expect(listed.map((entry) => entry.path).sort()).toEqual([...linked].sort());
    for (const entry of listed) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});
