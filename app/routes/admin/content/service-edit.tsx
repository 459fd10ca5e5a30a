import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import { DEFAULT_SERVICE_ICON } from "~/features/site-content/service-icons";
import {
  serviceFormSchema,
  serviceFormValues,
  serviceRequiredKeys,
  serviceTranslation,
} from "~/features/site-content/service-schema";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { createService, getService, updateService } from "~/models/services.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/service-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Service");
  if (!id) return { service: null, version: null };
  const service = await getService(getDb(), id);
  if (!service) throw notFound("Service");
  return {
    service: {
      title: service.title,
      description: service.description,
      icon: service.icon,
      features: service.features,
      ...serviceTranslation.valuesOf(service.translations),
    },
    version: service.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Service");
  const form = await requireFormBody(request);
  const values = serviceFormValues(form);
  const result = validateForm(serviceFormSchema, values, { requiredKeys: serviceRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "Service", title: input.title, listPath: "/admin/services" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createService(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateService(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("Service");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.service ? "Edit service" : "Add service"} · Admin` },
];

export default function ServiceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ??
    loaderData.service ?? { title: "", description: "", icon: DEFAULT_SERVICE_ICON, features: [] as string[] };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(serviceFormSchema, serviceFormValues(form), { requiredKeys: serviceRequiredKeys })),
  );
  const { errors, markDirty } = editor;

  return (
    <EditorForm
      heading={loaderData.service ? "Edit service" : "Add service"}
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
