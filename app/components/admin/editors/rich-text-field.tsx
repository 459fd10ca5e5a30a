import { lazy, type ReactNode, Suspense, useId, useState } from "react";

import { FieldError } from "~/components/field";
import { useHydrated } from "~/components/hydrated";
import { EMPTY_DOC, type RichTextDoc } from "~/utils/rich-text";

// The editor's library loads only when this field is on screen (decision 081): public pages never ship it.
const RichTextEditor = lazy(() => import("~/components/admin/blog/rich-text-editor"));

function parseDoc(json: string): RichTextDoc {
  try {
    const doc = JSON.parse(json) as RichTextDoc;
    return doc && doc.type === "doc" ? doc : EMPTY_DOC;
  } catch {
    return EMPTY_DOC;
  }
}

/**
 * The loaded document, read-only, in the editor's box and type until the editor comes (and for good without
 * JavaScript), so the field is about as tall before as after and staff can read it; the bar at its top, where
 * the editor's toolbar will be, says why it cannot be edited yet.
 */
function ReadOnlyDocument({
  html,
  note,
  labelId,
  lang,
}: {
  html: string;
  note: string;
  labelId: string;
  lang?: string;
}) {
  const noteId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={noteId}
      className="mt-1 rounded-md border border-slate-300 bg-white shadow-sm"
    >
      <p id={noteId} className="border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
        {note}
      </p>
      <div
        className="prose-article rich-text-editor min-h-72 px-4 py-3"
        lang={lang}
        // The server's renderer made it from the cleaned document (rich-text-render.server.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

/**
 * A rich-text field (the blog's editor) whose document travels as JSON in a hidden input named `name`.
 * `initialJson` is what the form was loaded with, or what a refused save sent back, so typing is kept.
 * `initialHtml`, the loaded document rendered on the server, is shown read-only until the editor loads;
 * without it (a new item, a refused save) a one-line note stands in.
 */
export function RichTextField({
  label,
  name,
  initialJson,
  initialHtml,
  error,
  hint,
  noScriptText,
  lang,
  onChange,
}: {
  label: string;
  name: string;
  initialJson: string;
  initialHtml?: string;
  error?: string;
  hint: ReactNode;
  /** Shown before scripts run: in place of the editor, or over the read-only document. */
  noScriptText: string;
  /** The language of the text being written, when it is not the page's (a Bengali body). */
  lang?: string;
  onChange: () => void;
}) {
  const hydrated = useHydrated();
  const labelId = useId();
  const hintId = useId();
  const [json, setJson] = useState(initialJson);
  const [initialDoc] = useState(() => parseDoc(initialJson));
  const waiting = (note: string) =>
    initialHtml === undefined ? (
      <p className="mt-1 rounded-md border border-slate-300 p-4 text-sm text-slate-600">{note}</p>
    ) : (
      <ReadOnlyDocument html={initialHtml} note={note} labelId={labelId} lang={lang} />
    );
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <input type="hidden" name={name} value={json} />
      {hydrated ? (
        <Suspense fallback={waiting("Loading the editor…")}>
          <RichTextEditor
            initial={initialDoc}
            loading={waiting("Loading the editor…")}
            labelId={labelId}
            describedBy={[error ? `${hintId}-error` : null, hintId].filter(Boolean).join(" ")}
            invalid={Boolean(error)}
            lang={lang}
            onChange={(next) => {
              setJson(next);
              onChange();
            }}
          />
        </Suspense>
      ) : (
        waiting(noScriptText)
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={`${hintId}-error`} message={error} />
    </div>
  );
}
