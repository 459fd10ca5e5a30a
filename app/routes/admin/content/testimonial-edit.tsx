import { EditorForm } from "~/components/admin/editors/editor-form";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import {
  testimonialFormSchema,
  testimonialFormValues,
  testimonialRequiredKeys,
  testimonialTranslation,
} from "~/features/site-content/testimonial-schema";
import { createTestimonial, getTestimonial, updateTestimonial } from "~/models/testimonials.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  editTarget,
  notFound,
  readImageEditorForm,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { saveVersioned } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";
import { mediaSrc } from "~/utils/media-urls";

import type { Route } from "./+types/testimonial-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Testimonial");
  if (!id) return { testimonial: null, version: null };
  const testimonial = await getTestimonial(getDb(), id);
  if (!testimonial) throw notFound("Testimonial");
  const { name, role, company, content } = testimonial;
  return {
    testimonial: {
      name,
      role,
      company,
      content,
      imageSrc: mediaSrc(testimonial.imageMediaId, 400),
      ...testimonialTranslation.valuesOf(testimonial.translations, testimonial),
    },
    version: testimonial.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Testimonial");
  const db = getDb();
  const existing = id ? await getTestimonial(db, id) : null;
  if (id && !existing) throw notFound("Testimonial");
  const submitted = await readImageEditorForm(db, request, "testimonial-picture", {
    current: existing?.imageMediaId ?? null,
    validate(form, hasImage) {
      const values = testimonialFormValues(form, hasImage);
      return { values, result: validateForm(testimonialFormSchema, values, { requiredKeys: testimonialRequiredKeys }) };
    },
    altFor: (input) => `Photo of ${input.name}`,
  });
  if (!submitted.ok) return submitted.reply;
  const { input, image, values, form } = submitted;
  return saveVersioned(
    db,
    { admin, id, form },
    input,
    {
      noun: "Testimonial",
      listPath: "/admin/testimonials",
      title: (saved) => saved.name,
      create: (tx, saved) => createTestimonial(tx, saved, image!),
      update: (tx, itemId, version, saved) => updateTestimonial(tx, itemId, version, saved, image),
    },
    { values, reselectFile: image !== null && "upload" in image },
  );
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("testimonial-picture");

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.testimonial ? "Edit testimonial" : "Add testimonial"} · Admin` },
];

const emptyTestimonial = { name: "", role: "", company: "", content: "" };

export default function TestimonialEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.testimonial ?? emptyTestimonial;
  const editor = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(
      testimonialFormSchema,
      testimonialFormValues(form, bringsImage(form) || Boolean(loaderData.testimonial)),
      {
        requiredKeys: testimonialRequiredKeys,
      },
    );
    return withImageCheck(result, chosen, "testimonial-picture");
  });
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.testimonial ? "Edit testimonial" : "Add testimonial"}
      listPath="/admin/testimonials"
      withFiles
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TextField
        label="Name"
        name="name"
        required
        defaultValue={initial.name}
        maxLength={100}
        error={errors?.fieldErrors.name}
        autoComplete="off"
      />
      <TranslatedField
        kind="text"
        label="Role"
        name="role"
        values={initial}
        maxLength={100}
        errors={errors?.fieldErrors}
      />
      <TextField
        label="Company"
        name="company"
        defaultValue={initial.company}
        maxLength={100}
        error={errors?.fieldErrors.company}
      />
      <TranslatedField
        kind="textarea"
        label="Testimonial"
        name="content"
        required
        values={initial}
        maxLength={1500}
        errors={errors?.fieldErrors}
      />
      <MediaPicker
        label="Picture"
        name="image"
        kind="testimonial-picture"
        required
        currentSrc={loaderData.testimonial?.imageSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        previewClassName="size-32 rounded-full object-cover"
      />
    </EditorForm>
  );
}
