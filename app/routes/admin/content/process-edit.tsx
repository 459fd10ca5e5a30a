import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import { contentIconNames } from "~/features/site-content/content-icons";
import {
  PROCESS_STEP_LIMITS,
  processStepFormSchema,
  processStepFormValues,
  processStepRequiredKeys,
  processStepTranslation,
} from "~/features/site-content/process-step-schema";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { createProcessStep, getProcessStep, updateProcessStep } from "~/models/process-steps.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/process-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Process step");
  if (!id) return { step: null, version: null };
  const step = await getProcessStep(getDb(), id);
  if (!step) throw notFound("Process step");
  return {
    step: {
      title: step.title,
      description: step.description,
      icon: step.icon,
      ...processStepTranslation.valuesOf(step.translations),
    },
    version: step.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Process step");
  const form = await requireFormBody(request);
  const values = processStepFormValues(form);
  const result = validateForm(processStepFormSchema, values, { requiredKeys: processStepRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "Process step", title: input.title, listPath: "/admin/process" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createProcessStep(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateProcessStep(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("Process step");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.step ? "Edit step" : "Add step"} · Admin` },
];

export default function ProcessStepEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.step ?? { title: "", description: "", icon: "Search" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(processStepFormSchema, processStepFormValues(form), { requiredKeys: processStepRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.step ? "Edit step" : "Add step"}
      listPath="/admin/process"
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
        maxLength={PROCESS_STEP_LIMITS.title}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={initial}
        maxLength={PROCESS_STEP_LIMITS.description}
        errors={errors?.fieldErrors}
      />
      <IconPicker name="icon" value={initial.icon} icons={contentIconNames} error={errors?.fieldErrors.icon} />
    </EditorForm>
  );
}
