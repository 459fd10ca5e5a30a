import { describe, expect, it } from "vitest";

import { classesInHtml, cssForClasses, splitSheet } from "./page-css.server";

// The shapes Tailwind writes: layers, a breakpoint inside a layer, escaped names, :not() and :where(),
// @property and @keyframes read through var() and animation, faces every page keeps.
const SHEET = [
  "@layer theme,base,utilities;",
  '@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}',
  "@layer base{html{line-height:1.5}}",
  "@layer utilities{",
  ".mt-1{margin-top:4px}",
  ".md\\:flex{display:flex}",
  ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
  ".a:not(.b){color:red}",
  ":where(.space-y-2>:not(:last-child)){margin-top:8px}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  ".spin{animation:spin 1s linear infinite}",
  "@media (width>=48rem){.md\\:mt-2{margin-top:8px}.md\\:flex{display:flex}}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const pieces = splitSheet(SHEET);
const css = (...classes: string[]) => cssForClasses(pieces, new Set(classes));

describe("a page's own CSS", () => {
  it("keeps the rules of the classes a page uses, in their layers and breakpoints, and every face", () => {
    expect(css("md:flex")).toBe(
      '@layer theme,base,utilities;@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}' +
        "@layer base{html{line-height:1.5}}" +
        "@layer utilities{.md\\:flex{display:flex}@media (width>=48rem){.md\\:flex{display:flex}}}",
    );
    expect(css("mt-1")).toContain("@layer utilities{.mt-1{margin-top:4px}}");
    expect(css("mt-1")).not.toContain("@media");
  });

  it("needs every class of a selector, but none inside :not()", () => {
    expect(css("group-hover:underline")).not.toContain("text-decoration");
    expect(css("group", "group-hover:underline")).toContain(".group:hover .group-hover\\:underline");
    expect(css("a")).toContain(".a:not(.b){color:red}");
    expect(css("space-y-2")).toContain(":where(.space-y-2>:not(:last-child))");
    expect(css("b")).not.toContain("color:red");
  });

  it("keeps an @property or @keyframes only when a kept rule reads it", () => {
    expect(css("mt-1")).not.toContain("@property");
    expect(css("mt-1")).not.toContain("@keyframes");
    expect(css("shadow")).toContain("@property --tw-shadow{");
    expect(css("shadow")).not.toContain("--tw-unused");
    expect(css("spin")).toContain("@keyframes spin{");
  });

  it("reads the classes of a server-rendered document, entities decoded", () => {
    const html = '<div class="mt-1  md:flex"><p class="[&amp;&gt;p]:mt-2 a">x</p><span data-class="no"></span></div>';
    expect([...classesInHtml(html)].sort()).toEqual(["[&>p]:mt-2", "a", "md:flex", "mt-1"]);
  });
});
