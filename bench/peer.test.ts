import { describe, expect, it } from "vitest";

import { parseRecordedPeer, peerFigureRows, ratio, type SiteFigures } from "./peer";

const ours: SiteFigures = {
  uncached: {
    "/": { rps: 160, p50: 300, p99: 700, cpuUsPerRequest: 9000 },
    article: { rps: 120, p50: 400, p99: 1500 },
  },
  crawl: { seconds: 40, idleMb: 230, peakMb: 270, settledMb: 245 },
  rssIdleMb: 230,
  lighthouse: { home: { lcpMs: 1000, tbtMs: 0, jsKbGzip: 8, scripts: 2, requests: 6 } },
  htmlKbGzip: { home: 12.5 },
};
const wordpress: SiteFigures = {
  uncached: { "/": { rps: 71, p50: 690, p99: 800 }, article: { rps: 73, p50: 680, p99: 810 } },
  crawl: { seconds: 81, idleMb: 245, peakMb: 271, settledMb: 271 },
  rssIdleMb: 245,
  lighthouse: { home: { lcpMs: 1140, tbtMs: 0, jsKbGzip: 11, scripts: 4, requests: 7 } },
  htmlKbGzip: { home: 13 },
};

describe("ratio", () => {
  it("divides, rounded to two places, and gives up on a missing or zero divisor", () => {
    expect(ratio(160, 71)).toBe(2.25);
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(undefined, 3)).toBeUndefined();
  });
});

describe("peerFigureRows", () => {
  const rows = peerFigureRows(ours, { source: "measured", name: "WordPress", figures: wordpress });
  const find = (measure: string, page?: string) =>
    rows.find((row) => row.measure.startsWith(measure) && (page === undefined || row.page === page));

  it("passes uncached throughput at twice WordPress's and a p99 within 3× the p50, per page", () => {
    expect(find("uncached render req/s", "/")).toMatchObject({ value: "2.25×", target: "≥ 2×", pass: true });
    expect(find("uncached render req/s", "article")).toMatchObject({ value: "1.64×", pass: false });
    expect(find("uncached render p99 ÷ p50", "/")).toMatchObject({ value: "2.33×", pass: true });
    expect(find("uncached render p99 ÷ p50", "article")).toMatchObject({ value: "3.75×", pass: false });
  });

  it("compares the crawl's time with WordPress's and its memory with our own idle", () => {
    expect(find("10,000 requests")).toMatchObject({ value: "40 s", pass: true });
    expect(find("RSS peak")).toMatchObject({ value: "+40 MB", pass: true });
    expect(find("RSS settled")).toMatchObject({ value: "+15 MB", pass: true });
    expect(find("RSS idle")).toMatchObject({ target: "≤ 245 MB", pass: true });
  });

  it("compares LCP with WordPress's on the same page and prints the HTML beside it", () => {
    expect(find("LCP, median run, against", "/")).toMatchObject({ target: "≤ 1140 ms", pass: true });
    expect(find("HTML gzip beside", "/")?.note).toContain("WordPress 13 KB");
  });

  it("says where the peer's figures came from and leaves a figure it lacks undecided", () => {
    const recorded = peerFigureRows(ours, {
      source: "recorded",
      name: "WordPress",
      reason: "not root",
      recordedOn: "2026-11-28",
      figures: { rssIdleMb: 245 },
    });
    expect(recorded.find((row) => row.measure.startsWith("RSS idle"))?.note).toContain("recorded 2026-11-28");
    expect(recorded.find((row) => row.measure.startsWith("uncached render req/s"))?.pass).toBeUndefined();
  });
});

describe("parseRecordedPeer", () => {
  it("reads the JSON block after the marker in docs/performance.md", () => {
    const markdown = `# Performance\n\ntext\n<!-- wordpress-figures -->\n\`\`\`json\n{ "recordedOn": "2026-11-28", "figures": { "rssIdleMb": 245 } }\n\`\`\`\n`;
    expect(parseRecordedPeer(markdown)).toEqual({ recordedOn: "2026-11-28", figures: { rssIdleMb: 245 } });
  });

  it("gives nothing without the marker or with a block that does not parse", () => {
    expect(parseRecordedPeer("# Performance\n```json\n{}\n```")).toBeUndefined();
    expect(parseRecordedPeer("<!-- wordpress-figures -->\n```json\n{ nope\n```")).toBeUndefined();
  });
});
