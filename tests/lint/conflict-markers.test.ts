import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// A merge left half-done (lines of <<<<<<< / >>>>>>>) once reached main in docs/decisions/README.md and passed
// every check: prettier reads Markdown as text and the decision-records test found its rows. This names them.
const root = path.resolve(import.meta.dirname, "../..");
const MARKER = /^(<{7}|>{7})( |$)/m;

describe("merge conflict markers", () => {
  it("are in no file git tracks", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter((file) => file && /\.(ts|tsx|js|mjs|json|md|css|sql|yml|yaml|html|txt)$/.test(file));
    const marked = files.filter((file) => {
      const full = path.join(root, file);
      return fs.existsSync(full) && MARKER.test(fs.readFileSync(full, "utf8"));
    });
    expect(marked).toEqual([]);
  });
});
