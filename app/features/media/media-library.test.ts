import { describe, expect, it } from "vitest";

import { altTextSchema, describeFile, fileCount, mediaSearch, parseMediaQuery } from "./media-library";

describe("fileCount", () => {
  it("says file for one and files otherwise, with thousands separated", () => {
    expect([0, 1, 2, 1204].map(fileCount)).toEqual(["0 files", "1 file", "2 files", "1,204 files"]);
  });
});

describe("media library view state", () => {
  it("reads the search, page and picker kind, falling back to defaults on nonsense", () => {
    expect(parseMediaQuery(new URLSearchParams("q=%20harbour%20&page=3&for=logo"))).toEqual({
      q: "harbour",
      page: 3,
      for: "logo",
    });
    expect(parseMediaQuery(new URLSearchParams("q=a%00b&page=-1&for=nonsense"))).toEqual({
      q: "ab",
      page: 1,
      for: undefined,
    });
    expect(mediaSearch({ q: "x y", page: 1 })).toBe("?q=x+y");
    expect(mediaSearch({ page: 2, for: "client-logo" })).toBe("?for=client-logo&page=2");
    expect(mediaSearch({})).toBe("");
  });

  it("describes a file's type, size and dimensions", () => {
    expect(describeFile({ mime: "image/webp", byteSize: 188_416, width: 1200, height: 800 })).toEqual({
      type: "WebP",
      size: "184 KB",
      dimensions: "1200 × 800 px",
    });
    expect(describeFile({ mime: "image/svg+xml", byteSize: 900, width: null, height: null })).toEqual({
      type: "SVG",
      size: "900 bytes",
      dimensions: "Scalable",
    });
    expect(describeFile({ mime: "image/webp", byteSize: 1.5 * 1024 * 1024, width: 2000, height: 1000 }).size).toBe(
      "1.5 MB",
    );
  });

  it("requires alt text and caps its length", () => {
    expect(altTextSchema.safeParse("  ").success).toBe(false);
    expect(altTextSchema.safeParse("x".repeat(301)).success).toBe(false);
    expect(altTextSchema.parse("  A ferry at dusk ")).toBe("A ferry at dusk");
  });
});
