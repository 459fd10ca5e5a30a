import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { IconPicker } from "~/components/admin/editors/icon-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import { getDb } from "~/db/client.server";
import { contentIconNames } from "~/features/site-content/content-icons";
import {
  WHY_CHOOSE_LIMITS,
  whyChooseItemFormSchema,
  whyChooseItemFormValues,
  whyChooseItemRequiredKeys,
  whyChooseItemTranslation,
} from "~/features/site-content/why-choose-schema";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { createWhyChooseItem, getWhyChooseItem, updateWhyChooseItem } from "~/models/why-choose-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/why-choose-edit";

const NOUN = "Why choose us item";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, NOUN);
  if (!id) return { item: null, version: null };
  const item = await getWhyChooseItem(getDb(), id);
  if (!item) throw notFound(NOUN);
  return {
    item: {
      title: item.title,
      description: item.description,
      icon: item.icon,
      visible: item.visible,
      ...whyChooseItemTranslation.valuesOf(item.translations),
    },
    version: item.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, NOUN);
  const form = await requireFormBody(request);
  const values = whyChooseItemFormValues(form);
  const result = validateForm(whyChooseItemFormSchema, values, { requiredKeys: whyChooseItemRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: NOUN, title: input.title, listPath: "/admin/why-choose-us" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createWhyChooseItem(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateWhyChooseItem(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound(NOUN);
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.item ? "Edit item" : "Add item"} · Why choose us · Admin` },
];

const emptyItem = { title: "", description: "", icon: "Lightbulb", visible: true };

export default function WhyChooseItemEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.item ?? emptyItem;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(whyChooseItemFormSchema, whyChooseItemFormValues(form), { requiredKeys: whyChooseItemRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.item ? "Edit item" : "Add item"}
      listPath="/admin/why-choose-us"
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
        maxLength={WHY_CHOOSE_LIMITS.title}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={initial}
        maxLength={WHY_CHOOSE_LIMITS.description}
        errors={errors?.fieldErrors}
      />
      <IconPicker name="icon" value={initial.icon} icons={contentIconNames} error={errors?.fieldErrors.icon} />
      <VisibleCheckbox
        id="why-choose-visible"
        label="Show on the home page"
        hint="Untick to keep the item here without showing it to visitors."
        defaultChecked={initial.visible}
      />
    </EditorForm>
  );
}
