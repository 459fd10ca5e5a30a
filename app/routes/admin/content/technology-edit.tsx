import { EditorForm } from "~/components/admin/editors/editor-form";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import {
  TECHNOLOGY_NAME_MAX,
  technologyFormValues,
  technologyRequiredKeys,
  technologySchema,
} from "~/features/site-content/technology-schema";
import { createTechnology, getTechnology, updateTechnology } from "~/models/technologies.server";
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

import type { Route } from "./+types/technology-edit";

// A logo is an SVG or an image, new or from the media library (the library's own rule, decision 093).
const LOGO_KIND = "library";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Technology");
  if (!id) return { technology: null, version: null };
  const technology = await getTechnology(getDb(), id);
  if (!technology) throw notFound("Technology");
  return {
    technology: { name: technology.name, visible: technology.visible, logoSrc: mediaSrc(technology.logoMediaId) },
    version: technology.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Technology");
  const db = getDb();
  const existing = id ? await getTechnology(db, id) : null;
  if (id && !existing) throw notFound("Technology");
  const submitted = await readImageEditorForm(db, request, LOGO_KIND, {
    current: existing?.logoMediaId ?? null,
    validate(form, hasImage) {
      const values = technologyFormValues(form, hasImage);
      return { values, result: validateForm(technologySchema, values, { requiredKeys: technologyRequiredKeys }) };
    },
    altFor: (input) => `${input.name} logo`,
  });
  if (!submitted.ok) return submitted.reply;
  const { input, image, values, form } = submitted;
  return saveVersioned(
    db,
    { admin, id, form },
    input,
    {
      noun: "Technology",
      listPath: "/admin/technologies",
      title: (saved) => saved.name,
      create: (tx, saved) => createTechnology(tx, saved, image!),
      update: (tx, itemId, version, saved) => updateTechnology(tx, itemId, version, saved, image),
    },
    { values, reselectFile: image !== null && "upload" in image },
  );
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle(LOGO_KIND);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.technology ? "Edit technology" : "Add technology"} · Admin` },
];

const emptyTechnology = { name: "", visible: true };

export default function TechnologyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.technology ?? emptyTechnology;
  const editor = useEditorForm(actionData, (form) => {
    const result = validateForm(
      technologySchema,
      technologyFormValues(form, bringsImage(form) || Boolean(loaderData.technology)),
      {
        requiredKeys: technologyRequiredKeys,
      },
    );
    return withImageCheck(result, chosenImage(form), LOGO_KIND);
  });
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.technology ? "Edit technology" : "Add technology"}
      listPath="/admin/technologies"
      withFiles
      editor={editor}
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TextField
        label="Name"
        name="name"
        required
        defaultValue={initial.name}
        maxLength={TECHNOLOGY_NAME_MAX}
        error={errors?.fieldErrors.name}
        autoComplete="off"
      />
      <MediaPicker
        label="Logo"
        name="image"
        kind={LOGO_KIND}
        required
        currentSrc={loaderData.technology?.logoSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        previewClassName="size-16 object-contain"
      />
      <VisibleCheckbox
        id="technology-visible"
        label="Show on the home page"
        hint="Untick to keep the logo here without showing it to visitors."
        defaultChecked={initial.visible}
      />
    </EditorForm>
  );
}
