import { randomBytes } from "node:crypto";
import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import publicSheetHref from "~/public.css?url";

import { ONE_WINDOW_GZIP_BYTES } from "./one-window";
import { cssForDocument, documentUse, fitsOneWindow, inlinePageCss, splitSheet } from "./page-css.server";

// Text that gzip can barely shrink, sized to land a document just under or just over one window.
const noise = (bytes: number) => randomBytes(bytes).toString("base64url");
const gzipped = (html: string) => zlib.gzipSync(html).byteLength;

// The shapes Tailwind writes: layers, a breakpoint inside a layer, escaped names, :not() and :where(),
// @property and @keyframes read through var() and animation, theme variables, faces with and without a range.
const SHEET = [
  "@layer theme,base,utilities;",
  '@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}',
  '@font-face{font-family:Inter;src:url(/cyrillic.woff2)format("woff2");unicode-range:U+400-45F,U+2116}',
  '@font-face{font-family:Label;src:url(/bn.woff2)format("woff2");unicode-range:U+982,U+9AC,U+9B?}',
  "@layer theme{:root,:host{--color-ink:#111;--color-unused:red;--font-sans:Inter,var(--font-fallback);--font-fallback:Arial;--spacing:4px}}",
  "@layer base{html{line-height:1.5}table{border-collapse:collapse}h1,h2{font-size:inherit}",
  ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}:is(ol,ul) li{margin:0}}",
  "@layer utilities{",
  ".mt-1{margin-top:calc(var(--spacing)*1)}",
  ".md\\:flex{display:flex}",
  ".text-ink{color:var(--color-ink)}",
  ".font-sans{font-family:var(--font-sans)}",
  ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
  ".a:not(.b){color:red}",
  ":where(.space-y-2>:not(:last-child)){margin-top:8px}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  ".spin{animation:spin 1s linear infinite}",
  "@media (width>=48rem){.md\\:mt-2{margin-top:8px}.md\\:flex{display:flex}}",
  "}",
  "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-unused:0}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes spin-slow{to{transform:rotate(180deg)}}",
].join("");

const pieces = splitSheet(SHEET);
const cssFor = (html: string) => cssForDocument(pieces, documentUse(html));
const css = (...classes: string[]) => cssFor(`<html><body><p class="${classes.join(" ")}">Hello</p></body></html>`);

describe("a page's own CSS", () => {
  it("keeps the rules of the classes a page uses, in their layers and breakpoints", () => {
    expect(css("md:flex")).toBe(
      '@layer theme,base,utilities;@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}' +
        "@layer base{html{line-height:1.5}}" +
        "@layer utilities{.md\\:flex{display:flex}@media (width>=48rem){.md\\:flex{display:flex}}}",
    );
    expect(css("mt-1")).toContain("@layer utilities{.mt-1{margin-top:calc(var(--spacing)*1)}}");
    expect(css("mt-1")).not.toContain("@media");
  });

  it("needs every class of a selector, but none inside :not()", () => {
    expect(css("group-hover:underline")).not.toContain("text-decoration");
    expect(css("group", "group-hover:underline")).toContain(".group:hover .group-hover\\:underline");
    expect(css("a")).toContain(".a:not(.b){color:red}");
    expect(css("space-y-2")).toContain(":where(.space-y-2>:not(:last-child))");
    expect(css("b")).not.toContain("color:red");
  });

  it("keeps an element's base rules only where the page has that element", () => {
    expect(css()).not.toContain("table");
    expect(cssFor("<html><body><table></table></body></html>")).toContain("table{border-collapse:collapse}");
    expect(css()).not.toContain("h1,h2");
    expect(cssFor("<html><body><h2>x</h2></body></html>")).toContain("h1,h2{font-size:inherit}");
    // A choice inside :is() or :where() asks for none of its elements; what follows it is still needed.
    expect(cssFor("<html><body><ul><li>x</li></ul></body></html>")).toContain(":is(ol,ul) li{margin:0}");
    expect(css()).not.toContain(":is(ol,ul) li");
    expect(cssFor("<html><body><select multiple><optgroup></optgroup></select></body></html>")).toContain(
      "optgroup{font-weight:bolder}",
    );
    expect(cssFor("<html><body><optgroup></optgroup></body></html>")).not.toContain("optgroup");
  });

  it("keeps a face with a unicode-range only when the page has one of its characters", () => {
    expect(css()).not.toContain("/cyrillic.woff2");
    expect(cssFor("<html><body><p>Привет</p></body></html>")).toContain("/cyrillic.woff2");
    expect(css()).not.toContain("/bn.woff2");
    expect(cssFor('<html><body><a lang="bn">বাংলা</a></body></html>')).toContain("/bn.woff2");
  });

  it("keeps only the custom properties something reads, through other properties too", () => {
    expect(css()).not.toContain("--color-ink");
    expect(css("text-ink")).toContain(":root,:host{--color-ink:#111}");
    expect(css("font-sans")).toContain(":root,:host{--font-sans:Inter,var(--font-fallback);--font-fallback:Arial}");
    expect(css("font-sans", "text-ink")).not.toContain("--color-unused");
    // A property the document itself reads, in a style attribute or its own sheet.
    expect(cssFor('<html><body><p style="color:var(--color-ink)">x</p></body></html>')).toContain("--color-ink:#111");
    // The fallbacks for browsers without @property keep the ones read, and a rule left empty goes.
    expect(css("shadow")).toContain("@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}");
    expect(css("mt-1")).not.toContain("@layer properties");
  });

  it("keeps an @property or @keyframes only when a kept rule reads it", () => {
    expect(css("mt-1")).not.toContain("@property");
    expect(css("mt-1")).not.toContain("@keyframes");
    expect(css("shadow")).toContain("@property --tw-shadow{");
    expect(css("shadow")).not.toContain("--tw-unused");
    expect(css("spin")).toContain("@keyframes spin{");
    expect(css("spin")).not.toContain("spin-slow");
  });

  it("reads a @keyframes name with characters a pattern would take for its own", () => {
    const escaped = splitSheet("@layer utilities{.fade{animation:fade\\.in 1s}}@keyframes fade\\.in{to{opacity:0}}");
    const use = documentUse('<p class="fade">x</p>');
    expect(cssForDocument(escaped, use)).toContain("@keyframes fade\\.in{");
  });

  it("keeps the rules of what scripts add to the page, without it in the HTML", () => {
    const page = "<html><body><p>Hello</p></body></html>";
    expect(cssFor(page)).not.toContain(".mt-1{");
    const withAdded = cssForDocument(pieces, documentUse(page, { classes: ["mt-1"], elements: ["table"] }));
    expect(withAdded).toContain(".mt-1{");
    expect(withAdded).toContain("table{border-collapse:collapse}");
  });

  it("reads the classes and elements of a server-rendered document, entities decoded", () => {
    const html = '<div class="mt-1  md:flex"><p class="[&amp;&gt;p]:mt-2 a">x</p><SPAN data-class="no"></SPAN></div>';
    const use = documentUse(html);
    expect([...use.classes].sort()).toEqual(["[&>p]:mt-2", "a", "md:flex", "mt-1"]);
    expect([...use.tags].sort()).toEqual(["div", "p", "span"]);
  });

  describe("inlinePageCss", () => {
    const link = `<link rel="stylesheet" href="${publicSheetHref}"/>`;
    const page = (text: string) => `<html><head>${link}</head><body><p class="mt-1">${text}</p></body></html>`;

    it("puts the page's rules in place of the sheet's link when the document still fits one window", () => {
      const html = inlinePageCss(page("Hello"));
      expect(html).not.toContain(link);
      expect(html).toContain(`<style data-sheet="${publicSheetHref}">`);
    });

    it("keeps the link of a document that would not fit", () => {
      const under = page(noise(Math.floor(ONE_WINDOW_GZIP_BYTES * 0.97)));
      expect(gzipped(inlinePageCss(under))).toBeLessThanOrEqual(ONE_WINDOW_GZIP_BYTES);
      expect(inlinePageCss(under)).not.toContain(link);
      const over = page(noise(ONE_WINDOW_GZIP_BYTES * 1.5));
      expect(inlinePageCss(over)).toBe(over);
    });

    it("keeps the link of a path found too large while its length stays within 2 %, and measures it again after", () => {
      const text = noise(ONE_WINDOW_GZIP_BYTES * 1.5);
      const over = page(text);
      expect(inlinePageCss(over, "/large")).toBe(over);
      // As long, but it would fit: not measured again.
      const fitsNow = page("a".repeat(text.length));
      expect(inlinePageCss(fitsNow, "/large")).toBe(fitsNow);
      // Another path, or none, is measured.
      expect(inlinePageCss(fitsNow, "/other")).not.toContain(link);
      expect(inlinePageCss(fitsNow)).not.toContain(link);
      // 3 % shorter: an edit, measured again; found to fit, it is measured every time from then on.
      const edited = page("a".repeat(Math.floor(text.length * 0.97)));
      expect(inlinePageCss(edited, "/large")).not.toContain(link);
      expect(inlinePageCss(fitsNow, "/large")).not.toContain(link);
    });
  });

  it("fitsOneWindow: a document over one window at the fastest gzip level but within it at the default fits", () => {
    // Links that share a prefix: the fastest level gives up after a few candidates, the default finds whole ones.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const hrefs = Array.from(
      { length: 100 },
      () => `<a class="link" href="/${next().toString(36)}${next().toString(36)}">`,
    );
    let html = "";
    while (zlib.gzipSync(html).byteLength <= ONE_WINDOW_GZIP_BYTES) {
      if (zlib.gzipSync(html, { level: 1 }).byteLength > ONE_WINDOW_GZIP_BYTES) break;
      for (let i = 0; i < 20; i++) html += hrefs[next() % hrefs.length];
    }
    expect(zlib.gzipSync(html, { level: 1 }).byteLength).toBeGreaterThan(ONE_WINDOW_GZIP_BYTES);
    expect(gzipped(html)).toBeLessThanOrEqual(ONE_WINDOW_GZIP_BYTES);
    expect(fitsOneWindow(html)).toBe(true);
    expect(fitsOneWindow(noise(ONE_WINDOW_GZIP_BYTES * 1.5))).toBe(false);
  });
});
