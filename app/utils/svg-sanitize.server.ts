import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const HREF_ATTRIBUTES = ["href", "xlink:href"];
/** url(...) whose target is not a fragment of this same document. */
const EXTERNAL_URL = /url\(\s*(['"]?)\s*(?!#)[^)]*\)/i;

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

export function isSvgDocument(text: string): boolean {
  return parseSvg(text) !== null;
}

/**
 * DOMPurify's SVG profile on the parsed XML tree (sanitised in place, so the result stays well-formed
 * XML), plus what that profile still lets through and an <img>-only SVG never needs: any reference
 * to another document (href/xlink:href not starting with "#", url() to another resource, @import).
 * Returns the serialised SVG, or null when the input is not SVG at all.
 */
export function sanitizeSvg(text: string): string | null {
  const dom = parseSvg(text);
  if (!dom) return null;
  const purify = createDOMPurify(dom.window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && /@import|url\(\s*['"]?\s*(?!#)/i.test(node.textContent ?? "")) {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = node as Element;
    if (!element.attributes) return;
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim();
      const isHref = HREF_ATTRIBUTES.includes(attribute.name) || attribute.localName === "href";
      if ((isHref && !value.startsWith("#")) || EXTERNAL_URL.test(value)) element.removeAttributeNode(attribute);
    }
  });
  const root = dom.window.document.documentElement;
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ["use"],
    FORBID_TAGS: ["foreignObject", "script", "iframe", "embed", "object"],
  });
  if (root.localName !== "svg") return null;
  return new dom.window.XMLSerializer().serializeToString(root);
}
