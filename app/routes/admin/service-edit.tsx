import { Form, Link, data } from "react-router";
import { DEFAULT_SERVICE_ICON } from "~/components/service-icon";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { FormError, TextAreaField, TextField } from "~/components/admin/editors/form-fields";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TagInput } from "~/components/admin/editors/tag-input";
import { DISCARD_STATE } from "~/components/admin/editors/unsaved-changes";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { createService, getService, updateService } from "~/models/services.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, editTarget, notFound } from "~/utils/editor-actions.server";
import { validateForm } from "~/utils/form-validation";
import { getDb } from "~/utils/runtime.server";
import { serviceFormValues, serviceRequiredKeys, serviceSchema } from "~/utils/service-schema";
import { redirectWithToast } from "~/utils/toast.server";
import { readTextForm } from "~/utils/uploads.server";
import type { Route } from "./+types/service-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Service");
  if (!id) return { service: null };
  const service = await getService(getDb(), id);
  if (!service) throw notFound("Service");
  return { service: { title: service.title, description: service.description, icon: service.icon, features: service.features } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Service");
  const values = serviceFormValues(await readTextForm(request));
  const result = validateForm(serviceSchema, values, { requiredKeys: serviceRequiredKeys });
  if (!result.success) return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const actor = auditActor(admin);
  if (id) {
    if (!(await updateService(db, id, result.data))) throw notFound("Service");
    await recordAudit(db, { actor, action: "updated", entity: "service", entityId: id, details: { title: result.data.title } });
    return redirectWithToast("/admin/services", { type: "success", message: "Service updated successfully" });
  }
  const newId = await createService(db, result.data);
  await recordAudit(db, { actor, action: "created", entity: "service", entityId: newId, details: { title: result.data.title } });
  return redirectWithToast("/admin/services", { type: "success", message: "Service added successfully" });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.service ? "Edit service" : "Add service"} · Admin` }];

export default function ServiceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.service ?? { title: "", description: "", icon: DEFAULT_SERVICE_ICON, features: [] };
  const { errors, busy, leaveDialog, markDirty, onSubmit } = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(serviceSchema, serviceFormValues(form), { requiredKeys: serviceRequiredKeys })),
  );

  const heading = loaderData.service ? "Edit service" : "Add service";
  return (
    <div className="mt-4 max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onChange={markDirty}
        onSubmit={onSubmit}
      >
        <FormError message={errors?.formError} />
        <TextField label="Title" name="title" required defaultValue={initial.title} maxLength={120} error={errors?.fieldErrors.title} />
        <TextAreaField label="Description" name="description" required defaultValue={initial.description} maxLength={1000} error={errors?.fieldErrors.description} />
        <IconPicker name="icon" value={initial.icon} error={errors?.fieldErrors.icon} />
        <TagInput label="Features" name="features" noun="feature" initial={initial.features} error={errors?.fieldErrors.features} onChange={markDirty} />
        <div className="flex gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
          <Link to="/admin/services" state={DISCARD_STATE} className={buttonStyles.secondary}>
            Cancel
          </Link>
        </div>
      </Form>
      {leaveDialog}
    </div>
  );
}
