import { EditorForm } from "~/components/admin/editors/editor-form";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import {
  teamMemberFormSchema,
  teamMemberFormValues,
  teamMemberRequiredKeys,
  teamMemberTranslation,
} from "~/features/site-content/team-member-schema";
import { createTeamMember, getTeamMember, updateTeamMember } from "~/models/team-members.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  editTarget,
  notFound,
  readImageEditorForm,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { saveVersioned } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";
import { mediaSrc, PORTRAIT_WIDTH } from "~/utils/media-urls";

import type { Route } from "./+types/team-edit";

// Team photos follow the testimonial pictures' upload rule (JPG, PNG, WebP or AVIF, re-encoded; any library image).
const PHOTO_KIND = "testimonial-picture";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Team member");
  if (!id) return { member: null, version: null };
  const member = await getTeamMember(getDb(), id);
  if (!member) throw notFound("Team member");
  const { name, role, bio, email, linkedinUrl, twitterUrl, visible } = member;
  return {
    member: {
      name,
      role,
      bio,
      email,
      linkedinUrl,
      twitterUrl,
      visible,
      imageSrc: mediaSrc(member.photoMediaId, PORTRAIT_WIDTH),
      ...teamMemberTranslation.valuesOf(member.translations, member),
    },
    version: member.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Team member");
  const db = getDb();
  const existing = id ? await getTeamMember(db, id) : null;
  if (id && !existing) throw notFound("Team member");
  const submitted = await readImageEditorForm(db, request, PHOTO_KIND, {
    current: existing?.photoMediaId ?? null,
    validate(form, hasImage) {
      const values = teamMemberFormValues(form, hasImage);
      return { values, result: validateForm(teamMemberFormSchema, values, { requiredKeys: teamMemberRequiredKeys }) };
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
      noun: "Team member",
      listPath: "/admin/team",
      title: (saved) => saved.name,
      create: (tx, saved) => createTeamMember(tx, saved, image!),
      update: (tx, itemId, version, saved) => updateTeamMember(tx, itemId, version, saved, image),
    },
    { values, reselectFile: image !== null && "upload" in image },
  );
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle(PHOTO_KIND);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.member ? "Edit team member" : "Add team member"} · Admin` },
];

const emptyMember = { name: "", role: "", bio: "", email: "", linkedinUrl: "", twitterUrl: "", visible: true };

export default function TeamMemberEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.member ?? emptyMember;
  const editor = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(
      teamMemberFormSchema,
      teamMemberFormValues(form, bringsImage(form) || Boolean(loaderData.member)),
      {
        requiredKeys: teamMemberRequiredKeys,
      },
    );
    return withImageCheck(result, chosen, PHOTO_KIND);
  });
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.member ? "Edit team member" : "Add team member"}
      listPath="/admin/team"
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
        required
        values={initial}
        maxLength={100}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="textarea"
        label="Bio"
        name="bio"
        required
        values={initial}
        maxLength={600}
        errors={errors?.fieldErrors}
      />
      <MediaPicker
        label="Photo"
        name="image"
        kind={PHOTO_KIND}
        required
        currentSrc={loaderData.member?.imageSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        previewClassName="size-32 rounded-full object-cover"
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        hint="Optional. Shown as an email icon on the team page."
        defaultValue={initial.email}
        maxLength={254}
        error={errors?.fieldErrors.email}
        autoComplete="off"
      />
      <TextField
        label="LinkedIn link"
        name="linkedinUrl"
        type="url"
        hint="Optional, starting with https://. Leave it empty and no LinkedIn icon is shown."
        defaultValue={initial.linkedinUrl}
        maxLength={300}
        error={errors?.fieldErrors.linkedinUrl}
      />
      <TextField
        label="X (Twitter) link"
        name="twitterUrl"
        type="url"
        hint="Optional, starting with https://. Leave it empty and no X icon is shown."
        defaultValue={initial.twitterUrl}
        maxLength={300}
        error={errors?.fieldErrors.twitterUrl}
      />
      <div className="flex items-start gap-3">
        <input
          id="team-member-visible"
          name="visible"
          type="checkbox"
          defaultChecked={initial.visible}
          aria-describedby="team-member-visible-hint"
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div>
          <label htmlFor="team-member-visible" className="text-sm font-medium text-slate-900">
            Show on the team page
          </label>
          <p id="team-member-visible-hint" className="text-xs text-slate-600">
            Untick to keep the member here without showing them to visitors.
          </p>
        </div>
      </div>
    </EditorForm>
  );
}
