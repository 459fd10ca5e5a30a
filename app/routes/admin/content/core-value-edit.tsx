import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import {
  CORE_VALUE_LIMITS,
  coreValueFormSchema,
  coreValueFormValues,
  coreValueRequiredKeys,
  coreValueTranslation,
} from "~/features/site-content/about-schema";
import { contentIconNames } from "~/features/site-content/content-icons";
import { createCoreValue, getCoreValue, updateCoreValue } from "~/models/about-content.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/core-value-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Core value");
  if (!id) return { value: null, version: null };
  const value = await getCoreValue(getDb(), id);
  if (!value) throw notFound("Core value");
  return {
    value: {
      title: value.title,
      description: value.description,
      icon: value.icon,
      ...coreValueTranslation.valuesOf(value.translations),
    },
    version: value.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Core value");
  const form = await requireFormBody(request);
  const values = coreValueFormValues(form);
  const result = validateForm(coreValueFormSchema, values, { requiredKeys: coreValueRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "Core value", title: input.title, listPath: "/admin/core-values" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createCoreValue(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateCoreValue(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("Core value");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit value" : "Add value"} · Admin` },
];

export default function CoreValueEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { title: "", description: "", icon: "Lightbulb" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(coreValueFormSchema, coreValueFormValues(form), { requiredKeys: coreValueRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.value ? "Edit value" : "Add value"}
      listPath="/admin/core-values"
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Title"
        name="title"
        required
        values={initial}
        maxLength={CORE_VALUE_LIMITS.title}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={initial}
        maxLength={CORE_VALUE_LIMITS.description}
        errors={errors?.fieldErrors}
      />
      <IconPicker name="icon" value={initial.icon} icons={contentIconNames} error={errors?.fieldErrors.icon} />
    </EditorForm>
  );
}
