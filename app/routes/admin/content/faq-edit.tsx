import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import { getDb } from "~/db/client.server";
import { placeholderList } from "~/features/settings/company-details";
import {
  FAQ_LIMITS,
  faqItemFormSchema,
  faqItemFormValues,
  faqItemRequiredKeys,
  faqItemTranslation,
} from "~/features/site-content/faq-schema";
import { createFaqItem, getFaqItem, updateFaqItem } from "~/models/faq-items.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/faq-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "FAQ item");
  if (!id) return { item: null, version: null };
  const item = await getFaqItem(getDb(), id);
  if (!item) throw notFound("FAQ item");
  return {
    item: {
      question: item.question,
      answer: item.answer,
      visible: item.visible,
      ...faqItemTranslation.valuesOf(item.translations),
    },
    version: item.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "FAQ item");
  const form = await requireFormBody(request);
  const values = faqItemFormValues(form);
  const result = validateForm(faqItemFormSchema, values, { requiredKeys: faqItemRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const input = result.data;
  const audit = { admin, noun: "FAQ item", title: input.question, listPath: "/admin/faq" };
  if (!id) return recordSaved(db, { ...audit, entityId: await createFaqItem(db, input), created: true });
  const version = submittedVersion(form);
  const saved = await updateFaqItem(db, id, version, input);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("FAQ item");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.item ? "Edit question" : "Add question"} · Admin` },
];

const emptyItem = { question: "", answer: "", visible: true };

export default function FaqItemEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.item ?? emptyItem;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(faqItemFormSchema, faqItemFormValues(form), { requiredKeys: faqItemRequiredKeys })),
  );
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.item ? "Edit question" : "Add question"}
      listPath="/admin/faq"
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Question"
        name="question"
        required
        values={initial}
        maxLength={FAQ_LIMITS.question}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Answer"
        name="answer"
        required
        rows={6}
        values={initial}
        maxLength={FAQ_LIMITS.answer}
        hint={`To show company details from Settings, write ${placeholderList}: they always show the current name, phone, email or opening hours.`}
        errors={errors?.fieldErrors}
      />
      <VisibleCheckbox
        id="faq-item-visible"
        label="Show on the Contact page"
        hint="Untick to keep the question here without showing it to visitors."
        defaultChecked={initial.visible}
      />
    </EditorForm>
  );
}
