import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { mediaSrc } from "./media-urls";
import { richTextExtensions } from "./rich-text-extensions";
import { cleanRichText, type RichTextDoc, type RichTextNode } from "./rich-text";

// Server-side rendering of a stored body with Tiptap's static renderer (no DOM, no editor): the same
// extensions as the editor, text and attributes escaped by the renderer. The body is cleaned again first,
// so a row written by any other path (a restore, an import) still renders only what the allowlist keeps.

const extensions = richTextExtensions({ imageAttributes: { loading: "lazy", decoding: "async" } });

/** Library images point at the media route (the base path comes from the build, so it is applied here). */
function withImageSources(nodes: RichTextNode[]): RichTextNode[] {
  return nodes.map((node) => {
    if (node.type === "image" && typeof node.attrs?.mediaId === "string") {
      return { ...node, attrs: { ...node.attrs, src: mediaSrc(node.attrs.mediaId, 800) } };
    }
    return node.content ? { ...node, content: withImageSources(node.content) } : node;
  });
}

export function renderRichText(body: unknown): string {
  const cleaned = cleanRichText(body);
  const doc: RichTextDoc = cleaned.ok ? cleaned.doc : { type: "doc", content: [] };
  return renderToHTMLString({ content: { ...doc, content: withImageSources(doc.content) }, extensions });
}
