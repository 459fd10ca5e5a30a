// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { linkFullSheet } from "./full-sheet";

const sheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));

describe("the whole stylesheet after the load", () => {
  it("links the sheet a page's own rules name, once the page has loaded", () => {
    document.head.innerHTML = `<style data-sheet="/assets/public-abc.css">.a{color:red}</style>`;
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    linkFullSheet(document);
    expect(sheets()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(sheets()).toEqual(["/assets/public-abc.css"]);
    window.dispatchEvent(new Event("load"));
    expect(sheets()).toEqual(["/assets/public-abc.css"]);
  });

  it("links it at once when the page has already loaded, and does nothing on a page that links the sheet", () => {
    document.head.innerHTML = `<style data-sheet="/assets/public-abc.css"></style>`;
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    linkFullSheet(document);
    expect(sheets()).toEqual(["/assets/public-abc.css"]);
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/public-abc.css">`;
    linkFullSheet(document);
    expect(sheets()).toEqual(["/assets/public-abc.css"]);
  });
});
