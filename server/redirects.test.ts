import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import type { Redirect } from "~/features/redirects/redirect-rules";

import { staffRedirects } from "./redirects";

const request = (url: string, method = "GET") => ({ url, method }) as IncomingMessage;

describe("staff redirects in memory", () => {
  function setUp(ttlMs = 60_000) {
    const state = {
      generation: 0,
      reads: 0,
      rows: [{ fromPath: "/old", toTarget: "/new", status: 301 }] as Redirect[],
    };
    const redirects = staffRedirects({
      base: "/",
      load: async () => {
        state.reads++;
        return state.rows;
      },
      generation: () => state.generation,
      ttlMs,
      log: () => {},
    });
    /** Runs the middleware; the Location it sent, or "next" when it passed the request on. */
    const answer = (url: string) =>
      new Promise<string>((resolve) => {
        const res = {
          setHeader: () => {},
          redirect: (_status: number, location: string) => resolve(location),
        };
        void redirects.middleware(request(url) as never, res as never, () => resolve("next"));
      });
    return { state, redirects, answer };
  }

  it("reads the table once, then again only after a change", async () => {
    const { state, redirects, answer } = setUp();
    expect(redirects.mayAnswer(request("/about"))).toBe(true);
    expect(await answer("/old")).toBe("/new");
    for (let i = 0; i < 20; i++) expect(await answer("/old?x=1")).toBe("/new?x=1");
    expect(await answer("/about")).toBe("next");
    expect(state.reads).toBe(1);
    // Current: a page without a redirect may come from the page cache, one with a redirect may not.
    expect(redirects.mayAnswer(request("/about"))).toBe(false);
    expect(redirects.mayAnswer(request("/old"))).toBe(true);
    expect(redirects.mayAnswer(request("/old", "POST"))).toBe(false);
    expect(redirects.mayAnswer(request("/admin/redirects"))).toBe(false);

    state.rows = [];
    state.generation++;
    expect(redirects.mayAnswer(request("/about"))).toBe(true);
    expect(await answer("/old")).toBe("next");
    expect(state.reads).toBe(2);
  });

  it("reads again after the time limit, for a change another instance's notice did not bring", async () => {
    const { state, answer } = setUp(0);
    await answer("/old");
    await answer("/old");
    expect(state.reads).toBe(2);
  });
});
