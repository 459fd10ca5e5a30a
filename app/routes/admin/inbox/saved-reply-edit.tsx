import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import {
  SAVED_REPLY_LIMITS,
  savedReplyFormSchema,
  savedReplyFormValues,
  savedReplyPlaceholderList,
  savedReplyRequiredKeys,
  savedReplyTranslation,
} from "~/features/inbox/saved-replies";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { createSavedReply, getSavedReply, updateSavedReply } from "~/models/saved-replies.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/saved-reply-edit";

const LIST = "/admin/saved-replies";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Saved reply");
  if (!id) return { item: null, version: null };
  const item = await getSavedReply(getDb(), id);
  if (!item) throw notFound("Saved reply");
  return {
    item: { title: item.title, body: item.body, ...savedReplyTranslation.valuesOf(item.translations) },
    version: item.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Saved reply");
  const form = await requireFormBody(request);
  const values = savedReplyFormValues(form);
  const result = validateForm(savedReplyFormSchema, values, { requiredKeys: savedReplyRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "Saved reply", title: input.title, listPath: LIST };
  if (!id) return recordSaved(db, { ...audit, entityId: await createSavedReply(db, input), created: true });
  const saved = await updateSavedReply(db, id, submittedVersion(form), input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("Saved reply");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.item ? "Edit saved reply" : "Add saved reply"} · Admin` },
];

export default function SavedReplyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.item ?? { title: "", body: "" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(savedReplyFormSchema, savedReplyFormValues(form), { requiredKeys: savedReplyRequiredKeys }),
    ),
  );
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.item ? "Edit saved reply" : "Add saved reply"}
      listPath={LIST}
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
        maxLength={SAVED_REPLY_LIMITS.title}
        hint="What staff pick from the list on a message, e.g. “Prices for a website”."
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Reply text"
        name="body"
        required
        rows={10}
        values={initial}
        maxLength={SAVED_REPLY_LIMITS.body}
        hint={`${savedReplyPlaceholderList} are filled in with the visitor's name, the message's subject and the company's name.`}
        errors={errors?.fieldErrors}
      />
    </EditorForm>
  );
}
