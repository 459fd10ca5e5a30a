import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { LibraryImageField } from "~/components/admin/editors/library-image-field";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { bringsImage, chosenImage, useEditorForm, withImageCheck } from "~/components/admin/editors/use-editor-form";
import { CheckboxField, SelectField, TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import {
  productFormSchema,
  productFormValues,
  productRequiredKeys,
  productTranslation,
} from "~/features/shop/product-schema";
import { getLibraryItem } from "~/models/media.server";
import {
  categoryExists,
  createProduct,
  getProduct,
  listProductCategories,
  updateProduct,
} from "~/models/products.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  editTarget,
  notFound,
  readImageEditorForm,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { saveVersioned } from "~/routes/admin/shared/versioned-save.server";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import { mediaSrc } from "~/utils/media-urls";

import type { Route } from "./+types/product-edit";

// Product images follow the project images' upload rule (SVG, or a photo re-encoded; any library image).
const IMAGE_KIND = "project-image";
const LIST_PATH = "/admin/products";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Product");
  const db = getDb();
  const categories = (await listProductCategories(db)).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  if (!id) return { product: null, version: null, categories };
  const product = await getProduct(db, id);
  if (!product) throw notFound("Product");
  const image = await getLibraryItem(db, product.imageMediaId);
  const { name, categoryId, price, description, rating, visible } = product;
  return {
    product: {
      name,
      categoryId,
      price: String(price),
      description,
      rating: rating.toFixed(1),
      visible,
      imageAlt: image?.alt ?? "",
      imageSrc: mediaSrc(product.imageMediaId, 800),
      ...productTranslation.valuesOf(product.translations, product),
    },
    version: product.version,
    categories,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Product");
  const db = getDb();
  const existing = id ? await getProduct(db, id) : null;
  if (id && !existing) throw notFound("Product");
  const submitted = await readImageEditorForm(db, request, IMAGE_KIND, {
    current: existing?.imageMediaId ?? null,
    validate(form, hasImage) {
      const values = productFormValues(form, hasImage);
      return { values, result: validateForm(productFormSchema, values, { requiredKeys: productRequiredKeys }) };
    },
    altFor: (input) => input.imageAlt,
  });
  if (!submitted.ok) return submitted.reply;
  const { input, image, values, form } = submitted;
  const reply = { values, reselectFile: image !== null && "upload" in image };
  const noCategory = "That category no longer exists. Choose another.";
  if (!(await categoryExists(db, input.categoryId)))
    return data(
      { formError: CHECK_FIELDS_MESSAGE, fieldErrors: { categoryId: noCategory }, ...reply },
      { status: 400 },
    );
  return saveVersioned(
    db,
    { admin, id, form },
    input,
    {
      noun: "Product",
      listPath: LIST_PATH,
      title: (saved) => saved.name,
      create: (tx, saved) => createProduct(tx, saved, image!),
      update: (tx, itemId, version, saved) => updateProduct(tx, itemId, version, saved, image),
      conflicts: { "no-category": { field: "categoryId", message: noCategory } },
    },
    reply,
  );
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle(IMAGE_KIND);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product ? "Edit product" : "Add product"} · Admin` },
];

const emptyProduct = { name: "", categoryId: "", price: "", description: "", rating: "", visible: true, imageAlt: "" };

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.product ?? emptyProduct;
  const editor = useEditorForm(actionData, (form) => {
    const chosen = chosenImage(form);
    const result = validateForm(
      productFormSchema,
      productFormValues(form, bringsImage(form) || Boolean(loaderData.product)),
      {
        requiredKeys: productRequiredKeys,
      },
    );
    return withImageCheck(result, chosen, IMAGE_KIND);
  });
  const { errors, markDirty } = editor;

  return (
    <EditorForm
      heading={loaderData.product ? "Edit product" : "Add product"}
      listPath={LIST_PATH}
      withFiles
      editor={editor}
      translated
    >
      {loaderData.version ? <input type="hidden" name="version" value={loaderData.version} /> : null}
      <TranslatedField
        kind="text"
        label="Name"
        name="name"
        required
        values={initial}
        maxLength={120}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <SelectField
        label="Category"
        name="categoryId"
        required
        defaultValue={initial.categoryId}
        options={[{ value: "", label: "Choose a category" }, ...loaderData.categories]}
        error={errors?.fieldErrors.categoryId}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Price (taka)"
          name="price"
          required
          inputMode="numeric"
          hint="Whole taka, e.g. 129999. The shop shows it as ১,২৯,৯৯৯৳."
          defaultValue={initial.price}
          maxLength={12}
          error={errors?.fieldErrors.price}
          autoComplete="off"
        />
        <TextField
          label="Rating"
          name="rating"
          inputMode="decimal"
          hint="Out of 5, e.g. 4.5. Empty means 0."
          defaultValue={initial.rating}
          maxLength={3}
          error={errors?.fieldErrors.rating}
          autoComplete="off"
        />
      </div>
      <TranslatedField
        kind="textarea"
        label="Description"
        name="description"
        required
        values={initial}
        maxLength={600}
        errors={errors?.fieldErrors}
      />
      <LibraryImageField
        label="Image"
        name="image"
        kind={IMAGE_KIND}
        required
        currentSrc={loaderData.product?.imageSrc}
        error={errors?.fieldErrors.image}
        reselectNote={actionData?.reselectFile}
        onPick={markDirty}
        altDefault={initial.imageAlt}
        altError={errors?.fieldErrors.imageAlt}
      />
      <CheckboxField
        label="Show on the shop"
        name="visible"
        defaultChecked={initial.visible}
        hint="Untick to keep the product here without showing it to visitors."
      />
    </EditorForm>
  );
}
