import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import {
  ABOUT_FIGURE_LIMITS,
  aboutFigureFormSchema,
  aboutFigureFormValues,
  aboutFigureRequiredKeys,
  aboutFigureTranslation,
} from "~/features/site-content/about-schema";
import { createAboutFigure, getAboutFigure, updateAboutFigure } from "~/models/about-content.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/about-figure-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "About figure");
  if (!id) return { figure: null, version: null };
  const figure = await getAboutFigure(getDb(), id);
  if (!figure) throw notFound("About figure");
  return {
    figure: {
      label: figure.label,
      value: String(figure.value),
      suffix: figure.suffix,
      ...aboutFigureTranslation.valuesOf(figure.translations),
    },
    version: figure.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "About figure");
  const form = await requireFormBody(request);
  const values = aboutFigureFormValues(form);
  const result = validateForm(aboutFigureFormSchema, values, { requiredKeys: aboutFigureRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "About figure", title: input.label, listPath: "/admin/about-figures" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createAboutFigure(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateAboutFigure(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("About figure");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.figure ? "Edit figure" : "Add figure"} · Admin` },
];

export default function AboutFigureEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.figure ?? { label: "", value: "", suffix: "+" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(aboutFigureFormSchema, aboutFigureFormValues(form), { requiredKeys: aboutFigureRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.figure ? "Edit figure" : "Add figure"}
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
