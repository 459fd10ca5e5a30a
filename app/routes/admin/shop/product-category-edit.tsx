import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import {
  productCategoryFormSchema,
  productCategoryFormValues,
  productCategoryRequiredKeys,
  productCategoryTranslation,
} from "~/features/shop/product-schema";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { createProductCategory, getProductCategory, updateProductCategory } from "~/models/products.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/product-category-edit";

const LIST_PATH = "/admin/product-categories";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Category");
  if (!id) return { category: null, version: null };
  const category = await getProductCategory(getDb(), id);
  if (!category) throw notFound("Category");
  return {
    category: { name: category.name, ...productCategoryTranslation.valuesOf(category.translations) },
    version: category.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Category");
  const form = await requireFormBody(request);
  const values = productCategoryFormValues(form);
  const result = validateForm(productCategoryFormSchema, values, { requiredKeys: productCategoryRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const version = id ? submittedVersion(form) : null;
  const saved = id
    ? await updateProductCategory(db, id, version!, result.data)
    : await createProductCategory(db, result.data);
  if (!saved.ok) {
    if (saved.reason === "missing") throw notFound("Category");
    if (saved.reason === "stale")
      return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
    const message = "Another category already has this name. Choose another.";
    return data({ formError: CHECK_FIELDS_MESSAGE, fieldErrors: { name: message }, values }, { status: 400 });
  }
  return recordSaved(db, {
    admin,
    noun: "Category",
    title: result.data.name,
    listPath: LIST_PATH,
    entityId: saved.id,
    created: !id,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.category ? "Edit category" : "Add category"} · Admin` },
];

export default function ProductCategoryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.category ?? { name: "" };
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
      heading={loaderData.category ? "Edit category" : "Add category"}
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
