import { describe, expect, it } from "vitest";

import { figureRows } from "./targets";

const lighthouseRow = (page: string, performance: number, jsKbGzip: number) => ({
  page,
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 900,
  worstLcpMs: 1000,
  worstCls: 0,
  worstTbtMs: 0,
  jsKbGzip,
  runs: 3,
  performanceRange: [performance, performance],
});

describe("figureRows for Lighthouse", () => {
  const figures = figureRows({
    lighthouse: [lighthouseRow("/", 0.99, 120), lighthouseRow("/bn", 0.96, 121), lighthouseRow("/bn/shop", 0.94, 118)],
  });
  const find = (measure: string, page: string) =>
    figures.find((figure) => figure.measure.startsWith(measure) && figure.page === page);

  it("holds English pages to issue 17's targets", () => {
    expect(find("Lighthouse performance, median", "/")?.pass).toBe(true);
    expect(find("JS on first load (gzip), content page", "/")).toMatchObject({
      target: "≤ 12 KB, ≤ 4 files",
      pass: false,
    });
  });

  it("holds Bengali pages to issue 18's budgets: performance 0.95 and the English twin's JavaScript", () => {
    expect(find("Lighthouse performance (Bengali)", "/bn")).toMatchObject({ target: "≥ 0.95", pass: true });
    expect(find("Lighthouse performance (Bengali)", "/bn/shop")?.pass).toBe(false);
    expect(find("JS on first load (gzip), within the English page's", "/bn")).toMatchObject({
      target: "≤ 120 KB",
      pass: false,
    });
    // No English twin measured: no JavaScript row rather than a made-up limit.
    expect(find("JS on first load (gzip), within the English page's", "/bn/shop")).toBeUndefined();
    expect(figures.find((figure) => figure.measure === "LCP, median run" && figure.page === "/bn")).toBeUndefined();
    expect(find("LCP, median run (Bengali)", "/bn")).toMatchObject({ target: "≤ 1400 ms", pass: true });
  });
});

describe("figureRows for issue 27's page targets", () => {
  const row = (page: string, extra: Record<string, unknown>) => ({ ...lighthouseRow(page, 1, 0), ...extra });
  const figures = figureRows({
    lighthouse: [
      row("/", { jsKbGzip: 9.5, scripts: 3, requests: 7, htmlKbGzip: 13.2, tbtMs: 0, lcpMs: 1050 }),
      row("/about", { jsKbGzip: 11, scripts: 5, htmlKbGzip: 15, tbtMs: 30, lcpMs: 1150 }),
      row("/shop", { jsKbGzip: 68, scripts: 9, requests: 12 }),
    ],
  });
  const find = (measure: string, page: string) => figures.find((f) => f.measure.startsWith(measure) && f.page === page);

  it("holds content pages to 12 KB in 4 files, and the shop to 70 KB", () => {
    expect(find("JS on first load (gzip), content page", "/")).toMatchObject({
      value: "9.5 KB in 3 files",
      pass: true,
    });
    expect(find("JS on first load (gzip), content page", "/about")?.pass).toBe(false);
    expect(find("JS on first load (gzip), islands", "/shop")).toMatchObject({ target: "≤ 70 KB", pass: true });
  });

  it("checks one TCP window of HTML, TBT and LCP medians, and the requests for / only", () => {
    expect(find("HTML gzip", "/")?.pass).toBe(true);
    expect(find("HTML gzip", "/about")?.pass).toBe(false);
    expect(find("TBT, median run", "/about")).toMatchObject({ target: "≤ 20 ms", pass: false });
    expect(find("LCP, median run", "/")).toMatchObject({ target: "≤ 1100 ms", pass: true });
    expect(find("requests to render /", "/")).toMatchObject({ value: "7", pass: true });
    expect(find("requests to render /", "/shop")).toBeUndefined();
  });
});

describe("figureRows for a page whose entrance animation can set its largest paint", () => {
  const row = (page: string, extra: Record<string, unknown>) => ({ ...lighthouseRow(page, 1, 2.3), ...extra });
  const figures = figureRows({
    lighthouse: [
      row("/team", { lcpMs: 1600 }),
      row("/team", { motion: "reduced", lcpMs: 1050, tbtMs: 0, jsKbGzip: 9 }),
      row("/bn/team", { lcpMs: 1900 }),
      row("/bn/team", { motion: "reduced", lcpMs: 1350, tbtMs: 30 }),
    ],
  });
  const of = (measure: string, page: string) => figures.filter((f) => f.measure === measure && f.page === page);

  it("prints the page with the animation and without it, each against the same limit", () => {
    expect(of("LCP, median run", "/team")).toMatchObject([{ value: "1600 ms", pass: false }]);
    expect(of("LCP, median run, without the entrance animation", "/team")).toMatchObject([
      { value: "1050 ms", target: "≤ 1100 ms", pass: true },
    ]);
    expect(of("LCP, median run (Bengali), without the entrance animation", "/bn/team")).toMatchObject([
      { value: "1350 ms", target: "≤ 1400 ms", pass: true },
    ]);
    expect(of("TBT, median run, without the entrance animation", "/bn/team")).toMatchObject([{ pass: false }]);
  });

  it("counts the page's scores and JavaScript once, from the run with the animation", () => {
    expect(of("Lighthouse performance, median of runs", "/team")).toHaveLength(1);
    expect(of("JS on first load (gzip), content page", "/team")).toMatchObject([{ value: "2.3 KB" }]);
    expect(of("JS on first load (gzip), within the English page's", "/bn/team")).toMatchObject([
      { target: "≤ 2.3 KB" },
    ]);
  });
});

describe("figureRows for the CPU against nginx", () => {
  const row = {
    page: "/",
    ratio: 0.95,
    rps: 7000,
    baselineRps: 7400,
    p99: 20,
    baselineP99: 18,
    cpuUsPerRequest: 96,
    nginxCpuUsPerRequest: 35,
    nginxRps: 8000,
    cpuRatio: 2.74,
  };

  it("prints the bare node:http baseline's own CPU beside nginx's, the floor for a Node server", () => {
    const [cpu] = figureRows({ load: [{ ...row, baselineCpuUsPerRequest: 61.2 }] }).filter((figure) =>
      figure.measure.startsWith("server CPU"),
    );
    expect(cpu).toMatchObject({ value: "2.74×", pass: false });
    expect(cpu?.note).toBe("96 vs 35 µs CPU per request; nginx 8000 req/s; bare node:http 61.2 µs (1.75× nginx)");
  });

  it("leaves it out when the baseline's CPU was not measured", () => {
    const [cpu] = figureRows({ load: [row] }).filter((figure) => figure.measure.startsWith("server CPU"));
    expect(cpu?.note).toBe("96 vs 35 µs CPU per request; nginx 8000 req/s");
  });
});

describe("figureRows for the newsletter send", () => {
  it("shows the page's p99 during the send beside the one before, without a target", () => {
    const figures = figureRows({
      newsletter: [
        {
          driver: "pglite",
          subscribers: 10_000,
          page: "/",
          before: { p50: 1, p99: 4, rps: 900 },
          during: { p50: 2, p99: 9.5, max: 30, rps: 700, requests: 140_000, errors: 0 },
          sendSeconds: 210,
          perSecond: 48,
          received: 10_000,
          duplicates: 0,
        },
        { driver: "postgres", note: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)" },
      ],
    });
    expect(figures).toEqual([
      {
        measure: "page p99 during a 10,000-email send (pglite)",
        page: "/",
        value: "9.5 ms",
        note: "before the send 4 ms; p50 2 ms, max 30 ms, 140000 requests, 0 errors; sent in 210 s (48/s), 10000 received, 0 twice",
      },
      {
        measure: "page p99 during a 10,000-email send (postgres)",
        value: "n/a (set BENCH_DATABASE_URL or TEST_DATABASE_URL)",
      },
    ]);
  });
});
