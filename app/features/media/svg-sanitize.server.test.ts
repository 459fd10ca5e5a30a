import { describe, expect, it } from "vitest";

import {
  checkSvgShape,
  decodeCssEscapes,
  referencesOtherDocument,
  sanitizeSvg,
  sanitizeSvgText,
  SVG_LIMITS,
} from "./svg-sanitize.server";
import { sanitizeSvgInWorker } from "./svg-worker.server";
import { MAX_SVG_BYTES } from "./upload-rules";
import { prepareUpload } from "./uploads.server";

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
const svgFile = (text: string) => new File([text], "logo.svg", { type: "image/svg+xml" });

/** Just under the upload limit: what an attacker can send. */
function fill(unit: string, around: (body: string) => string): string {
  const room = MAX_SVG_BYTES - around("").length - 16;
  return around(unit.repeat(Math.floor(room / unit.length)));
}

describe("finding 6: SVG sanitiser denial of service", () => {
  // Each of these held the event loop for seconds to a minute, or overflowed the stack, before the fix;
  // the test's own time limit is the regression check (they now take milliseconds).
  it("checks url( in linear time: 512 KB of url( in an attribute and in a <style>", { timeout: 15_000 }, () => {
    const inAttribute = fill("url(", (body) => svg(`<rect fill="${body}"/>`));
    expect(checkSvgShape(inAttribute)).toBe("attribute-too-long");
    const atTheCap = svg(`<rect fill="${"url(".repeat(SVG_LIMITS.maxAttributeLength / 4)}"/>`);
    expect(referencesOtherDocument("url(".repeat(SVG_LIMITS.maxAttributeLength / 4))).toBe(true);
    expect(sanitizeSvg(atTheCap)).not.toContain("url(url(");
    const inStyle = fill("url(", (body) => svg(`<style>${body}</style><rect fill="red"/>`));
    const clean = sanitizeSvg(inStyle)!;
    expect(clean).toContain("<rect");
    expect(clean).not.toContain("<style");
  });

  it("refuses 5,000 nested <g> (and any nesting past the cap) without parsing them", () => {
    const nested = svg("<g>".repeat(5_000) + "</g>".repeat(5_000));
    expect(sanitizeSvgText(nested)).toEqual({ ok: false, reason: "too-deep" });
    const deepest = svg("<g>".repeat(SVG_LIMITS.maxDepth - 1) + "</g>".repeat(SVG_LIMITS.maxDepth - 1));
    expect(sanitizeSvgText(deepest).ok).toBe(true);
    const tooDeep = svg("<g>".repeat(SVG_LIMITS.maxDepth) + "</g>".repeat(SVG_LIMITS.maxDepth));
    expect(sanitizeSvgText(tooDeep)).toEqual({ ok: false, reason: "too-deep" });
  });

  it("caps attribute length, attribute count and element count", () => {
    expect(checkSvgShape(svg(`<path d="${"M1 1".repeat(SVG_LIMITS.maxAttributeLength / 4 + 1)}"/>`))).toBe(
      "attribute-too-long",
    );
    expect(
      checkSvgShape(
        svg(`<rect ${Array.from({ length: SVG_LIMITS.maxAttributes + 1 }, (_, i) => `a${i}="1"`).join(" ")}/>`),
      ),
    ).toBe("too-many-attributes");
    expect(checkSvgShape(svg("<rect/>".repeat(SVG_LIMITS.maxElements)))).toBe("too-many-elements");
    expect(checkSvgShape(svg("<rect/>".repeat(SVG_LIMITS.maxElements - 1)))).toBeNull();
    // Markup inside comments, CDATA and attribute values is not markup.
    expect(
      checkSvgShape(
        svg(
          `<!-- ${"<g>".repeat(1_000)} --><text><![CDATA[${"<g>".repeat(1_000)}]]></text><g title="${"<g>".repeat(1_000)}"/>`,
        ),
      ),
    ).toBeNull();
  });

  it("refuses an internal DTD subset (entity declarations)", () => {
    const entities = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg("<text>&b;</text>")}`;
    expect(sanitizeSvgText(entities)).toEqual({ ok: false, reason: "dtd" });
    const plainDoctype = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect fill="red"/>')}`;
    expect(sanitizeSvgText(plainDoctype).ok).toBe(true);
  });

  it("drops CSS escapes in <style> (@\\69mport, u\\72l() and escaped url() in attributes", () => {
    const imported = sanitizeSvg(svg(`<style>@\\69mport "https://evil.example/x.css";</style><rect fill="red"/>`))!;
    expect(imported).not.toContain("<style");
    const escapedUrl = sanitizeSvg(svg(`<style>rect { fill: u\\72l(https://evil.example/x) }</style><rect/>`))!;
    expect(escapedUrl).not.toContain("<style");
    const attribute = sanitizeSvg(svg(`<rect style="fill: u\\72l(https://evil.example/x)"/>`))!;
    expect(attribute).not.toContain("evil.example");
    const fragment = sanitizeSvg(svg(`<defs><linearGradient id="g"/></defs><rect style="fill: url( '#g' )"/>`))!;
    expect(fragment).toContain("url( '#g' )");
  });

  it("decodes CSS escapes as a browser would", () => {
    expect(decodeCssEscapes("@\\69mport")).toBe("@import");
    expect(decodeCssEscapes("u\\72 l(")).toBe("url(");
    expect(decodeCssEscapes("\\000075rl(")).toBe("url(");
    expect(decodeCssEscapes("\\(x\\)")).toBe("(x)");
    expect(referencesOtherDocument("fill: URL( #a )")).toBe(false);
    expect(referencesOtherDocument("background: image-set('x.png' 1x)")).toBe(true);
  });

  it(
    "sanitises on a worker thread with a time limit, and a failure is a refusal, not a throw",
    { timeout: 30_000 },
    async () => {
      expect(await sanitizeSvgInWorker(svg('<rect fill="red"/><script>alert(1)</script>'))).toEqual({
        ok: true,
        svg: expect.not.stringContaining("script"),
      });
      expect(await sanitizeSvgInWorker(svg("<rect/>".repeat(2_000)), 1)).toEqual({ ok: false, reason: "timeout" });
      const nested = await prepareUpload(svgFile(svg("<g>".repeat(5_000) + "</g>".repeat(5_000))), "logo");
      expect(nested).toEqual({ ok: false, error: expect.stringContaining("too complex") });
    },
  );
});
