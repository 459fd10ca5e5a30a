import { describe, expect, it } from "vitest";

import { checkRedirectCsv } from "./redirect-csv.server";

describe("a CSV file of redirects", () => {
  it("adds the good rows and reports every bad one with its line and reason", () => {
    const text = [
      "from,to,status",
      "/old-about,/about,301",
      "",
      '"/old,comma",/services,temporary',
      "/admin/x,/about",
      "/loop,/loop",
      "/fine,https://partner.example/page",
      "/status,/about,307",
      "/extra,/about,301,surplus",
      "/old-about,/team",
      "/chain-start,/old-about",
    ].join("\r\n");
    const result = checkRedirectCsv(text, []);
    expect(result).toEqual({
      ok: true,
      accepted: [
        { fromPath: "/old-about", toTarget: "/about", status: 301 },
        { fromPath: "/old,comma", toTarget: "/services", status: 302 },
        { fromPath: "/fine", toTarget: "https://partner.example/page", status: 301 },
      ],
      rejected: [
        { line: 5, text: "/admin/x, /about", error: "/admin/x is the site's own address and cannot be redirected" },
        { line: 6, text: "/loop, /loop", error: "This would make a loop: /loop → /loop" },
        { line: 8, text: "/status, /about, 307", error: "The third column is 301 (permanent) or 302 (temporary)" },
        {
          line: 9,
          text: "/extra, /about, 301, surplus",
          error: "A row has three columns at most: old path, target, 301 or 302",
        },
        { line: 10, text: "/old-about, /team", error: "/old-about already redirects: delete that redirect first" },
        {
          line: 11,
          text: "/chain-start, /old-about",
          error: "This would make a chain: /chain-start → /old-about → /about. Send /chain-start straight to /about",
        },
      ],
    });
  });

  it("checks the rows against the redirects already kept", () => {
    const result = checkRedirectCsv("/a,/b\n", [{ fromPath: "/b", toTarget: "/a", status: 301 }]);
    expect(result.ok && result.rejected).toEqual([
      { line: 1, text: "/a, /b", error: "This would make a loop: /a → /b → /a" },
    ]);
  });

  it("says so when the file is not CSV or has no rows", () => {
    expect(checkRedirectCsv('/a,"/b\n', [])).toEqual({
      ok: false,
      error: expect.stringMatching(/^The file could not be read as CSV near line \d+: /),
    });
    expect(checkRedirectCsv("from,to\n\n", [])).toEqual({
      ok: false,
      error: "The file has no rows: one redirect a line, old path first",
    });
  });
});
