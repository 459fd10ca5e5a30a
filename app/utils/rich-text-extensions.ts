import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

// The one list of Tiptap extensions, shared by the admin editor and the server's renderer, so the editor
// offers exactly what cleanRichText (rich-text.ts) keeps: headings h2–h4, paragraphs, bold, italic, inline
// code, links, bulleted and numbered lists, quotes, code blocks, hard breaks and library images. Pasted
// markup (Word, Google Docs) is parsed against this schema, so anything else is dropped on paste.

/** A library image: the node keeps the media id; `src` is only what the editor shows. */
export const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("data-media-id"),
        renderHTML: (attributes: { mediaId?: string | null }) =>
          attributes.mediaId ? { "data-media-id": attributes.mediaId } : {},
      },
    };
  },
});

export function richTextExtensions(options: { imageAttributes?: Record<string, string> } = {}) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        // Off: with it on, the link mark is inclusive and text typed after a link joins it.
        autolink: false,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        HTMLAttributes: { rel: "noopener noreferrer", target: null, class: null },
      },
    }),
    LibraryImage.configure({ inline: false, allowBase64: false, HTMLAttributes: options.imageAttributes ?? {} }),
  ];
}
