import { Form, Link, data } from "react-router";
import { buttonStyles } from "~/components/admin/editors/confirm-dialog";
import { FormError, TextAreaField, TextField } from "~/components/admin/editors/form-fields";
import { ImageField } from "~/components/admin/editors/image-field";
import { TagInput } from "~/components/admin/editors/tag-input";
import { DISCARD_STATE } from "~/components/admin/editors/unsaved-changes";
import { chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { createProject, getProject, updateProject } from "~/models/projects.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { auditActor, editTarget, notFound, readEditorUploadForm, rejectedBodyInit, uploadRouteHeaders } from "~/utils/editor-actions.server";
import { validateForm } from "~/utils/form-validation";
import { mediaSrc } from "~/utils/media-urls";
import { projectFormValues, projectRequiredKeys, projectSchema } from "~/utils/project-schema";
import { getDb } from "~/utils/runtime.server";
import { redirectWithToast } from "~/utils/toast.server";
import { chosenFile, prepareUpload } from "~/utils/uploads.server";
import type { Route } from "./+types/project-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Project");
  if (!id) return { project: null };
  const project = await getProject(getDb(), id);
  if (!project) throw notFound("Project");
  const { title, category, description, technologies, link, imageAlt } = project;
  return { project: { title, category, description, technologies, link, imageAlt, imageSrc: mediaSrc(project.imageMediaId, 800) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Project");
  const db = getDb();
  const existing = id ? await getProject(db, id) : null;
  if (id && !existing) throw notFound("Project");
  const read = await readEditorUploadForm(request, "project-image");
  if ("rejected" in read) return data(read.rejected, rejectedBodyInit);
  const file = chosenFile(read.form.get("image"));
  const values = projectFormValues(read.form, Boolean(file ?? existing));
  const result = validateForm(projectSchema, values, { requiredKeys: projectRequiredKeys });
  if (!result.success) return data({ ...result, values, reselectFile: Boolean(file) }, { status: 400 });
  let image = null;
  if (file) {
    const prepared = await prepareUpload(file, "project-image");
    if (!prepared.ok) return data({ formError: prepared.error, fieldErrors: { image: prepared.error }, values, reselectFile: true }, { status: 400 });
    image = prepared.upload;
  }
  const { image: _hasImage, ...input } = result.data;
  const actor = auditActor(admin);
  if (id) {
    if (!(await updateProject(db, id, input, image))) throw notFound("Project");
    await recordAudit(db, { actor, action: "updated", entity: "project", entityId: id, details: { title: input.title } });
    return redirectWithToast("/admin/portfolio", { type: "success", message: "Project updated successfully" });
  }
  const newId = await createProject(db, input, image!);
  await recordAudit(db, { actor, action: "created", entity: "project", entityId: newId, details: { title: input.title } });
  return redirectWithToast("/admin/portfolio", { type: "success", message: "Project added successfully" });
}

export const headers = uploadRouteHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.project ? "Edit project" : "Add project"} · Admin` }];

const emptyProject = { title: "", category: "", description: "", technologies: [] as string[], link: "", imageAlt: "" };

export default function ProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.project ?? emptyProject;
  const { errors, busy, leaveDialog, markDirty, onSubmit } = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(projectSchema, projectFormValues(form, Boolean(chosen ?? loaderData.project)), {
      requiredKeys: projectRequiredKeys,
    });
    return withImageCheck(result, chosen, "project-image");
  });

  return (
    <div className="mt-4 max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{loaderData.project ? "Edit project" : "Add project"}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onChange={markDirty}
        onSubmit={onSubmit}
      >
        <FormError message={errors?.formError} />
        <TextField label="Title" name="title" required defaultValue={initial.title} maxLength={120} error={errors?.fieldErrors.title} />
        <TextField label="Category" name="category" defaultValue={initial.category} maxLength={60} error={errors?.fieldErrors.category} />
        <TextAreaField label="Description" name="description" required defaultValue={initial.description} maxLength={1000} error={errors?.fieldErrors.description} />
        <ImageField
          label="Image"
          name="image"
          kind="project-image"
          required
          currentSrc={loaderData.project?.imageSrc}
          error={errors?.fieldErrors.image}
          reselectNote={actionData?.reselectFile}
        />
        <TextField
          label="Image alt text"
          name="imageAlt"
          hint="Describe the image for people who cannot see it."
          defaultValue={initial.imageAlt}
          maxLength={200}
          error={errors?.fieldErrors.imageAlt}
        />
        <TagInput
          label="Technologies"
          name="technologies"
          noun="technology"
          initial={initial.technologies}
          error={errors?.fieldErrors.technologies}
          onChange={markDirty}
        />
        <TextField
          label="Link"
          name="link"
          type="url"
          hint="The case study's address, starting with https:// or http://."
          defaultValue={initial.link}
          maxLength={500}
          error={errors?.fieldErrors.link}
        />
        <div className="flex gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
          <Link to="/admin/portfolio" state={DISCARD_STATE} className={buttonStyles.secondary}>
            Cancel
          </Link>
        </div>
      </Form>
      {leaveDialog}
    </div>
  );
}
