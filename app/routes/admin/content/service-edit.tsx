import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { DEFAULT_SERVICE_ICON } from "~/features/site-content/service-icons";
import {
  serviceFormSchema,
  serviceFormValues,
  serviceRequiredKeys,
  serviceTranslation,
} from "~/features/site-content/service-schema";
import { createService, getService, updateService } from "~/models/services.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/service-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Service", getService, (service) => ({
    title: service.title,
    description: service.description,
    icon: service.icon,
    features: service.features,
    ...serviceTranslation.valuesOf(service.translations, service),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Service",
      listPath: "/admin/services",
      values: serviceFormValues,
      schema: serviceFormSchema,
      requiredKeys: serviceRequiredKeys,
      title: (input) => input.title,
      create: createService,
      update: updateService,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit service" : "Add service"} · Admin` },
];

export default function ServiceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ??
    loaderData.value ?? { title: "", description: "", icon: DEFAULT_SERVICE_ICON, features: [] as string[] };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(serviceFormSchema, serviceFormValues(form), { requiredKeys: serviceRequiredKeys })),
  );
  const { errors, markDirty } = editor;

  return (
    <EditorForm
      heading={loaderData.value ? "Edit service" : "Add service"}
      listPath="/admin/services"
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
        maxLength={120}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={initial}
        maxLength={1000}
        errors={errors?.fieldErrors}
      />
      <IconPicker name="icon" value={initial.icon} error={errors?.fieldErrors.icon} />
      <TranslatedField
        kind="list"
        label="Features"
        name="features"
        noun="feature"
        values={initial}
        errors={errors?.fieldErrors}
        onChange={markDirty}
      />
    </EditorForm>
  );
}
