import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { canonicalAppPath, encodePathSegment } from "./canonical-path";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean };

/** A route manifest shaped like the build's, with routes today's site has and ones others are adding. */
function manifest(entries: Entry[]): ServerBuild["routes"] {
  return Object.fromEntries(
    entries.map((entry) => [entry.id, { ...entry, module: {} }]),
  ) as unknown as ServerBuild["routes"];
}

const routes = manifest([
  { id: "root", path: "" },
  { id: "media", parentId: "root", path: "media/:id" },
  { id: "sitemap", parentId: "root", path: "sitemap.xml" },
  { id: "public", parentId: "root" },
  { id: "home", parentId: "public", index: true },
  { id: "about", parentId: "public", path: "about" },
  { id: "blog-post", parentId: "public", path: "blog/:slug" },
  { id: "portfolio-item", parentId: "public", path: "portfolio/:slug" },
  { id: "bn", parentId: "root", path: "bn" },
  { id: "bn-about", parentId: "bn", path: "about" },
  { id: "bn-blog-post", parentId: "bn", path: "blog/:slug" },
  { id: "docs", parentId: "public", path: ":lang?/docs" },
  { id: "not-found", parentId: "public", path: "*" },
  { id: "admin", parentId: "root", path: "admin" },
  { id: "admin-login", parentId: "admin", path: "login" },
  { id: "admin-layout", parentId: "admin" },
  { id: "admin-home", parentId: "admin-layout", index: true },
  { id: "admin-export", parentId: "admin-layout", path: "contact-requests/export.csv" },
  { id: "admin-not-found", parentId: "admin", path: "*" },
]);

const canonical = (path: string) => {
  const result = canonicalAppPath(routes, path);
  return result.ok ? result.path : "(undecodable)";
};

describe("finding 7: the canonical path is the one the route table would generate", () => {
  it("spells static segments as the route table does, whatever the case or encoding asked for", () => {
    expect(canonical("/ABOUT")).toBe("/about");
    expect(canonical("/%61bout")).toBe("/about");
    expect(canonical("/About/")).toBe("/about");
    expect(canonical("/ADMIN/LOGIN")).toBe("/admin/login");
    expect(canonical("/Admin/Contact-Requests/EXPORT.CSV")).toBe("/admin/contact-requests/export.csv");
    expect(canonical("/SITEMAP.XML")).toBe("/sitemap.xml");
    expect(canonical("/admin/")).toBe("/admin");
  });

  it("leaves canonical paths as they are", () => {
    for (const path of [
      "/",
      "/about",
      "/blog/cloud-migration",
      "/portfolio/fintech-app",
      "/bn/about",
      "/bn/blog/post-1",
      "/admin",
      "/media/0b0e7c1e-4a3b-4c6e-9a51-2f0c4d1e9b7a",
    ]) {
      expect(canonical(path)).toBe(path);
    }
  });

  it("keeps the value of a dynamic segment, re-encoded one way", () => {
    expect(canonical("/BLOG/cloud-migration")).toBe("/blog/cloud-migration");
    expect(canonical("/Bn/Blog/%e0%a6%ac%e0%a6%be")).toBe("/bn/blog/%E0%A6%AC%E0%A6%BE");
    expect(canonical("/bn/blog/%E0%A6%AC%E0%A6%BE")).toBe("/bn/blog/%E0%A6%AC%E0%A6%BE");
  });

  it("handles optional segments and splats", () => {
    expect(canonical("/DOCS")).toBe("/docs");
    expect(canonical("/en/DOCS")).toBe("/en/docs");
    expect(canonical("/No/Such/Page")).toBe("/No/Such/Page");
    expect(canonical("/ADMIN/Nowhere")).toBe("/admin/Nowhere");
  });

  it("collapses empty and dot segments, so // can never start a host name", () => {
    expect(canonical("//evil.example/blog")).toBe("/evil.example/blog");
    expect(canonical("/./about")).toBe("/about");
    expect(canonical("/x/../about")).toBe("/about");
    expect(canonical("/%2e%2e/%2e/about")).toBe("/about");
    expect(canonical("/../../about")).toBe("/about");
  });

  it("reports a path that cannot be decoded", () => {
    expect(canonical("/%E0%A4%A")).toBe("(undecodable)");
  });
});

describe("encodePathSegment", () => {
  it("encodes what a browser would, and leaves the sub-delimiters a path may carry", () => {
    expect(encodePathSegment("a b")).toBe("a%20b");
    expect(encodePathSegment("a/b")).toBe("a%2Fb");
    expect(encodePathSegment("a?b#c")).toBe("a%3Fb%23c");
    expect(encodePathSegment("a:b@c+d,e;f=g&h$")).toBe("a:b@c+d,e;f=g&h$");
    expect(encodePathSegment("বা")).toBe("%E0%A6%AC%E0%A6%BE");
  });
});
