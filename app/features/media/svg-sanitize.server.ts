import { isMainThread, parentPort, workerData } from "node:worker_threads";

import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const HREF_ATTRIBUTES = ["href", "xlink:href"];

/**
 * Bounds checked on the text before any parser sees it, so the parser's and the sanitiser's work is
 * bounded too: jsdom took 5 s for 5,000 nested <g> and overflowed the stack at depth 100,000, its
 * serialiser recurses, and its attribute removal is quadratic in an element's attribute count. A real
 * logo nests a dozen levels and has a few hundred elements of a few attributes each.
 */
export const SVG_LIMITS = {
  maxDepth: 64,
  maxElements: 5_000,
  maxAttributes: 100,
  maxAttributeLength: 128 * 1024,
} as const;

export type SvgLimits = { maxDepth: number; maxElements: number; maxAttributes: number; maxAttributeLength: number };

export type SvgRejection =
  | "not-svg"
  | "too-deep"
  | "too-many-elements"
  | "too-many-attributes"
  | "attribute-too-long"
  | "dtd"
  | "failed"
  | "timeout";
export type SvgResult = { ok: true; svg: string } | { ok: false; reason: SvgRejection };

/**
 * One pass over the text: nesting depth, element count, attribute value lengths, and no internal DTD
 * subset (entity declarations). Every index moves forward only, so the cost is linear in the length.
 */
export function checkSvgShape(text: string, limits: SvgLimits = SVG_LIMITS): SvgRejection | null {
  let depth = 0;
  let elements = 0;
  let i = 0;
  const n = text.length;
  const skipPast = (from: number, terminator: string): number => {
    const end = text.indexOf(terminator, from);
    return end === -1 ? n : end + terminator.length;
  };
  while (i < n) {
    const lt = text.indexOf("<", i);
    if (lt === -1) break;
    if (text.startsWith("<!--", lt)) {
      i = skipPast(lt + 4, "-->");
    } else if (text.startsWith("<![CDATA[", lt)) {
      i = skipPast(lt + 9, "]]>");
    } else if (text.startsWith("<?", lt)) {
      i = skipPast(lt + 2, "?>");
    } else if (text.startsWith("<!", lt)) {
      const end = skipPast(lt + 2, ">");
      if (text.slice(lt, end).includes("[")) return "dtd";
      i = end;
    } else if (text[lt + 1] === "/") {
      depth--;
      i = skipPast(lt + 2, ">");
    } else {
      let j = lt + 1;
      let quote = "";
      let valueStart = 0;
      let attributes = 0;
      for (; j < n; j++) {
        const c = text[j]!;
        if (quote) {
          if (c === quote) {
            if (j - valueStart > limits.maxAttributeLength) return "attribute-too-long";
            quote = "";
          }
        } else if (c === '"' || c === "'") {
          if (++attributes > limits.maxAttributes) return "too-many-attributes";
          quote = c;
          valueStart = j + 1;
        } else if (c === ">") {
          break;
        }
      }
      if (quote && n - valueStart > limits.maxAttributeLength) return "attribute-too-long";
      if (++elements > limits.maxElements) return "too-many-elements";
      if (text[j - 1] !== "/" && ++depth > limits.maxDepth) return "too-deep";
      i = j + 1;
    }
  }
  return null;
}

/**
 * CSS escapes decoded (`\69` → "i", `\72 ` → "r", `\(` → "("), so `@\69mport` and `u\72l(` read as
 * what a browser would read. Linear: each character is looked at a bounded number of times.
 */
export function decodeCssEscapes(css: string): string {
  if (!css.includes("\\")) return css;
  let out = "";
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c !== "\\") {
      out += c;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < css.length && j < i + 7 && /[0-9a-fA-F]/.test(css[j]!)) j++;
    if (j > i + 1) {
      const code = Number.parseInt(css.slice(i + 1, j), 16);
      out += code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
      if (/\s/.test(css[j] ?? "")) j++;
      i = j;
    } else if (css[j] === "\n") {
      i = j + 1;
    } else {
      out += css[j] ?? "";
      i = j + 1;
    }
  }
  return out;
}

/** CSS functions and rules that fetch something without a url( of their own. */
const FETCHING_CSS = ["@import", "image-set(", "image(", "cross-fade(", "element("];

/**
 * Whether CSS text (a <style> element, or any attribute: style, fill, filter, mask…) refers to another
 * document: url() to anything but a "#fragment" of this one, @import, image-set() and the like. Found
 * with indexOf and a forward scan, never a backtracking pattern: linear in the text's length.
 */
export function referencesOtherDocument(value: string): boolean {
  const css = decodeCssEscapes(value).toLowerCase();
  if (FETCHING_CSS.some((token) => css.includes(token))) return true;
  let from = 0;
  for (;;) {
    const at = css.indexOf("url(", from);
    if (at === -1) return false;
    let k = at + 4;
    while (k < css.length && /\s/.test(css[k]!)) k++;
    if (css[k] === '"' || css[k] === "'") k++;
    while (k < css.length && /\s/.test(css[k]!)) k++;
    if (css[k] !== "#") return true;
    from = k;
  }
}

/**
 * Parses `text` as XML (a real parser: jsdom's saxes) and returns the document when its root is an
 * <svg> element in the SVG namespace, or null when it is not well-formed SVG.
 */
function parseSvg(text: string): JSDOM | null {
  try {
    const dom = new JSDOM(text, { contentType: "image/svg+xml" });
    const root = dom.window.document.documentElement;
    if (!root || root.localName !== "svg" || root.namespaceURI !== SVG_NAMESPACE) return null;
    return dom;
  } catch {
    return null;
  }
}

/**
 * DOMPurify's SVG profile on the parsed XML tree (sanitised in place, so the result stays well-formed
 * XML), plus what that profile still lets through and an <img>-only SVG never needs: any reference to
 * another document (href/xlink:href not starting with "#", url() to another resource, @import, also
 * when spelt with CSS escapes), and any <style> with a CSS escape at all. The text's shape is checked
 * first (SVG_LIMITS); every check is linear; any failure is a rejection, never a thrown error.
 * See docs/decisions/117-svg-sanitiser-bounds.md.
 */
export function sanitizeSvgText(text: string): SvgResult {
  const shape = checkSvgShape(text);
  if (shape) return { ok: false, reason: shape };
  try {
    const dom = parseSvg(text);
    if (!dom) return { ok: false, reason: "not-svg" };
    const purify = createDOMPurify(dom.window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeElement", (node, data) => {
      if (data.tagName !== "style") return;
      const css = node.textContent ?? "";
      if (css.includes("\\") || referencesOtherDocument(css)) node.parentNode?.removeChild(node);
    });
    purify.addHook("afterSanitizeAttributes", (node) => {
      const element = node as Element;
      if (!element.attributes) return;
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim();
        const isHref = HREF_ATTRIBUTES.includes(attribute.name) || attribute.localName === "href";
        if ((isHref && !value.startsWith("#")) || referencesOtherDocument(value))
          element.removeAttributeNode(attribute);
      }
    });
    const root = dom.window.document.documentElement;
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ["use"],
      FORBID_TAGS: ["foreignObject", "script", "iframe", "embed", "object"],
    });
    if (root.localName !== "svg") return { ok: false, reason: "not-svg" };
    return { ok: true, svg: new dom.window.XMLSerializer().serializeToString(root) };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/** The sanitised SVG, or null when it is refused (not SVG, over a limit, or the sanitiser failed). */
export function sanitizeSvg(text: string): string | null {
  const result = sanitizeSvgText(text);
  return result.ok ? result.svg : null;
}

/** This module's own URL: the worker that sanitises uploads runs this same module (svg-worker.server.ts). */
export const SVG_SANITIZER_URL = import.meta.url;

// Started as that worker: say so once loaded, then answer each SVG text posted with its SvgResult.
if (!isMainThread && (workerData as { svgSanitizer?: boolean } | null)?.svgSanitizer) {
  parentPort?.on("message", (text: string) => parentPort?.postMessage(sanitizeSvgText(text)));
  parentPort?.postMessage("ready");
}
