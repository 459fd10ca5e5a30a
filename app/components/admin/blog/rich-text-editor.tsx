import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { type ReactNode, useId, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { MediaLibraryDialog, type PickedMedia } from "~/components/admin/editors/media-picker";
import { inputStyles } from "~/components/field";
import { formatBytes, uploadRules } from "~/features/media/upload-rules";
import { assetUrl } from "~/utils/asset";
import { mediaSrc } from "~/utils/media-urls";
import { type RichTextDoc, withImageSources } from "~/utils/rich-text";
import { richTextExtensions } from "~/utils/rich-text-extensions";

// The article body's WYSIWYG editor (Tiptap, decision 081). Only the blog editor route imports it, lazily,
// so no other page fetches Tiptap. It reports the document as JSON; the form sends that, and the server
// cleans it against the same allowlist whatever arrives.

const toolbarButton =
  "inline-flex min-w-9 items-center justify-center rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-900";

function ToolbarButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={toolbarButton}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

type Panel = "none" | "link" | "image";

export default function RichTextEditor({
  initial,
  loading,
  labelId,
  describedBy,
  invalid,
  lang,
  onChange,
}: {
  initial: RichTextDoc;
  /** Shown until the editor is made (just after this module arrives). */
  loading: ReactNode;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The language of the text being written, when it is not the page's (a Bengali body). */
  lang?: string;
  onChange: (json: string) => void;
}) {
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: { ...initial, content: withImageSources(initial.content) },
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "prose-article rich-text-editor min-h-72 px-4 py-3 focus:outline-none",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(JSON.stringify(current.getJSON())),
  });
  const [panel, setPanel] = useState<Panel>("none");

  if (!editor) return loading;
  return (
    <div className="mt-1 rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600">
      <Toolbar editor={editor} panel={panel} setPanel={setPanel} />
      {panel === "link" ? <LinkPanel editor={editor} close={() => setPanel("none")} /> : null}
      {panel === "image" ? <ImagePanel editor={editor} close={() => setPanel("none")} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, panel, setPanel }: { editor: Editor; panel: Panel; setPanel: (panel: Panel) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      <ToolbarButton label="Heading 2" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolbarButton>
      <ToolbarButton label="Heading 3" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolbarButton>
      <ToolbarButton label="Heading 4" pressed={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
        H4
      </ToolbarButton>
      <ToolbarButton label="Paragraph" onClick={() => chain().setParagraph().run()}>
        ¶
      </ToolbarButton>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
      <ToolbarButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToolbarButton>
      <ToolbarButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </ToolbarButton>
      <ToolbarButton
        label="Link"
        pressed={state.link || panel === "link"}
        onClick={() => setPanel(panel === "link" ? "none" : "link")}
      >
        Link
      </ToolbarButton>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
      <ToolbarButton label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        • List
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. List
      </ToolbarButton>
      <ToolbarButton label="Quote" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolbarButton>
      <ToolbarButton label="Code block" pressed={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        {"</>"}
      </ToolbarButton>
      <ToolbarButton
        label="Image"
        pressed={panel === "image"}
        onClick={() => setPanel(panel === "image" ? "none" : "image")}
      >
        Image
      </ToolbarButton>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
      <ToolbarButton label="Undo" onClick={() => state.canUndo && chain().undo().run()}>
        ↶
      </ToolbarButton>
      <ToolbarButton label="Redo" onClick={() => state.canRedo && chain().redo().run()}>
        ↷
      </ToolbarButton>
    </div>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = href.trim();
    if (value === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      close();
      return;
    }
    if (!/^(https?:\/\/|mailto:|\/|#)/i.test(value)) {
      setError("Enter an address starting with https://, http://, mailto: or /");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    // The cursor goes after the link, so what is typed next (or Enter) does not replace the linked text.
    editor.commands.setTextSelection(editor.state.selection.to);
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-3">
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Link address
        </label>
        <input
          id={id}
          type="url"
          value={href}
          autoFocus
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") close();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles}
          placeholder="https://"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className={buttonStyles.primary} onClick={apply}>
        Apply link
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => (editor.chain().focus().extendMarkRange("link").unsetLink().run(), close())}
      >
        Remove link
      </button>
    </div>
  );
}

/**
 * Inserts a library image with its (required) alt text: one chosen from the media library, or a new file
 * uploaded into it.
 */
function ImagePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<PickedMedia | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  // A new key remounts the file input, which is the one way to empty it.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "file" | "alt"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = uploadRules["blog-image"];
  const insertImage = (mediaId: string, src: string) => {
    editor
      .chain()
      .focus()
      .insertContent({ type: "image", attrs: { src, alt: alt.trim(), mediaId } })
      .run();
    close();
  };
  const insert = async () => {
    if (!file && !picked)
      return setError({ field: "file", message: "Choose an image from the library or a file to upload." });
    if (file && file.size > rule.maxBytes)
      return setError({ field: "file", message: "The file is larger than 5 MB. Choose a smaller file." });
    if (alt.trim() === "")
      return setError({
        field: "alt",
        message: "Alt text is required: describe the image for people who cannot see it.",
      });
    if (!file) return insertImage(picked!.id, mediaSrc(picked!.id, 800));
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append("file", file);
      form.append("alt", alt.trim());
      const response = await fetch(assetUrl("admin/blog/images"), {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: string; src?: string; error?: string };
      if (!response.ok || !answer.id || !answer.src) {
        setError({ field: "file", message: answer.error ?? "The image could not be uploaded. Try again." });
        return;
      }
      insertImage(answer.id, answer.src);
    } catch {
      setError({ field: "file", message: "The image could not be uploaded. Check the connection and try again." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="group"
      aria-label="Insert an image"
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-3"
    >
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
          Image file
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            key={fileInputKey}
            id={`${id}-file`}
            type="file"
            accept={rule.accept}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPicked(null);
            }}
            aria-invalid={error?.field === "file" ? true : undefined}
            aria-describedby={error?.field === "file" ? `${id}-error ${id}-types` : `${id}-types`}
            className="min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <button type="button" className={buttonStyles.secondary} onClick={() => setLibraryOpen(true)}>
            Choose from library
          </button>
        </div>
        <p id={`${id}-types`} className="mt-1 text-xs text-slate-600">
          {rule.label}, up to {formatBytes(rule.maxBytes)}.
        </p>
        {picked ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <img
              src={picked.thumbSrc}
              alt=""
              width={48}
              height={36}
              className="h-9 w-12 rounded object-contain bg-checkerboard"
            />
            <span className="min-w-0 break-words">From the media library: {picked.name}</span>
          </p>
        ) : null}
        {libraryOpen ? (
          <MediaLibraryDialog
            kind="blog-image"
            label="Image in the article"
            onChoose={(media) => {
              setPicked(media);
              setFile(null);
              setFileInputKey((key) => key + 1);
              if (alt.trim() === "") setAlt(media.alt);
              setError(null);
              setLibraryOpen(false);
            }}
            onClose={() => setLibraryOpen(false)}
          />
        ) : null}
      </div>
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
          Alt text{" "}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={300}
          aria-required="true"
          onChange={(event) => setAlt(event.target.value)}
          // Inside the post's form: Enter inserts the image rather than saving the post.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            void insert();
          }}
          aria-invalid={error?.field === "alt" ? true : undefined}
          aria-describedby={error?.field === "alt" ? `${id}-error` : undefined}
          className={inputStyles}
        />
      </div>
      <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void insert()}>
        {busy ? "Uploading..." : "Insert image"}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={close}>
        Cancel
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
