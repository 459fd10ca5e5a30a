import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  SAVED_REPLY_LIMITS,
  savedReplyFormSchema,
  savedReplyFormValues,
  savedReplyPlaceholderList,
  savedReplyRequiredKeys,
  savedReplyTranslation,
} from "~/features/inbox/saved-replies";
import { createSavedReply, getSavedReply, updateSavedReply } from "~/models/saved-replies.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/saved-reply-edit";

const LIST = "/admin/saved-replies";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Saved reply", getSavedReply, (item) => ({
    title: item.title,
    body: item.body,
    ...savedReplyTranslation.valuesOf(item.translations, item),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Saved reply",
      listPath: LIST,
      values: savedReplyFormValues,
      schema: savedReplyFormSchema,
      requiredKeys: savedReplyRequiredKeys,
      title: (input) => input.title,
      create: createSavedReply,
      update: updateSavedReply,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit saved reply" : "Add saved reply"} · Admin` },
];

export default function SavedReplyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { title: "", body: "" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(savedReplyFormSchema, savedReplyFormValues(form), { requiredKeys: savedReplyRequiredKeys }),
    ),
  );
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.value ? "Edit saved reply" : "Add saved reply"}
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
