import { IconCardEditor } from "~/components/admin/editors/icon-card-editor";
import { validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  CORE_VALUE_LIMITS,
  coreValueFormSchema,
  coreValueFormValues,
  coreValueRequiredKeys,
  coreValueTranslation,
} from "~/features/site-content/about-schema";
import { createCoreValue, getCoreValue, updateCoreValue } from "~/models/about-content.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/core-value-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Core value", getCoreValue, (value) => ({
    title: value.title,
    description: value.description,
    icon: value.icon,
    ...coreValueTranslation.valuesOf(value.translations, value),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Core value",
      listPath: "/admin/core-values",
      values: coreValueFormValues,
      schema: coreValueFormSchema,
      requiredKeys: coreValueRequiredKeys,
      title: (input) => input.title,
      create: createCoreValue,
      update: updateCoreValue,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit value" : "Add value"} · Admin` },
];

export default function CoreValueEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <IconCardEditor
      heading={loaderData.value ? "Edit value" : "Add value"}
      listPath="/admin/core-values"
      version={loaderData.version}
      values={actionData?.values ?? loaderData.value ?? { title: "", description: "", icon: "Lightbulb" }}
      actionData={actionData}
      check={(form) =>
        validationErrors(
          validateForm(coreValueFormSchema, coreValueFormValues(form), { requiredKeys: coreValueRequiredKeys }),
        )
      }
      limits={CORE_VALUE_LIMITS}
    />
  );
}
