import type { ReactNode } from "react";

import { contentIconNames } from "~/features/site-content/content-icons";
import type { IconCardLimits } from "~/features/site-content/icon-card-schema";

import { EditorForm } from "./editor-form";
import { IconPicker } from "./icon-picker";
import { TranslatedField } from "./translated-field";
import { type EditorCheck, type EditorErrors, useEditorForm } from "./use-editor-form";

/**
 * The add/edit screen of an icon card (a process step, an About core value, a "why choose us" item; their
 * schema is icon-card-schema.ts): the title and description in each language, and the icon, checked in the
 * browser with `check` before anything is sent. `children` come after the icon (an item's visibility).
 */
export function IconCardEditor({
  heading,
  listPath,
  version,
  values,
  actionData,
  check,
  limits,
  children,
}: {
  heading: string;
  listPath: string;
  /** The version the item was loaded at; null for a new one. */
  version: number | null;
  /** What the fields show: the item as loaded, what a refused save sent back, or a new item's defaults. */
  values: Readonly<Record<string, unknown>> & { icon: string };
  actionData: EditorErrors | undefined;
  check: EditorCheck;
  limits: IconCardLimits;
  children?: ReactNode;
}) {
  const editor = useEditorForm(actionData, check);
  const { errors } = editor;
  return (
    <EditorForm heading={heading} listPath={listPath} editor={editor} translated>
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <TranslatedField
        kind="text"
        label="Title"
        name="title"
        required
        values={values}
        maxLength={limits.title}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={values}
        maxLength={limits.description}
        errors={errors?.fieldErrors}
      />
      <IconPicker name="icon" value={values.icon} icons={contentIconNames} error={errors?.fieldErrors.icon} />
      {children}
    </EditorForm>
  );
}
