import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The shape limits of decision 153 (issue 26): a small framework-free `app/utils`, route modules short enough
// to read at once, and no other source file over 400 lines. Each check names the files that break it.
const root = path.resolve(import.meta.dirname, "../..");

const UTILS_LIMIT = 45;
const ROUTE_LIMIT = 250;
const FILE_LIMIT = 400;

/**
 * Over the limit by nature, not by neglect: demo and seed content, and the site's own words (one string per
 * line). A generated file would go here too; today none is checked in under app/ or server/.
 */
const CONTENT_EXCEPTIONS = new Set(["app/content/blog.ts", "app/content/bn/blog.ts", "app/db/seed.server.ts"]);

/**
 * Words in a language outside the site's dictionary (decision 164), each for its reason: the seed (texts staff
 * then edit), and the privacy policy's facts, written from the privacy settings by code.
 */
const WORDS_ELSEWHERE = new Set(["app/db/seed.server.ts", "app/features/privacy/privacy-facts.server.ts"]);

/**
 * Code still over its limit, each at most the length it had when this test landed. Not exceptions: a file
 * here may not grow, and the test fails once it is split (remove it from this list then), so the list only
 * shrinks.
 */
const NOT_YET_SPLIT: Record<string, number> = {};

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      files.push(file);
    }
  }
  return files;
}

// Bengali letters (vowels and consonants; digits and the taka sign are formatting) in code, comments left out.
const holdsBengaliWords = (file: string) =>
  /[\u0985-\u09B9]/.test(
    fs
      .readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/.*$/gm, ""),
  );
const lineCount = (file: string) => fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1;
const limitOf = (file: string) => (file.startsWith("app/routes/") ? ROUTE_LIMIT : FILE_LIMIT);
const checked = [...sourceFiles("app"), ...sourceFiles("server")];

describe("structure limits", () => {
  it(`keeps app/utils at ${UTILS_LIMIT} source files or fewer`, () => {
    const utils = sourceFiles("app/utils");
    expect(
      utils.length,
      `app/utils has ${utils.length} source files (limit ${UTILS_LIMIT}): move one feature's rules to app/features/<feature>/ (decision 153)`,
    ).toBeLessThanOrEqual(UTILS_LIMIT);
  });

  it("keeps app/utils framework-free: no React or React Router at run time, no other layer", () => {
    const runtimeImport =
      /^import\s+(?!type\s)[^;]*?from\s+["'](react|react-dom|react-router|@react-router\/[^"']+)["']/m;
    const layerImport = /from\s+["'](~|\.{1,2})\/(.*\/)?(db|models|components|routes|jobs|features|root)(\/|["'])/;
    const offenders = sourceFiles("app/utils").filter((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      return runtimeImport.test(text) || layerImport.test(text);
    });
    expect(offenders, "these app/utils files use a framework or another layer (decision 153)").toEqual([]);
  });

  it(`keeps route modules at ${ROUTE_LIMIT} lines and other source files at ${FILE_LIMIT}`, () => {
    const over = checked
      .filter((file) => !CONTENT_EXCEPTIONS.has(file))
      .map((file) => ({ file, lines: lineCount(file), limit: NOT_YET_SPLIT[file] ?? limitOf(file) }))
      .filter(({ lines, limit }) => lines > limit)
      .map(({ file, lines, limit }) => `${file}: ${lines} lines (limit ${limit})`);
    expect(over, "split these files: UI into components, server code into x.server.ts helpers").toEqual([]);
  });

  it("keeps the site's own words in one dictionary, app/words (decision 164)", () => {
    // A second dictionary would hold another language's words, so look for Bengali letters. Demo and seed
    // content (app/content) is not the site's words.
    const offenders = checked
      .filter((file) => !file.startsWith("app/words/") && !file.startsWith("app/content/"))
      .filter((file) => !WORDS_ELSEWHERE.has(file))
      .filter(holdsBengaliWords);
    expect(
      offenders,
      "these files hold words of a language: put them in app/words/en.server.ts and bn.server.ts",
    ).toEqual([]);
  });

  it("lists only files that are still over their limit, so the lists shrink", () => {
    const stale = Object.keys(NOT_YET_SPLIT)
      .filter((file) => !fs.existsSync(path.join(root, file)) || lineCount(file) <= limitOf(file))
      .map((file) => `${file} is within its limit now: remove it from NOT_YET_SPLIT`);
    const staleExceptions = [...CONTENT_EXCEPTIONS]
      .filter((file) => !fs.existsSync(path.join(root, file)) || lineCount(file) <= FILE_LIMIT)
      .map((file) => `${file} is within ${FILE_LIMIT} lines now: remove it from CONTENT_EXCEPTIONS`);
    const staleWords = [...WORDS_ELSEWHERE]
      .filter((file) => !fs.existsSync(path.join(root, file)) || !holdsBengaliWords(file))
      .map((file) => `${file} holds no words of a language now: remove it from WORDS_ELSEWHERE`);
    expect([...stale, ...staleExceptions, ...staleWords]).toEqual([]);
  });
});
