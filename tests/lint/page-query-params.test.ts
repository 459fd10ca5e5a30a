import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The page cache renders a public page from its path and the query parameters its route declares
// (`handle = pageQueryHandle(...)`, decision 160): a loader reading any other parameter would never see it.
// So every parameter a route module reads from a URL's searchParams must be among those it declares.

const root = path.resolve(import.meta.dirname, "../..");
const routeDirs = ["app/routes/public", "app/routes/resources"];

/** The names a module reads from searchParams: `x.searchParams.get("q")`, or through a variable holding them. */
function readQueryParams(source: string): string[] {
  const holders = ["searchParams"];
  for (const match of source.matchAll(/(?:const|let)\s+(\w+)\s*=[^;]*\.searchParams\s*;/g)) holders.push(match[1]!);
  for (const match of source.matchAll(/\[\s*(\w+)\s*(?:,[^\]]*)?\]\s*=\s*useSearchParams\(/g)) holders.push(match[1]!);
  const names = new Set<string>();
  for (const holder of holders) {
    for (const match of source.matchAll(
      new RegExp(`\\b${holder}\\.(?:get|getAll|has)\\(\\s*["'\`]([^"'\`]+)["'\`]`, "g"),
    ))
      names.add(match[1]!);
  }
  return [...names].sort();
}

function declaredParams(source: string): string[] {
  const declared = /pageQueryHandle\(([^)]*)\)/.exec(source)?.[1] ?? "";
  return [...declared.matchAll(/["'`]([^"'`]+)["'`]/g)].map((match) => match[1]!).sort();
}

describe("route modules declare the query parameters they read", () => {
  it("finds the parameters read in the ways route modules read them", () => {
    expect(
      readQueryParams(`
        const params = new URL(request.url).searchParams;
        params.get("q"); params.getAll('tag');
        new URL(request.url).searchParams.get("token");
        const [searchParams] = useSearchParams(); searchParams.has("open");
        form.get("email");`),
    ).toEqual(["open", "q", "tag", "token"]);
  });

  const files = routeDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts") && !name.includes(".server."))
      .map((name) => `${dir}/${name}`),
  );

  it.each(files)("%s", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const read = readQueryParams(source);
    const declared = declaredParams(source);
    expect(
      read.filter((name) => !declared.includes(name)),
      "read but not declared in its handle",
    ).toEqual([]);
  });
});
