import { describe, expect, it } from "vitest";

import {
  parseFromPath,
  parseTarget,
  type Redirect,
  redirectFormSchema,
  redirectProblems,
  redirectsIntoTrash,
  RedirectTable,
} from "./redirect-rules";

const permanent = (fromPath: string, toTarget: string): Redirect => ({ fromPath, toTarget, status: 301 });

describe("an old path as staff type it", () => {
  it.each([
    ["old-page/", "/old-page"],
    ["  /Old/Page//  ", "/Old/Page"],
    ["https://old-site.example/about-us.html", "/about-us.html"],
    ["/bn/old", "/bn/old"],
    ["/খবর", "/খবর"],
  ])("%s is %s", (raw, path) => {
    expect(parseFromPath(raw)).toEqual({ ok: true, value: path });
  });

  it.each([
    ["", "Enter the old path, for example /old-page"],
    ["/page?id=3", "Leave out the part after ? or #"],
    ["https://old.example/page?id=3", "Leave out the part after ? or #"],
    ["/old page", "A path has no spaces; use - or %20"],
    ["/bad%E0%A4", "This path has a broken % code"],
    ["/", "/ is the site's own address and cannot be redirected"],
    ["/admin/settings", "/admin/settings is the site's own address and cannot be redirected"],
    ["/bn/admin", "/bn/admin is the site's own address and cannot be redirected"],
    ["/media/1234", "/media/1234 is the site's own address and cannot be redirected"],
    ["/sitemap.xml", "/sitemap.xml is the site's own address and cannot be redirected"],
    [`/${"a".repeat(600)}`, "Use at most 500 characters"],
  ])("%s is refused: %s", (raw, error) => {
    expect(parseFromPath(raw)).toEqual({ ok: false, error });
  });
});

describe("a redirect's target", () => {
  it.each(["/services", "/blog?category=cloud", "https://shop.example.com/x"])("%s is taken", (raw) => {
    expect(parseTarget(raw).ok).toBe(true);
  });

  it.each(["services", "//evil.example/x", "http://plain.example", "javascript:alert(1)", "/a b"])(
    "%s is refused",
    (raw) => {
      expect(parseTarget(raw)).toEqual({
        ok: false,
        error: "Enter a path on this site starting with /, or an address starting with https://",
      });
    },
  );

  it("the form's schema names each bad field and turns the status into a number", () => {
    const bad = redirectFormSchema.safeParse({ fromPath: "/admin", toTarget: "nowhere", status: "307" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(["status"]);
    const fields = redirectFormSchema.safeParse({ fromPath: "/admin", toTarget: "nowhere", status: "301" });
    expect(fields.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(["fromPath", "toTarget"]);
    expect(redirectFormSchema.parse({ fromPath: "old/", toTarget: "/new", status: "302" })).toEqual({
      fromPath: "/old",
      toTarget: "/new",
      status: 302,
    });
  });
});

describe("finding a visitor's redirect", () => {
  const table = new RedirectTable([
    permanent("/old-page", "/services?from=old"),
    permanent("/gone", "https://elsewhere.example/x"),
    { fromPath: "/bn/only-bengali", toTarget: "/bn/about", status: 302 },
    permanent("/both", "/team"),
    permanent("/bn/both", "/bn/portfolio"),
  ]);

  it("matches whatever the case, trailing slash or percent-encoding", () => {
    for (const path of ["/old-page", "/Old-Page/", "/old%2Dpage"])
      expect(table.resolve(path)?.location, path).toBe("/services?from=old");
    expect(table.resolve("/old-page/more")).toBeUndefined();
  });

  it("serves a path without a language prefix in every edition, in that edition", () => {
    expect(table.resolve("/bn/old-page")).toMatchObject({ location: "/bn/services?from=old", status: 301 });
    expect(table.resolve("/bn/gone")?.location).toBe("https://elsewhere.example/x");
    expect(table.resolve("/only-bengali")).toBeUndefined();
    expect(table.resolve("/bn/only-bengali")).toMatchObject({ location: "/bn/about", status: 302 });
    // An edition's own redirect wins over the shared one.
    expect(table.resolve("/bn/both")?.location).toBe("/bn/portfolio");
    expect(table.resolve("/both")?.location).toBe("/team");
  });
});

describe("loops and chains", () => {
  it("refuses a loop and names it", () => {
    const problems = redirectProblems([permanent("/a", "/b")], [permanent("/b", "/a")]);
    expect(problems.get(0)).toBe("This would make a loop: /b → /a → /b");
    expect(redirectProblems([], [permanent("/a", "/A")]).get(0)).toBe("This would make a loop: /a → /A");
  });

  it("refuses a chain either way round and says where to point instead", () => {
    expect(redirectProblems([permanent("/b", "/c")], [permanent("/a", "/b")]).get(0)).toBe(
      "This would make a chain: /a → /b → /c. Send /a straight to /c",
    );
    expect(redirectProblems([permanent("/a", "/b")], [permanent("/b", "/c")]).get(0)).toBe(
      "This would make a chain: /a → /b → /c. Send /a straight to /c",
    );
  });

  it("finds a chain only Bengali visitors would take", () => {
    const problems = redirectProblems([permanent("/a", "/b")], [permanent("/bn/b", "/bn/c")]);
    expect(problems.get(0)).toBe("This would make a chain: /bn/a → /bn/b → /bn/c. Send /bn/a straight to /bn/c");
  });

  it("refuses an old path that already redirects, within one upload too, and keeps the rest", () => {
    const problems = redirectProblems(
      [permanent("/taken", "/x")],
      [
        permanent("/Taken", "/y"),
        permanent("/new", "/z"),
        permanent("/new", "/w"),
        permanent("/other", "https://e.example"),
      ],
    );
    expect([...problems.entries()]).toEqual([
      [0, "/Taken already redirects: delete that redirect first"],
      [2, "/new already redirects: delete that redirect first"],
    ]);
  });

  it("takes a thousand unrelated redirects at once", () => {
    const many = Array.from({ length: 1000 }, (_, index) => permanent(`/old-${index}`, `/new-${index}`));
    expect(redirectProblems(many.slice(0, 500), many.slice(500)).size).toBe(0);
  });
});

describe("redirects into the trash", () => {
  it("finds a redirect to a trashed page however its target is spelled, in either edition", () => {
    const trashed = [{ path: "/blog/old-post", title: "Old post" }];
    const found = redirectsIntoTrash(
      [
        { toTarget: "/blog/old-post" },
        { toTarget: "/bn/blog/Old-Post/?utm_source=mail" },
        { toTarget: "/blog/old-post-2" },
        { toTarget: "https://example.com/blog/old-post" },
      ],
      trashed,
    );
    expect([...found]).toEqual([
      ["/blog/old-post", "Old post"],
      ["/bn/blog/Old-Post/?utm_source=mail", "Old post"],
    ]);
  });
});
