import { type ReactNode, useEffect, useState } from "react";

import { Field } from "~/components/field";
import { formatBytes, type UploadKind, uploadRules } from "~/features/media/upload-rules";

/**
 * A file input with a preview of the chosen file (or the current image) shown through <img>, never
 * inlined. Browsers do not keep a chosen file across a failed submission, hence `reselectNote`.
 */
export function ImageField({
  label,
  name,
  kind,
  currentSrc,
  required,
  error,
  reselectNote,
  previewClassName = "h-32 w-48 object-contain",
  currentCaption = "Current file",
  extra,
  onFileChange,
}: {
  label: string;
  name: string;
  kind: UploadKind;
  currentSrc?: string | null;
  required?: boolean;
  error?: string;
  reselectNote?: boolean;
  previewClassName?: string;
  /** What the preview of `currentSrc` is called. */
  currentCaption?: string;
  /** Shown under the file input (the media picker's "Choose from library"). */
  extra?: ReactNode;
  onFileChange?: (file: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const rule = uploadRules[kind];
  const shown = preview ?? currentSrc ?? null;
  const hint = `${rule.label}, up to ${formatBytes(rule.maxBytes)}.${currentSrc ? " Leave empty to keep the current file." : ""}`;

  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={hint}
      footer={
        shown ? (
          <figure className="mt-3">
            <img
              src={shown}
              alt={preview ? "Preview of the chosen file" : currentCaption}
              className={`rounded-md border border-slate-200 bg-slate-50 p-1 ${previewClassName}`}
            />
            <figcaption className="mt-1 text-xs text-slate-600">
              {preview ? "Preview of the chosen file" : currentCaption}
            </figcaption>
          </figure>
        ) : null
      }
    >
      {(control) => (
        <>
          {reselectNote ? (
            <p className="mt-1 text-sm text-amber-800">
              Files are not kept after a failed save: please choose the file again.
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <input
              {...control}
              type="file"
              name={name}
              accept={rule.accept}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setPreview(file ? URL.createObjectURL(file) : null);
                onFileChange?.(file);
              }}
              className="block max-w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            {extra}
          </div>
        </>
      )}
    </Field>
  );
}
