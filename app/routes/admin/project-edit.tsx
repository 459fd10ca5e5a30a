import { useState } from "react";
import { EditorForm } from "~/components/admin/editors/editor-form";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { TagInput } from "~/components/admin/editors/tag-input";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { TextAreaField, TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { getLibraryItem } from "~/models/media.server";
import { createProject, getProject, updateProject } from "~/models/projects.server";
import { validateForm } from "~/utils/form-data";
import { mediaSrc } from "~/utils/media-urls";
import { projectFormValues, projectRequiredKeys, projectSchema } from "~/utils/project-schema";
import { uploadRouteHandle } from "~/utils/upload-rules";
import type { Route } from "./+types/project-edit";
import { requireAdmin } from "./auth.server";
import { editTarget, notFound, readImageEditorForm, saveContentItem, uploadRouteHeaders } from "./editor-actions.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Project");
  if (!id) return { project: null };
  const db = getDb();
  const project = await getProject(db, id);
  if (!project) throw notFound("Project");
  const { title, category, description, technologies, link } = project;
  const image = await getLibraryItem(db, project.imageMediaId);
  return { project: { title, category, description, technologies, link, imageAlt: image?.alt ?? "", imageSrc: mediaSrc(project.imageMediaId, 800) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Project");
  const db = getDb();
  const existing = id ? await getProject(db, id) : null;
  if (id && !existing) throw notFound("Project");
  const submitted = await readImageEditorForm(db, request, "project-image", {
    current: existing?.imageMediaId ?? null,
    validate(form, hasImage) {
      const values = projectFormValues(form, hasImage);
      return { values, result: validateForm(projectSchema, values, { requiredKeys: projectRequiredKeys }) };
    },
    altFor: (input) => input.imageAlt,
  });
  if (!submitted.ok) return submitted.reply;
  const { input, image } = submitted;
  return saveContentItem(db, {
    admin,
    id,
    noun: "Project",
    title: input.title,
    listPath: "/admin/portfolio",
    create: () => createProject(db, input, image!),
    update: (projectId) => updateProject(db, projectId, input, image),
  });
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("project-image");

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.project ? "Edit project" : "Add project"} · Admin` }];

const emptyProject = { title: "", category: "", description: "", technologies: [] as string[], link: "", imageAlt: "" };

export default function ProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.project ?? emptyProject;
  const editor = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(projectSchema, projectFormValues(form, bringsImage(form) || Boolean(loaderData.project)), {
      requiredKeys: projectRequiredKeys,
    });
    return withImageCheck(result, chosen, "project-image");
  });
  const { errors, markDirty } = editor;
  // Choosing a library file brings its alt text into the field (a new key resets the uncontrolled input).
  const [pickedAlt, setPickedAlt] = useState<{ key: string; alt: string } | null>(null);

  return (
    <EditorForm heading={loaderData.project ? "Edit project" : "Add project"} listPath="/admin/portfolio" withFiles editor={editor}>
      <TextField label="Title" name="title" required defaultValue={initial.title} maxLength={120} error={errors?.fieldErrors.title} />
      <TextField label="Category" name="category" defaultValue={initial.category} maxLength={60} error={errors?.fieldErrors.category} />
      <TextAreaField label="Description" name="description" required defaultValue={initial.description} maxLength={1000} error={errors?.fieldErrors.description} />
      <MediaPicker
        label="Image"
        name="image"
        kind="project-image"
        required
        currentSrc={loaderData.project?.imageSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        onPick={(media) => {
          if (media?.alt) setPickedAlt({ key: media.id, alt: media.alt });
          markDirty();
        }}
      />
      <TextField
        key={pickedAlt?.key}
        label="Image alt text"
        name="imageAlt"
        required
        hint="Describe the image for people who cannot see it. It is the image's alt text in the media library."
        defaultValue={pickedAlt?.alt ?? initial.imageAlt}
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
    </EditorForm>
  );
}
