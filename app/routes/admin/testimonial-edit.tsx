import { Form, Link, data } from "react-router";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { FormError, TextAreaField, TextField } from "~/components/admin/editors/form-fields";
import { ImageField } from "~/components/admin/editors/image-field";
import { DISCARD_STATE } from "~/components/admin/editors/unsaved-changes";
import { chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { createTestimonial, getTestimonial, updateTestimonial } from "~/models/testimonials.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, editTarget, notFound, readEditorUploadForm, rejectedBodyInit, uploadRouteHeaders } from "~/utils/editor-actions.server";
import { validateForm } from "~/utils/form-validation";
import { mediaSrc } from "~/utils/media-urls";
import { getDb } from "~/utils/runtime.server";
import { testimonialFormValues, testimonialRequiredKeys, testimonialSchema } from "~/utils/testimonial-schema";
import { redirectWithToast } from "~/utils/toast.server";
import { chosenFile, prepareUpload } from "~/utils/uploads.server";
import type { Route } from "./+types/testimonial-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Testimonial");
  if (!id) return { testimonial: null };
  const testimonial = await getTestimonial(getDb(), id);
  if (!testimonial) throw notFound("Testimonial");
  const { name, role, company, content } = testimonial;
  return { testimonial: { name, role, company, content, imageSrc: mediaSrc(testimonial.imageMediaId, 400) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Testimonial");
  const db = getDb();
  const existing = id ? await getTestimonial(db, id) : null;
  if (id && !existing) throw notFound("Testimonial");
  const read = await readEditorUploadForm(request, "testimonial-picture");
  if ("rejected" in read) return data(read.rejected, rejectedBodyInit);
  const file = chosenFile(read.form.get("image"));
  const values = testimonialFormValues(read.form, Boolean(file ?? existing));
  const result = validateForm(testimonialSchema, values, { requiredKeys: testimonialRequiredKeys });
  if (!result.success) return data({ ...result, values, reselectFile: Boolean(file) }, { status: 400 });
  let picture = null;
  if (file) {
    const prepared = await prepareUpload(file, "testimonial-picture");
    if (!prepared.ok) return data({ formError: prepared.error, fieldErrors: { image: prepared.error }, values, reselectFile: true }, { status: 400 });
    picture = prepared.upload;
  }
  const { image: _hasImage, ...input } = result.data;
  const actor = auditActor(admin);
  if (id) {
    if (!(await updateTestimonial(db, id, input, picture))) throw notFound("Testimonial");
    await recordAudit(db, { actor, action: "updated", entity: "testimonial", entityId: id, details: { title: input.name } });
    return redirectWithToast("/admin/testimonials", { type: "success", message: "Testimonial updated successfully" });
  }
  const newId = await createTestimonial(db, input, picture!);
  await recordAudit(db, { actor, action: "created", entity: "testimonial", entityId: newId, details: { title: input.name } });
  return redirectWithToast("/admin/testimonials", { type: "success", message: "Testimonial added successfully" });
}

export const headers = uploadRouteHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.testimonial ? "Edit testimonial" : "Add testimonial"} · Admin` },
];

const emptyTestimonial = { name: "", role: "", company: "", content: "" };

export default function TestimonialEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.testimonial ?? emptyTestimonial;
  const { errors, busy, leaveDialog, markDirty, onSubmit } = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(testimonialSchema, testimonialFormValues(form, Boolean(chosen ?? loaderData.testimonial)), {
      requiredKeys: testimonialRequiredKeys,
    });
    return withImageCheck(result, chosen, "testimonial-picture");
  });

  return (
    <div className="mt-4 max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{loaderData.testimonial ? "Edit testimonial" : "Add testimonial"}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onChange={markDirty}
        onSubmit={onSubmit}
      >
        <FormError message={errors?.formError} />
        <TextField label="Name" name="name" required defaultValue={initial.name} maxLength={100} error={errors?.fieldErrors.name} autoComplete="off" />
        <TextField label="Role" name="role" defaultValue={initial.role} maxLength={100} error={errors?.fieldErrors.role} />
        <TextField label="Company" name="company" defaultValue={initial.company} maxLength={100} error={errors?.fieldErrors.company} />
        <TextAreaField label="Testimonial" name="content" required defaultValue={initial.content} maxLength={1500} error={errors?.fieldErrors.content} />
        <ImageField
          label="Picture"
          name="image"
          kind="testimonial-picture"
          required
          currentSrc={loaderData.testimonial?.imageSrc}
          error={errors?.fieldErrors.image}
          reselectNote={actionData?.reselectFile}
          previewClassName="size-32 rounded-full object-cover"
        />
        <div className="flex gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
          <Link to="/admin/testimonials" state={DISCARD_STATE} className={buttonStyles.secondary}>
            Cancel
          </Link>
        </div>
      </Form>
      {leaveDialog}
    </div>
  );
}
