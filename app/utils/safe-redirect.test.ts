import { describe, expect, it } from "vitest";

import { safeRedirect } from "./safe-redirect";

describe("finding 2: open redirect in safeRedirect", () => {
  it("never resolves to another host, however the path is dressed", () => {
    for (const target of [
      "/.//evil.example/x",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
      undefined,
      42,
    ]) {
      expect({ target, to: safeRedirect(target, "/admin") }).toEqual({ target, to: "/admin" });
    }
  });

  it("keeps a path on this site, with its query, normalised", () => {
    expect(safeRedirect("/admin/settings", "/admin")).toBe("/admin/settings");
    expect(safeRedirect("/admin/contact-requests?q=a%20b&page=2", "/admin")).toBe(
      "/admin/contact-requests?q=a%20b&page=2",
    );
    expect(safeRedirect("/admin/./settings", "/admin")).toBe("/admin/settings");
    expect(safeRedirect("/blog/x#top")).toBe("/blog/x");
  });
});
