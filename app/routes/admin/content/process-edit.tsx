import { IconCardEditor } from "~/components/admin/editors/icon-card-editor";
import { validationErrors } from "~/components/admin/editors/use-editor-form";
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
  return (
    <IconCardEditor
      heading={loaderData.value ? "Edit step" : "Add step"}
      listPath="/admin/process"
      version={loaderData.version}
      values={actionData?.values ?? loaderData.value ?? { title: "", description: "", icon: "Search" }}
      actionData={actionData}
      check={(form) =>
        validationErrors(
          validateForm(processStepFormSchema, processStepFormValues(form), { requiredKeys: processStepRequiredKeys }),
        )
      }
      limits={PROCESS_STEP_LIMITS}
    />
  );
}
