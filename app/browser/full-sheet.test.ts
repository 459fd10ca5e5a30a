// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { prefetchFullSheet } from "./full-sheet";

const links = () =>
  [...document.querySelectorAll<HTMLLinkElement>("link")].map((l) => `${l.rel} ${l.getAttribute("href")}`);

describe("the whole stylesheet after the load", () => {
  it("prefetches the sheet a page's own rules name once the page has loaded, and never applies it", () => {
    document.head.innerHTML = `<style data-sheet="/assets/public-abc.css">.a{color:red}</style>`;
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    prefetchFullSheet(document);
    expect(links()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(links()).toEqual(["prefetch /assets/public-abc.css"]);
    window.dispatchEvent(new Event("load"));
    expect(links()).toEqual(["prefetch /assets/public-abc.css"]);
  });

  it("prefetches at once when the page has already loaded, and does nothing on a page that links the sheet", () => {
    document.head.innerHTML = `<style data-sheet="/assets/public-abc.css"></style>`;
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    prefetchFullSheet(document);
    expect(links()).toEqual(["prefetch /assets/public-abc.css"]);
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/public-abc.css">`;
    prefetchFullSheet(document);
    expect(links()).toEqual(["stylesheet /assets/public-abc.css"]);
  });
});
