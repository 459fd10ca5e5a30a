import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { contentIconNames } from "~/features/site-content/content-icons";
import {
  PROCESS_STEP_LIMITS,
  processStepFormSchema,
  processStepFormValues,
  processStepRequiredKeys,
  processStepTranslation,
} from "~/features/site-content/process-step-schema";
import { createProcessStep, getProcessStep, updateProcessStep } from "~/models/process-steps.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/process-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Process step", getProcessStep, (step) => ({
    title: step.title,
    description: step.description,
    icon: step.icon,
    ...processStepTranslation.valuesOf(step.translations, step),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Process step",
      listPath: "/admin/process",
      values: processStepFormValues,
      schema: processStepFormSchema,
      requiredKeys: processStepRequiredKeys,
      title: (input) => input.title,
      create: createProcessStep,
      update: updateProcessStep,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit step" : "Add step"} · Admin` },
];

export default function ProcessStepEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { title: "", description: "", icon: "Search" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(processStepFormSchema, processStepFormValues(form), { requiredKeys: processStepRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.value ? "Edit step" : "Add step"}
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
