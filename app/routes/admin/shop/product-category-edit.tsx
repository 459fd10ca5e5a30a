import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  productCategoryFormSchema,
  productCategoryFormValues,
  productCategoryRequiredKeys,
  productCategoryTranslation,
} from "~/features/shop/product-schema";
import { createProductCategory, getProductCategory, updateProductCategory } from "~/models/products.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/product-category-edit";

const LIST_PATH = "/admin/product-categories";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Category", getProductCategory, (category) => ({
    name: category.name,
    ...productCategoryTranslation.valuesOf(category.translations, category),
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Category",
      listPath: LIST_PATH,
      values: productCategoryFormValues,
      schema: productCategoryFormSchema,
      requiredKeys: productCategoryRequiredKeys,
      title: (input) => input.name,
      create: createProductCategory,
      update: updateProductCategory,
      conflicts: {
        "name-taken": { field: "name", message: "Another category already has this name. Choose another." },
      },
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit category" : "Add category"} · Admin` },
];

export default function ProductCategoryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? { name: "" };
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(productCategoryFormSchema, productCategoryFormValues(form), {
        requiredKeys: productCategoryRequiredKeys,
      }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm
      heading={loaderData.value ? "Edit category" : "Add category"}
      listPath={LIST_PATH}
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Name"
        name="name"
        required
        hint="Shown as a filter on the shop and on each product's card."
        values={initial}
        maxLength={60}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
    </EditorForm>
  );
}
