import type { Figure } from "./targets";

/**
 * Issue 27's targets against a WordPress measured in the same run (`--peer wordpress`), or, where WordPress
 * could not be set up here, against the figures recorded in docs/performance.md. Pure: the bench measures,
 * this compares.
 */

/** What the bench measures of one site for the comparison. */
export type SiteFigures = {
  /** Requests per second and latency of uncached renders, 50 connections. */
  uncached?: Record<string, { rps: number; p50: number; p99: number; cpuUsPerRequest?: number }>;
  /** 10,000 requests to new URLs, 16 at a time. */
  crawl?: { seconds: number; idleMb: number; peakMb: number; settledMb: number };
  /** RSS idle after warm-up: ours, the README's production command (the server process); a peer's, its whole tree. */
  rssIdleMb?: number;
  /** Lighthouse, median run, per page kind ("home", "blog", "article"). */
  lighthouse?: Record<string, { lcpMs: number; tbtMs: number; jsKbGzip: number; scripts: number; requests: number }>;
  /** The document, gzip level 6, KB, per page kind. */
  htmlKbGzip?: Record<string, number>;
};

export type PeerResult =
  | { source: "measured"; name: string; figures: SiteFigures }
  | { source: "recorded"; name: string; reason: string; figures: SiteFigures; recordedOn?: string };

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** a ÷ b, or undefined when either is missing or b is 0. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return undefined;
  return round(a / b);
}

const MARKER = "<!-- wordpress-figures -->";

/**
 * The WordPress figures recorded in docs/performance.md: the JSON block right after the marker
 * `<!-- wordpress-figures -->`. Undefined when there is none or it does not parse.
 */
export function parseRecordedPeer(markdown: string): { recordedOn?: string; figures: SiteFigures } | undefined {
  const at = markdown.indexOf(MARKER);
  if (at === -1) return undefined;
  const block = /```json\s*\n([\s\S]*?)\n```/.exec(markdown.slice(at + MARKER.length));
  if (!block) return undefined;
  try {
    const parsed = JSON.parse(block[1]!) as { recordedOn?: string; figures?: SiteFigures };
    return parsed.figures ? { recordedOn: parsed.recordedOn, figures: parsed.figures } : undefined;
  } catch {
    return undefined;
  }
}

const PAGE_KINDS: Record<string, string> = { home: "/", blog: "/blog", article: "first article" };

/** One row per figure of issue 27's table that has a peer to compare with, with the ratio and pass/miss. */
export function peerFigureRows(ours: SiteFigures, peer: PeerResult): Figure[] {
  const figures: Figure[] = [];
  const from =
    peer.source === "measured"
      ? `${peer.name}, same run`
      : `${peer.name}, recorded${peer.recordedOn ? ` ${peer.recordedOn}` : ""}`;
  const theirs = peer.figures;
  figures.push({
    measure: "compared with",
    value: peer.source === "measured" ? `${peer.name}, measured in this run` : `${peer.name}'s recorded figures`,
    note: peer.source === "recorded" ? `WordPress could not be set up here: ${peer.reason}` : undefined,
  });

  for (const [page, mine] of Object.entries(ours.uncached ?? {})) {
    const other = theirs.uncached?.[page];
    const times = ratio(mine.rps, other?.rps);
    const spread = ratio(mine.p99, mine.p50);
    figures.push({
      measure: "uncached render req/s at 50 conns ÷ WordPress's",
      page,
      value: times === undefined ? `${mine.rps} req/s` : `${times}×`,
      target: "≥ 2×",
      pass: times === undefined ? undefined : times >= 2,
      note: `${mine.rps} vs ${other?.rps ?? "?"} req/s (${from})${mine.cpuUsPerRequest ? `; CPU per request ${mine.cpuUsPerRequest} vs ${other?.cpuUsPerRequest ?? "?"} µs` : ""}`,
    });
    figures.push({
      measure: "uncached render p99 ÷ p50 at 50 conns",
      page,
      value: spread === undefined ? "n/a" : `${spread}×`,
      target: "≤ 3×",
      pass: spread === undefined ? undefined : spread <= 3,
      note: `p50 ${mine.p50} ms, p99 ${mine.p99} ms; WordPress p50 ${other?.p50 ?? "?"} ms, p99 ${other?.p99 ?? "?"} ms`,
    });
  }

  if (ours.crawl) {
    const mine = ours.crawl;
    const other = theirs.crawl;
    figures.push({
      measure: "10,000 requests to new URLs (16 at a time)",
      value: `${mine.seconds} s`,
      target: "faster than WordPress",
      pass: other ? mine.seconds < other.seconds : undefined,
      note: `WordPress ${other?.seconds ?? "?"} s (${from}); ratio ${ratio(mine.seconds, other?.seconds) ?? "?"}`,
    });
    figures.push({
      measure: "RSS peak during those, over idle",
      value: `+${round(mine.peakMb - mine.idleMb, 0)} MB`,
      target: "≤ +60 MB",
      pass: mine.peakMb - mine.idleMb <= 60,
      note: `idle ${mine.idleMb}, peak ${mine.peakMb} MB; WordPress ${other ? `${other.idleMb} → ${other.peakMb}` : "?"} MB`,
    });
    figures.push({
      measure: "RSS settled after those, against idle",
      value: `${mine.settledMb - mine.idleMb >= 0 ? "+" : ""}${round(mine.settledMb - mine.idleMb, 0)} MB`,
      target: "within ±20 MB",
      pass: Math.abs(mine.settledMb - mine.idleMb) <= 20,
      note: `settled ${mine.settledMb} MB; WordPress ${other ? `${other.settledMb}` : "?"} MB`,
    });
  }

  if (ours.rssIdleMb !== undefined) {
    const other = theirs.rssIdleMb;
    figures.push({
      measure: "RSS idle, the README's production command (node build/server/server.js) vs WordPress's tree",
      value: `${ours.rssIdleMb} MB`,
      target: other === undefined ? "≤ WordPress's" : `≤ ${other} MB`,
      pass: other === undefined ? undefined : ours.rssIdleMb <= other,
      note: `WordPress (nginx + php-fpm + MariaDB) ${other ?? "?"} MB (${from}); ratio ${ratio(ours.rssIdleMb, other) ?? "?"}`,
    });
  }

  for (const [kind, label] of Object.entries(PAGE_KINDS)) {
    const mine = ours.lighthouse?.[kind];
    const other = theirs.lighthouse?.[kind];
    if (!mine) continue;
    figures.push({
      measure: "LCP, median run, against WordPress's",
      page: label,
      value: `${mine.lcpMs} ms`,
      target: other ? `≤ ${other.lcpMs} ms` : "≤ WordPress's",
      pass: other ? mine.lcpMs <= other.lcpMs : undefined,
      note: `ratio ${ratio(mine.lcpMs, other?.lcpMs) ?? "?"}; WordPress TBT ${other?.tbtMs ?? "?"} ms, JS ${other?.jsKbGzip ?? "?"} KB in ${other?.scripts ?? "?"} files, ${other?.requests ?? "?"} requests (${from})`,
    });
    const myHtml = ours.htmlKbGzip?.[kind];
    if (myHtml !== undefined)
      figures.push({
        measure: "HTML gzip beside WordPress's",
        page: label,
        value: `${myHtml} KB`,
        note: `WordPress ${theirs.htmlKbGzip?.[kind] ?? "?"} KB; ratio ${ratio(myHtml, theirs.htmlKbGzip?.[kind]) ?? "?"}`,
      });
  }
  return figures;
}
