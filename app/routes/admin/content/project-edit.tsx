import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { GalleryField } from "~/components/admin/editors/gallery-field";
import { LibraryImageField } from "~/components/admin/editors/library-image-field";
import { TagInput } from "~/components/admin/editors/tag-input";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import {
  CASE_STUDY_TEXT_MAX,
  GALLERY_MAX,
  PROJECT_SLUG_MAX,
  projectFormSchema,
  projectFormValues,
  projectRequiredKeys,
} from "~/features/site-content/project-schema";
import { createProject, getProject, updateProject } from "~/models/projects.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  checkGalleryChoice,
  editTarget,
  notFound,
  readImageEditorForm,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { saveVersioned } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/project-edit";
import { projectEditorValues } from "./project-edit.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Project");
  if (!id) return { project: null, version: null, gallery: [] };
  const editing = await projectEditorValues(getDb(), id);
  if (!editing) throw notFound("Project");
  return editing;
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
      return { values, result: validateForm(projectFormSchema, values, { requiredKeys: projectRequiredKeys }) };
    },
    altFor: (input) => input.imageAlt,
  });
  if (!submitted.ok) return submitted.reply;
  const { input, image, values, form } = submitted;
  const reply = { values, reselectFile: image !== null && "upload" in image };
  const galleryProblem = await checkGalleryChoice(db, input.gallery, "project-image");
  if (galleryProblem)
    return data({ formError: galleryProblem, fieldErrors: { gallery: galleryProblem }, ...reply }, { status: 400 });
  return saveVersioned(
    db,
    { admin, id, form },
    input,
    {
      noun: "Project",
      listPath: "/admin/portfolio",
      title: (saved) => saved.title,
      create: (tx, saved) => createProject(tx, saved, image!),
      update: (tx, itemId, version, saved) => updateProject(tx, itemId, version, saved, image),
      conflicts: {
        "slug-taken": { field: "slug", message: "Another project already uses this address. Choose another." },
      },
    },
    reply,
  );
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("project-image");

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.project ? "Edit project" : "Add project"} · Admin` },
];

const emptyProject = {
  title: "",
  slug: "",
  category: "",
  description: "",
  technologies: [] as string[],
  link: "",
  imageAlt: "",
  challenge: "",
  solution: "",
  results: "",
};

export default function ProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.project ?? emptyProject;
  const editor = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(
      projectFormSchema,
      projectFormValues(form, bringsImage(form) || Boolean(loaderData.project)),
      {
        requiredKeys: projectRequiredKeys,
      },
    );
    return withImageCheck(result, chosen, "project-image");
  });
  const { errors, markDirty } = editor;

  return (
    <EditorForm
      heading={loaderData.project ? "Edit project" : "Add project"}
      listPath="/admin/portfolio"
      withFiles
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
      <TextField
        label="Address"
        name="slug"
        hint="The case study's page is /portfolio/ followed by this. Leave it empty to make it from the title."
        defaultValue={initial.slug}
        maxLength={PROJECT_SLUG_MAX}
        error={errors?.fieldErrors.slug}
      />
      <TranslatedField
        kind="text"
        label="Category"
        name="category"
        values={initial}
        maxLength={60}
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
      <LibraryImageField
        label="Image"
        name="image"
        kind="project-image"
        required
        currentSrc={loaderData.project?.imageSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        onPick={markDirty}
        altDefault={initial.imageAlt}
        altError={errors?.fieldErrors.imageAlt}
      />
      <TagInput
        label="Technologies"
        name="technologies"
        noun="technology"
        initial={initial.technologies}
        error={errors?.fieldErrors.technologies}
        onChange={markDirty}
      />
      <TranslatedField
        kind="textarea"
        label="The challenge"
        name="challenge"
        hint="What the client needed. Separate paragraphs with an empty line."
        values={initial}
        maxLength={CASE_STUDY_TEXT_MAX}
        rows={8}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="textarea"
        label="Our solution"
        name="solution"
        hint="What we built and how. Separate paragraphs with an empty line."
        values={initial}
        maxLength={CASE_STUDY_TEXT_MAX}
        rows={8}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="textarea"
        label="The results"
        name="results"
        hint="What changed for the client. Separate paragraphs with an empty line."
        values={initial}
        maxLength={CASE_STUDY_TEXT_MAX}
        rows={8}
        errors={errors?.fieldErrors}
      />
      <GalleryField
        label="Gallery"
        name="gallery"
        kind="project-image"
        initial={loaderData.gallery}
        max={GALLERY_MAX}
        error={errors?.fieldErrors.gallery}
        onChange={markDirty}
      />
      <TextField
        label="Link"
        name="link"
        type="url"
        hint="Optional: the project's own website, starting with https:// or http://. Shown on the case study when set."
        defaultValue={initial.link}
        maxLength={500}
        error={errors?.fieldErrors.link}
      />
    </EditorForm>
  );
}
