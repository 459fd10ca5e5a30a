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
 * A rich-text field (the blog's editor) whose document travels as JSON in a hidden input named `name`.
 * `initialJson` is what the form was loaded with, or what a refused save sent back, so typing is kept.
 */
export function RichTextField({
  label,
  name,
  initialJson,
  error,
  hint,
  noScriptText,
  lang,
  onChange,
}: {
  label: string;
  name: string;
  initialJson: string;
  error?: string;
  hint: ReactNode;
  /** Shown in place of the editor before scripts run. */
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
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <input type="hidden" name={name} value={json} />
      {hydrated ? (
        <Suspense
          fallback={
            <p className="mt-1 rounded-md border border-slate-300 p-4 text-sm text-slate-600">Loading the editor…</p>
          }
        >
          <RichTextEditor
            initial={initialDoc}
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
        <p className="mt-1 rounded-md border border-slate-300 p-4 text-sm text-slate-600">{noScriptText}</p>
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={`${hintId}-error`} message={error} />
    </div>
  );
}
