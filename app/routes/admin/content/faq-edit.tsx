import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import { placeholderList } from "~/features/settings/company-details";
import {
  FAQ_LIMITS,
  faqItemFormSchema,
  faqItemFormValues,
  faqItemRequiredKeys,
  faqItemTranslation,
} from "~/features/site-content/faq-schema";
import { createFaqItem, getFaqItem, updateFaqItem } from "~/models/faq-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/faq-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "FAQ item", getFaqItem, (item) => ({
    question: item.question,
    answer: item.answer,
    visible: item.visible,
    ...faqItemTranslation.valuesOf(item.translations, item),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "FAQ item",
      listPath: "/admin/faq",
      values: faqItemFormValues,
      schema: faqItemFormSchema,
      requiredKeys: faqItemRequiredKeys,
      title: (input) => input.question,
      create: createFaqItem,
      update: updateFaqItem,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit question" : "Add question"} · Admin` },
];

const emptyItem = { question: "", answer: "", visible: true };

export default function FaqItemEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? emptyItem;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(faqItemFormSchema, faqItemFormValues(form), { requiredKeys: faqItemRequiredKeys })),
  );
  const { errors } = editor;

  return (
    <EditorForm
      heading={loaderData.value ? "Edit question" : "Add question"}
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
