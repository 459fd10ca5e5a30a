import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type * as Jscpd from "jscpd";
import { describe, expect, it } from "vitest";

// Decision 169: no copy-pasted logic. jscpd's percentage threshold in `.jscpd.json` (decision 156) lets
// declarations repeat (table columns, an editor's JSX); here the folders that hold logic are checked with
// zero copies allowed, so a new copy fails with both places named.
// jscpd's ES module build imports "colors/safe" without an extension, which Node refuses; its CommonJS build loads.
const { detectClones } = createRequire(import.meta.url)("jscpd") as typeof Jscpd;
const root = path.resolve(import.meta.dirname, "../..");

/** Where logic lives: models, features, jobs, utils, browser code, the server, scripts, and route server modules. */
const LOGIC_PATHS = [
  "app/models",
  "app/features",
  "app/jobs",
  "app/utils",
  "app/browser",
  "app/db",
  "server",
  "scripts",
  "app/routes",
];

/**
 * Declarations, left to the percentage threshold: table columns, demo content, and route modules' JSX
 * (a route's loader and action sit in its `.server.ts`, which is checked).
 */
const DECLARATIONS = ["app/db/schema/**", "app/content/**", "app/routes/**/*.tsx", "**/*.test.ts", "**/*.test.tsx"];

/**
 * Logic copies still there, owned by work in progress elsewhere. Not exceptions: the test fails once a pair
 * is gone (remove it from this list then), so the list only shrinks. Empty since 2026-11-29: a new copy is
 * moved into one shared helper, not listed here.
 */
const NOT_YET_SHARED = new Set<string>([]);

/** Import lists (and the comment after them) repeat when two modules use the same helpers: not logic. */
const IMPORT_LINE = /^(import\b.*|\s+(type\s+)?[\w$]+( as [\w$]+)?,?|\} from ".*";?|\s*(\/\/|\/\*|\*).*|)$/;

function onlyImports(file: string, start: number, end: number): boolean {
  const lines = fs
    .readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .slice(start - 1, end);
  return lines.every((line) => IMPORT_LINE.test(line));
}

function pairKey(a: string, b: string): string {
  return [a, b].sort().join(" = ");
}

describe("copy-paste check over logic (decision 169)", () => {
  it("finds no copied logic outside the shrinking list", { timeout: 120_000 }, async () => {
    const config = JSON.parse(fs.readFileSync(path.join(root, ".jscpd.json"), "utf8")) as {
      minLines: number;
      minTokens: number;
      format: string[];
    };
    const clones = await detectClones({
      path: LOGIC_PATHS.map((dir) => path.join(root, dir)),
      format: config.format,
      minLines: config.minLines,
      minTokens: config.minTokens,
      ignore: DECLARATIONS,
      gitignore: true,
      silent: true,
      reporters: [],
      absolute: false,
    });
    const rel = (file: string) => path.relative(root, path.resolve(root, file));
    const found = new Map<string, string>();
    for (const clone of clones) {
      const a = rel(clone.duplicationA.sourceId);
      const b = rel(clone.duplicationB.sourceId);
      const where = `${a}:${clone.duplicationA.start.line}-${clone.duplicationA.end.line} = ${b}:${clone.duplicationB.start.line}-${clone.duplicationB.end.line}`;
      if (onlyImports(a, clone.duplicationA.start.line, clone.duplicationA.end.line)) continue;
      found.set(pairKey(a, b), where);
    }
    const copied = [...found].filter(([key]) => !NOT_YET_SHARED.has(key)).map(([, where]) => where);
    expect(copied, "copied logic: move it into one shared helper").toEqual([]);
    const shared = [...NOT_YET_SHARED].filter((key) => !found.has(key));
    expect(shared, "no longer copied: remove from NOT_YET_SHARED").toEqual([]);
  });
});
