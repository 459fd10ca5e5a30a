import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase } from "~/db/client.server";
import { pageViewReferrers, pageViews } from "~/db/schema";
import { addReferrerViews, topReferringHosts } from "~/models/page-views.server";

import {
  createPageViewCounter,
  pageViewPath,
  prefetchedPagePath,
  referringHost,
  type ViewCandidate,
  viewReferrer,
} from "../../server/page-views";
import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { startServer } from "../support/server";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("which responses are page views", () => {
  const page = (overrides: Partial<ViewCandidate>): ViewCandidate => ({
    method: "GET",
    path: "/about",
    status: 200,
    contentType: "text/html; charset=utf-8",
    userAgent: BROWSER_UA,
    referer: undefined,
    purpose: undefined,
    ...overrides,
  });

  it("counts public HTML pages and client-side navigations, by site path", () => {
    expect(pageViewPath(page({}), "/")).toBe("/about");
    expect(pageViewPath(page({ path: "/" }), "/")).toBe("/");
    expect(pageViewPath(page({ path: "/x/blog/" }), "/x/")).toBe("/blog");
    expect(
      pageViewPath(page({ path: "/services.data", contentType: "text/x-script", referer: "http://h/about" }), "/"),
    ).toBe("/services");
    expect(pageViewPath(page({ path: "/x/_root.data", contentType: "text/x-script" }), "/x/")).toBe("/");
  });

  it("skips bots, admin pages, assets, errors, posts, prefetches and revalidations", () => {
    expect(pageViewPath(page({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "/")).toBeNull();
    expect(pageViewPath(page({ userAgent: undefined }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/admin" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/admin/contact-requests.data", contentType: "text/x-script" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/images/logo.svg", contentType: "image/svg+xml" }), "/")).toBeNull();
    expect(pageViewPath(page({ status: 404 }), "/")).toBeNull();
    expect(pageViewPath(page({ method: "POST" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/team.data", purpose: "prefetch" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/team", purpose: "prefetch" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/contact.data", referer: "http://h/contact" }), "/")).toBeNull();
    // The shop's search fetches its own page from its script (decision 163): the same view going on.
    expect(pageViewPath(page({ path: "/shop", referer: "http://h/shop?q=a", fetchDest: "empty" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/shop", referer: "http://h/about", fetchDest: "document" }), "/")).toBe("/shop");
    expect(pageViewPath(page({ path: "/elsewhere" }), "/x/")).toBeNull();
  });
});

describe("a prefetched page (decision 167)", () => {
  const page = (overrides: Partial<ViewCandidate>): ViewCandidate => ({
    method: "GET",
    path: "/team",
    status: 200,
    contentType: "text/html",
    userAgent: BROWSER_UA,
    referer: undefined,
    purpose: "prefetch",
    ...overrides,
  });

  it("is a public document fetched ahead by Speculation Rules, by the same rules as a view", () => {
    expect(prefetchedPagePath(page({}), "/")).toBe("/team");
    expect(prefetchedPagePath(page({ path: "/x/team/" }), "/x/")).toBe("/team");
    expect(prefetchedPagePath(page({ purpose: undefined }), "/")).toBeNull();
    expect(prefetchedPagePath(page({ path: "/team.data" }), "/")).toBeNull();
    expect(prefetchedPagePath(page({ path: "/admin/inbox" }), "/")).toBeNull();
    expect(prefetchedPagePath(page({ status: 404 }), "/")).toBeNull();
    expect(prefetchedPagePath(page({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "/")).toBeNull();
  });

  it("is forgotten when its page is not shown within one to two windows", () => {
    vi.useFakeTimers();
    try {
      // Nothing is flushed here, so no database is reached.
      const counter = createPageViewCounter({} as never, { intervalMs: 600_000, prefetchWindowMs: 60_000 });
      counter.notePrefetch("/team");
      vi.advanceTimersByTime(60_000);
      counter.notePrefetch("/about");
      expect(counter.recordPrefetchedView("/team")).toBe(true);
      counter.notePrefetch("/team");
      vi.advanceTimersByTime(120_000);
      expect(counter.recordPrefetchedView("/team")).toBe(false);
      expect(counter.recordPrefetchedView("/about")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the referring host of a view", () => {
  it("is the lower-case host name only, never this site's, an empty value or a client-side navigation", () => {
    expect(referringHost("https://News.Example.COM:8443/story/1?utm=x#top", "site.test")).toBe("news.example.com");
    expect(referringHost("http://site.test:3000/about", "site.test")).toBeNull();
    expect(referringHost("https://SITE.test/", "site.test")).toBeNull();
    expect(referringHost("", "site.test")).toBeNull();
    expect(referringHost(undefined, "site.test")).toBeNull();
    expect(referringHost("not a url/at all", "site.test")).toBeNull();
    const page = { method: "GET", status: 200, contentType: "text/html", userAgent: BROWSER_UA, purpose: undefined };
    expect(viewReferrer({ ...page, path: "/about", referer: "https://a.example/" })).toBe("https://a.example/");
    expect(viewReferrer({ ...page, path: "/about.data", referer: "https://a.example/" })).toBeNull();
  });

  it("drops values over 200 characters or with control characters", () => {
    expect(referringHost(`https://a.example/${"x".repeat(190)}`, "site.test")).toBeNull();
    expect(referringHost("https://a.example/\u0007", "site.test")).toBeNull();
    expect(referringHost("https://a.example/\n", "site.test")).toBeNull();
  });
});

describe.each(testDrivers())("page view counter on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("buffers views in memory and writes each flush as one upsert that adds to stored counts", async () => {
    const counter = createPageViewCounter(database.db, { intervalMs: 60_000 });
    const day1 = new Date("2026-02-01T10:00:00Z");
    const day2 = new Date("2026-02-02T10:00:00Z");
    for (let i = 0; i < 500; i++) counter.record(i % 5 === 0 ? "/about" : "/", day1);
    counter.record("/", day2);
    expect(await database.db.select().from(pageViews)).toEqual([]);
    await counter.flush();
    expect(counter.writes()).toBe(1);
    for (let i = 0; i < 3; i++) counter.record("/about", day1);
    await counter.close();
    expect(counter.writes()).toBe(2);
    await counter.flush();
    expect(counter.writes()).toBe(2);
    const rows = await database.db.select().from(pageViews).orderBy(asc(pageViews.day), asc(pageViews.path));
    expect(rows).toEqual([
      { day: "2026-02-01", path: "/", count: 400 },
      { day: "2026-02-01", path: "/about", count: 103 },
      { day: "2026-02-02", path: "/", count: 1 },
    ]);
  });

  it("counts a prefetched page once for each prefetch held when the page reports being shown", async () => {
    await database.db.delete(pageViews);
    const counter = createPageViewCounter(database.db, { intervalMs: 60_000 });
    counter.notePrefetch("/team");
    counter.notePrefetch("/team");
    counter.notePrefetch("/about");
    expect(counter.recordPrefetchedView("/services")).toBe(false);
    expect([1, 2, 3].map(() => counter.recordPrefetchedView("/team"))).toEqual([true, true, false]);
    await counter.close();
    const rows = await database.db.select({ path: pageViews.path, count: pageViews.count }).from(pageViews);
    expect(rows).toEqual([{ path: "/team", count: 2 }]);
  });

  it("counts views by referring host in the same flushes, leaving out this site and empty or bad referrers", async () => {
    await database.db.delete(pageViewReferrers);
    const counter = createPageViewCounter(database.db, { intervalMs: 60_000, siteHost: "site.test" });
    const day = new Date("2026-02-03T10:00:00Z");
    for (let i = 0; i < 3; i++) counter.record("/", day, "https://www.google.com/");
    counter.record("/about", day, "https://WWW.Google.com:443/search?q=x");
    counter.record("/blog", day, "https://news.example/a/b");
    counter.record("/", day, "https://site.test/services");
    counter.record("/", day, "");
    counter.record("/", day, null);
    counter.record("/", day, "https://bad.example/\u0001");
    await counter.close();
    expect(counter.writes()).toBe(2);
    const rows = await database.db.select().from(pageViewReferrers).orderBy(asc(pageViewReferrers.host));
    expect(rows).toEqual([
      { day: "2026-02-03", host: "news.example", count: 1 },
      { day: "2026-02-03", host: "www.google.com", count: 4 },
    ]);
  });

  it("lists the top 10 referring hosts of the last 30 days, most views first, ties by name", async () => {
    await database.db.delete(pageViewReferrers);
    const now = new Date("2026-03-31T15:00:00Z");
    const hosts = Array.from({ length: 12 }, (_, i) => ({
      day: "2026-03-31",
      host: `h${String(i).padStart(2, "0")}.example`,
      count: 100 - i,
    }));
    await addReferrerViews(database.db, [
      ...hosts,
      // Spread over the window: the first day (2026-03-02) counts, the day before it does not.
      { day: "2026-03-02", host: "h11.example", count: 50 },
      { day: "2026-03-01", host: "h10.example", count: 1_000 },
      { day: "2026-04-01", host: "h10.example", count: 1_000 },
      { day: "2026-03-15", host: "tie.example", count: 99 },
    ]);
    const top = await topReferringHosts(database.db, now);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4)).toEqual([
      { host: "h11.example", views: 139 },
      { host: "h00.example", views: 100 },
      { host: "h01.example", views: 99 },
      { host: "tie.example", views: 99 },
    ]);
    expect(top.map((row) => row.host)).not.toContain("h10.example");
    expect(await topReferringHosts(database.db, new Date("2026-06-01T00:00:00Z"))).toEqual([]);
  });
});

describe("page views on a running server", () => {
  it("counts public pages in batches and leaves out bots, admin pages and assets", async () => {
    const server = await startServer({ keepDataDir: true });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA, ...headers } }).then((r) => r.arrayBuffer());
    try {
      for (let i = 0; i < 20; i++) await get("/");
      // A visit that followed a link counts for the linking site's host, whether the page is rendered
      // or answered from the page cache (a repeat request); a link from this site does not count.
      await get("/services", { Referer: "https://www.Search.example:8443/results?q=web+design" });
      await get("/services", { Referer: "https://www.search.example/" });
      await get("/services", { Referer: `${server.url}/about` });
      await get("/about");
      await get("/about", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
      await get("/admin/login");
      await get("/favicon.svg");
      await get("/no-such-page");
      // Speculation Rules prefetches (one rendered, one from the cache) are views only once their page
      // reports being shown, and only as many as were prefetched; a report from another site is refused.
      await get("/team", { "Sec-Purpose": "prefetch" });
      await get("/team", { "Sec-Purpose": "prefetch" });
      await get("/portfolio", { "Sec-Purpose": "prefetch;prerender" });
      const report = (path: string, origin = server.url, agent = BROWSER_UA) =>
        fetch(`${server.url}/page-view?path=${encodeURIComponent(path)}`, {
          method: "POST",
          // As navigator.sendBeacon sends it from the page it reports.
          headers: {
            Origin: origin,
            "User-Agent": agent,
            "Sec-Fetch-Dest": "empty",
            Referer: `${server.url}${path}`,
          },
        }).then((r) => r.status);
      expect(await report("/team", "https://elsewhere.example")).toBe(403);
      expect(await Promise.all([report("/team"), report("/team"), report("/team")])).toEqual([204, 204, 204]);
      expect(await report("/contact")).toBe(204);
      expect(await report("/portfolio", server.url, "Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(204);
    } finally {
      // Shutting down flushes what is still buffered.
      expect(await server.stop()).toBe(0);
    }
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const rows = await database.db
        .select({ path: pageViews.path, count: pageViews.count })
        .from(pageViews)
        .orderBy(asc(pageViews.path));
      expect(rows).toEqual([
        { path: "/", count: 20 },
        { path: "/about", count: 1 },
        { path: "/services", count: 3 },
        { path: "/team", count: 2 },
      ]);
      const hosts = await database.db
        .select({ host: pageViewReferrers.host, count: pageViewReferrers.count })
        .from(pageViewReferrers);
      expect(hosts).toEqual([{ host: "www.search.example", count: 2 }]);
    } finally {
      await database.close();
      const { rmSync } = await import("node:fs");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
