import { describe, expect, it } from "vitest";

import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_MARK, holdBackBootstrapModule } from "./hydrate-after-paint";

describe("holdBackBootstrapModule", () => {
  it("makes React Router's bootstrap module inert, keeping its nonce and its text", () => {
    const html = '<script>window.x=1</script><script nonce="abc" type="module" async="">import "/a.js";</script>';
    expect(holdBackBootstrapModule(html)).toBe(
      `<script>window.x=1</script><script nonce="abc" type="${DEFERRED_MODULE_TYPE}">import "/a.js";</script>`,
    );
  });

  it("holds back React Router's modulepreload links with a media query that never matches, marked for after the paint", () => {
    const html = '<link rel="modulepreload" href="/assets/react.js"/><link rel="stylesheet" href="/a.css"/>';
    expect(holdBackBootstrapModule(html)).toBe(
      `<link rel="modulepreload" media="not all" ${DEFERRED_PRELOAD_MARK}="" href="/assets/react.js"/><link rel="stylesheet" href="/a.css"/>`,
    );
  });

  it("keeps the modulepreload links of a staff screen", () => {
    const html = '<link rel="modulepreload" href="/assets/react.js"/>';
    expect(holdBackBootstrapModule(html, { preloads: false })).toBe(html);
  });

  it("leaves other scripts alone", () => {
    const html = '<script type="application/ld+json">{}</script><script src="/b.js" type="module"></script>';
    expect(holdBackBootstrapModule(html)).toBe(html);
  });
});
