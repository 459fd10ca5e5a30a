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
    expect(find("JS on first load (gzip)", "/")).toMatchObject({ target: "≤ 115 KB", pass: false });
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
    expect(find("LCP, median run", "/bn")).toBeUndefined();
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
