import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { FormError } from "~/components/forms";

import { TranslationNote } from "./translated-field";
import { DISCARD_STATE } from "./unsaved-changes";
import type { useEditorForm } from "./use-editor-form";

/**
 * The frame of every add/edit screen: heading, form-level error, the fields, Save and Cancel (which
 * goes back to the list without the unsaved-changes prompt), and that prompt's dialog.
 */
export function EditorForm({
  heading,
  listPath,
  withFiles = false,
  translated = false,
  editor,
  id,
  aside,
  saveButtons,
  children,
}: {
  heading: string;
  listPath: string;
  /** The form has a file input, so it is sent as multipart/form-data. */
  withFiles?: boolean;
  /** The form has English and Bengali fields side by side (TranslatedField): wider, with a note on them. */
  translated?: boolean;
  editor: ReturnType<typeof useEditorForm>;
  /** The form's id, for a panel outside it that reads it (the live preview). */
  id?: string;
  /** Beside the form on wide screens, under it on narrow ones: the live preview (decision 175). */
  aside?: ReactNode;
  /** In place of Save: a published item's "Stage changes" and "Save and publish" (decision 178). */
  saveButtons?: ReactNode;
  children: ReactNode;
}) {
  const { errors, busy, leaveDialog, markDirty, onSubmit } = editor;
  const width = aside ? "xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(22rem,38%)] xl:gap-6" : "";
  return (
    <div className={`mt-4 ${aside ? "" : translated ? "max-w-6xl" : "max-w-3xl"}`}>
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      <div className={width}>
        <Form
          id={id}
          method="post"
          encType={withFiles ? "multipart/form-data" : undefined}
          noValidate
          className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          onChange={markDirty}
          onSubmit={onSubmit}
        >
          <FormError message={errors?.formError} />
          {translated ? <TranslationNote /> : null}
          {children}
          <div className="flex flex-wrap gap-3">
            {saveButtons ?? (
              <button type="submit" className={buttonStyles.primary} disabled={busy}>
                {busy ? "Saving..." : "Save"}
              </button>
            )}
            <Link to={listPath} state={DISCARD_STATE} className={buttonStyles.secondary}>
              Cancel
            </Link>
          </div>
        </Form>
        {aside}
      </div>
      {leaveDialog}
    </div>
  );
}
