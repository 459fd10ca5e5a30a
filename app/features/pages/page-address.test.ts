import { describe, expect, it } from "vitest";

import routes from "~/routes";

import { parsePageAddress, RESERVED_FIRST_SEGMENTS } from "./page-address";

type Entry = { path?: string; children?: Entry[] };

/** Every path of the route config, joined with its parents' ("admin/blog/:id"). */
function paths(entries: readonly Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [path] : []), ...paths(entry.children ?? [], path)];
  });
}

describe("a page's address", () => {
  it("is one or two lower-case parts, typed with or without slashes", () => {
    expect(parsePageAddress("/careers/")).toEqual({ ok: true, address: "careers" });
    expect(parsePageAddress("careers/dhaka-office")).toEqual({ ok: true, address: "careers/dhaka-office" });
    expect(parsePageAddress("")).toMatchObject({ ok: false, error: "Enter the page's address, for example careers" });
    expect(parsePageAddress("a/b/c")).toMatchObject({ ok: false });
    expect(parsePageAddress("Careers")).toMatchObject({ ok: false });
    expect(parsePageAddress("jobs--now")).toMatchObject({ ok: false });
  });

  it("never starts with a segment the site answers itself, named in the message", () => {
    for (const taken of ["about", "blog/new-thing", "admin", "bn/careers", "media", "shop/x"]) {
      const result = parsePageAddress(taken);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^\/[a-z]+ is already a page of the site/);
    }
  });

  it("reserves the first segment of every fixed path in app/routes.ts", () => {
    const firsts = new Set(
      paths(routes as Entry[])
        .map((path) => path.split("/")[0]!)
        .filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*"),
    );
    expect(firsts.size).toBeGreaterThan(10);
    for (const segment of firsts) expect(RESERVED_FIRST_SEGMENTS).toContain(segment);
  });
});
