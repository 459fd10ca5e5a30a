import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import {
  ABOUT_FIGURE_LIMITS,
  aboutFigureFormSchema,
  aboutFigureFormValues,
  aboutFigureRequiredKeys,
  aboutFigureTranslation,
} from "~/features/site-content/about-schema";
import { createAboutFigure, getAboutFigure, updateAboutFigure } from "~/models/about-content.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/about-figure-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "About figure", getAboutFigure, (figure) => ({
    label: figure.label,
    value: String(figure.value),
    suffix: figure.suffix,
    ...aboutFigureTranslation.valuesOf(figure.translations, figure),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "About figure",
      listPath: "/admin/about-figures",
      values: aboutFigureFormValues,
      schema: aboutFigureFormSchema,
      requiredKeys: aboutFigureRequiredKeys,
      title: (input) => input.label,
      create: createAboutFigure,
      update: updateAboutFigure,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit figure" : "Add figure"} · Admin` },
];

export default function AboutFigureEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { label: "", value: "", suffix: "+" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(aboutFigureFormSchema, aboutFigureFormValues(form), { requiredKeys: aboutFigureRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.value ? "Edit figure" : "Add figure"}
      listPath="/admin/about-figures"
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Label"
        name="label"
        required
        values={initial}
        maxLength={ABOUT_FIGURE_LIMITS.label}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TextField
        label="Number"
        name="value"
        required
        inputMode="numeric"
        hint="A whole number; the page counts up to it."
        defaultValue={initial.value}
        error={errors?.fieldErrors.value}
        autoComplete="off"
      />
      <TranslatedField
        kind="text"
        label="Suffix"
        name="suffix"
        hint="Shown after the number, e.g. + or %. Optional."
        values={initial}
        maxLength={ABOUT_FIGURE_LIMITS.suffix}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
    </EditorForm>
  );
}
