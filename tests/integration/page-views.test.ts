import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { createPageViewCounter, pageViewPath, type ViewCandidate } from "../../server/page-views";
import { createTestDatabase, testDrivers, type TestDatabase } from "../support/databases";
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
    expect(pageViewPath(page({ path: "/services.data", contentType: "text/x-script", referer: "http://h/about" }), "/")).toBe("/services");
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
    expect(pageViewPath(page({ path: "/contact.data", referer: "http://h/contact" }), "/")).toBeNull();
    expect(pageViewPath(page({ path: "/elsewhere" }), "/x/")).toBeNull();
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
});

describe("page views on a running server", () => {
  it("counts public pages in batches and leaves out bots, admin pages and assets", async () => {
    const server = await startServer({ keepDataDir: true });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA, ...headers } }).then((r) => r.arrayBuffer());
    try {
      for (let i = 0; i < 20; i++) await get("/");
      await get("/about");
      await get("/about", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
      await get("/admin/login");
      await get("/favicon.svg");
      await get("/no-such-page");
    } finally {
      // Shutting down flushes what is still buffered.
      expect(await server.stop()).toBe(0);
    }
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const rows = await database.db.select({ path: pageViews.path, count: pageViews.count }).from(pageViews).orderBy(asc(pageViews.path));
      expect(rows).toEqual([
        { path: "/", count: 20 },
        { path: "/about", count: 1 },
      ]);
    } finally {
      await database.close();
      const { rmSync } = await import("node:fs");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
