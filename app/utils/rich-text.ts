// The blog body's stored form: a Tiptap (ProseMirror) JSON document, cleaned against an allowlist on every
// write (decision 081). Framework-free and without Tiptap itself, so the server checks a body without
// loading the editor. What passes here is all the renderer (rich-text-render.server.ts) ever sees.

import { mediaSrc } from "./media-urls";

export type RichTextMark = { type: string; attrs?: Record<string, unknown> };
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
};
export type RichTextDoc = { type: "doc"; content: RichTextNode[] };

/** A body's limit, counted as the stored JSON's UTF-8 bytes. */
export const MAX_BODY_BYTES = 200 * 1024;
const MAX_DEPTH = 24;
const MAX_NODES = 50_000;

export const EMPTY_DOC: RichTextDoc = { type: "doc", content: [{ type: "paragraph" }] };

/** An editor's values key for a rich-text field's loaded document as HTML: "$html.body", "$html.bn.body". */
export type RichTextHtmlKey = `$html.${string}`;

/**
 * Where an editor's values hold the loaded document of the rich-text field named `name` rendered as HTML, shown
 * read-only until the field's editor loads (and all along without JavaScript).
 */
export function richTextHtmlKey(name: string): RichTextHtmlKey {
  return `$html.${name}`;
}

export type CleanedRichText = { ok: true; doc: RichTextDoc; imageMediaIds: string[] } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BLOCKS = new Set(["paragraph", "heading", "bulletList", "orderedList", "blockquote", "codeBlock", "image"]);

/**
 * Link targets a visitor may follow: web and mail addresses, site paths and in-page anchors. Anything
 * else (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`) is dropped with its link mark,
 * keeping the text.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === "" || value.length > 2000) return false;
  if (value.startsWith("#")) return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    if (url.protocol === "mailto:") return true;
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

class BodyProblem extends Error {}

/**
 * Rebuilds `input` keeping only the allowed nodes, marks and attributes: paragraphs, headings h2–h4,
 * bulleted and numbered lists, quotes, code blocks, hard breaks, library images (media id and alt text),
 * bold, italic, inline code and safe links. Unknown nodes are dropped. A body over MAX_BODY_BYTES, or an
 * image without alt text, is refused with a message for the person writing it.
 */
export function cleanRichText(input: unknown): CleanedRichText {
  if (typeof input === "string") {
    if (new TextEncoder().encode(input).byteLength > MAX_BODY_BYTES)
      return { ok: false, message: tooLongMessage(input) };
    try {
      input = JSON.parse(input);
    } catch {
      return { ok: false, message: "The article body could not be read. Reload the page and try again." };
    }
  }
  if (!isRecord(input) || input.type !== "doc" || !Array.isArray(input.content)) {
    return { ok: false, message: "The article body could not be read. Reload the page and try again." };
  }
  const imageMediaIds: string[] = [];
  let nodes = 0;

  const cleanBlocks = (children: unknown, depth: number): RichTextNode[] => {
    if (!Array.isArray(children)) return [];
    if (depth > MAX_DEPTH)
      throw new BodyProblem(
        "The article is nested too deeply (lists or quotes inside each other). Flatten it and try again.",
      );
    return children.flatMap((child) => {
      const node = cleanBlock(child, depth);
      return node ? [node] : [];
    });
  };

  const cleanInline = (children: unknown, allowMarks: boolean): RichTextNode[] => {
    if (!Array.isArray(children)) return [];
    const out: RichTextNode[] = [];
    for (const child of children) {
      if (++nodes > MAX_NODES) throw new BodyProblem("The article has too many parts. Split it into shorter articles.");
      if (!isRecord(child)) continue;
      if (child.type === "hardBreak") out.push({ type: "hardBreak" });
      else if (child.type === "text" && typeof child.text === "string" && child.text !== "") {
        const marks = allowMarks ? cleanMarks(child.marks) : [];
        out.push(marks.length > 0 ? { type: "text", text: child.text, marks } : { type: "text", text: child.text });
      }
    }
    return out;
  };

  const cleanBlock = (value: unknown, depth: number): RichTextNode | null => {
    if (++nodes > MAX_NODES) throw new BodyProblem("The article has too many parts. Split it into shorter articles.");
    if (!isRecord(value) || typeof value.type !== "string" || !BLOCKS.has(value.type)) return null;
    const attrs = isRecord(value.attrs) ? value.attrs : {};
    switch (value.type) {
      case "paragraph":
        return withContent({ type: "paragraph" }, cleanInline(value.content, true));
      case "heading": {
        const raw = Number(attrs.level);
        const level = Number.isFinite(raw) ? Math.min(4, Math.max(2, Math.round(raw))) : 2;
        return withContent({ type: "heading", attrs: { level } }, cleanInline(value.content, true));
      }
      case "codeBlock": {
        const language =
          typeof attrs.language === "string" && /^[a-z0-9+#-]{1,20}$/i.test(attrs.language) ? attrs.language : null;
        return withContent({ type: "codeBlock", attrs: { language } }, cleanInline(value.content, false));
      }
      case "blockquote": {
        const content = cleanBlocks(value.content, depth + 1);
        return content.length > 0 ? { type: "blockquote", content } : null;
      }
      case "bulletList":
      case "orderedList": {
        const items = (Array.isArray(value.content) ? value.content : []).flatMap((item): RichTextNode[] => {
          if (!isRecord(item) || item.type !== "listItem") return [];
          const content = cleanBlocks(item.content, depth + 2);
          if (content[0]?.type !== "paragraph") content.unshift({ type: "paragraph" });
          return [{ type: "listItem", content }];
        });
        if (items.length === 0) return null;
        if (value.type === "bulletList") return { type: "bulletList", content: items };
        const start = Number(attrs.start);
        return {
          type: "orderedList",
          attrs: { start: Number.isInteger(start) && start > 0 && start < 100_000 ? start : 1 },
          content: items,
        };
      }
      case "image": {
        const mediaId =
          typeof attrs.mediaId === "string" && UUID.test(attrs.mediaId) ? attrs.mediaId.toLowerCase() : null;
        if (!mediaId) return null;
        const alt = typeof attrs.alt === "string" ? attrs.alt.trim().slice(0, 300) : "";
        if (alt === "")
          throw new BodyProblem("Every image in the article needs alt text: describe it for people who cannot see it.");
        imageMediaIds.push(mediaId);
        return { type: "image", attrs: { mediaId, alt } };
      }
      default:
        return null;
    }
  };

  try {
    const content = cleanBlocks(input.content, 0);
    const doc: RichTextDoc = { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] };
    const stored = JSON.stringify(doc);
    if (new TextEncoder().encode(stored).byteLength > MAX_BODY_BYTES)
      return { ok: false, message: tooLongMessage(stored) };
    return { ok: true, doc, imageMediaIds: [...new Set(imageMediaIds)] };
  } catch (error) {
    if (error instanceof BodyProblem) return { ok: false, message: error.message };
    throw error;
  }
}

function tooLongMessage(stored: string): string {
  const kb = Math.ceil(new TextEncoder().encode(stored).byteLength / 1024);
  return `The article is too long: ${kb} KB, and the limit is ${MAX_BODY_BYTES / 1024} KB. Split it into two articles.`;
}

function cleanMarks(marks: unknown): RichTextMark[] {
  if (!Array.isArray(marks)) return [];
  const out: RichTextMark[] = [];
  const seen = new Set<string>();
  for (const mark of marks) {
    if (!isRecord(mark) || typeof mark.type !== "string" || seen.has(mark.type)) continue;
    if (mark.type === "bold" || mark.type === "italic" || mark.type === "code") {
      out.push({ type: mark.type });
      seen.add(mark.type);
    } else if (mark.type === "link") {
      const href = isRecord(mark.attrs) && typeof mark.attrs.href === "string" ? mark.attrs.href.trim() : "";
      if (!isSafeHref(href)) continue;
      out.push({ type: "link", attrs: { href } });
      seen.add("link");
    }
  }
  return out;
}

function withContent(node: RichTextNode, content: RichTextNode[]): RichTextNode {
  return content.length > 0 ? { ...node, content } : node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The document's text, blocks separated by blank lines (reading time, search, the feed's summary). */
export function richTextPlainText(doc: RichTextDoc): string {
  const blocks: string[] = [];
  const walk = (node: RichTextNode): string => {
    if (node.type === "text") return node.text ?? "";
    if (node.type === "hardBreak") return "\n";
    return (node.content ?? []).map(walk).join("");
  };
  const visit = (nodes: RichTextNode[]) => {
    for (const node of nodes) {
      if (
        node.type === "bulletList" ||
        node.type === "orderedList" ||
        node.type === "blockquote" ||
        node.type === "listItem"
      )
        visit(node.content ?? []);
      else if (node.type !== "image") blocks.push(walk(node));
    }
  };
  visit(doc.content);
  return blocks.filter((block) => block.trim() !== "").join("\n\n");
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(doc: RichTextDoc): number {
  const words = richTextPlainText(doc).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Library images pointed at the media route. A stored body keeps only each image's media id (the cleaner
 * drops `src`, and the base path comes from the build), so both the renderer and the editor opening a saved
 * post add the URL here; without it the editor showed every saved image broken (issue 30).
 */
export function withImageSources(nodes: RichTextNode[]): RichTextNode[] {
  return nodes.map((node) => {
    if (node.type === "image" && typeof node.attrs?.mediaId === "string") {
      return { ...node, attrs: { ...node.attrs, src: mediaSrc(node.attrs.mediaId, 800) } };
    }
    return node.content ? { ...node, content: withImageSources(node.content) } : node;
  });
}
