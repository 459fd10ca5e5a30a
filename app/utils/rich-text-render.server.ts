import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";

import { translatedLocales } from "./locale";
import {
  cleanRichText,
  type RichTextDoc,
  type RichTextHtmlKey,
  richTextHtmlKey,
  type RichTextNode,
  richTextPlainText,
  withImageSources,
} from "./rich-text";
import { richTextExtensions } from "./rich-text-extensions";
import { translationName } from "./translation-form";

// Server-side rendering of a stored body with Tiptap's static renderer (no DOM, no editor): the same
// extensions as the editor, text and attributes escaped by the renderer. The body is cleaned again first,
// so a row written by any other path (a restore, an import) still renders only what the allowlist keeps.

const extensions = richTextExtensions({ imageAttributes: { loading: "lazy", decoding: "async" } });

export function renderRichText(body: unknown): string {
  const cleaned = cleanRichText(body);
  const doc: RichTextDoc = cleaned.ok ? cleaned.doc : { type: "doc", content: [] };
  return renderToHTMLString({ content: { ...doc, content: withImageSources(doc.content) }, extensions });
}

function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * What an editor shows of its rich-text fields before their editor loads: `values` holds each field's document
 * as JSON by form name (as the editor is loaded with), `names` the English fields' names. The result holds each
 * field's and each of its translations' document rendered as HTML, under `richTextHtmlKey` (an empty document,
 * or none, as "").
 */
export function richTextHtmlValues(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<RichTextHtmlKey, string> {
  const html: Record<RichTextHtmlKey, string> = {};
  for (const name of names)
    for (const field of [name, ...translatedLocales.map((locale) => translationName(locale, name))])
      html[richTextHtmlKey(field)] = renderRichText(parsedJson(values[field]));
  return html;
}

/** A part of a document that starts at a top-level h2 (or before the first one, with an empty heading). */
export type RichTextSection = { heading: string; html: string };

/**
 * A document split at its top-level h2 headings, each part rendered: the legal pages list their sections
 * in a contents box and give each an anchor (decision 097). Headings are plain text here; the page renders them.
 */
export function renderRichTextSections(body: unknown): RichTextSection[] {
  const cleaned = cleanRichText(body);
  const nodes = cleaned.ok ? cleaned.doc.content : [];
  const sections: { heading: string; nodes: RichTextNode[] }[] = [];
  for (const node of nodes) {
    if (node.type === "heading" && node.attrs?.level === 2)
      sections.push({ heading: richTextPlainText({ type: "doc", content: [node] }).trim(), nodes: [] });
    else if (sections.length === 0) sections.push({ heading: "", nodes: [node] });
    else sections.at(-1)!.nodes.push(node);
  }
  return sections.map((section) => ({
    heading: section.heading,
    html: renderToHTMLString({ content: { type: "doc", content: withImageSources(section.nodes) }, extensions }),
  }));
}
