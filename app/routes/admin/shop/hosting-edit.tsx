import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { CheckboxField, TextField } from "~/components/forms";
import {
  hostingPackageFormSchema,
  hostingPackageFormValues,
  hostingPackageRequiredKeys,
  hostingPackageTranslation,
} from "~/features/shop/hosting-schema";
import { createHostingPackage, getHostingPackage, updateHostingPackage } from "~/models/hosting-packages.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { loadForEdit, saveTextEditor } from "~/routes/admin/shared/versioned-save.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/hosting-edit";

const LIST_PATH = "/admin/hosting";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadForEdit(params.id, "Hosting package", getHostingPackage, (pkg) => {
    const { name, summary, pricePerYear, dailyVisitors, storage, bandwidth, features, highlighted } = pkg;
    return {
      name,
      summary,
      pricePerYear: String(pricePerYear),
      dailyVisitors,
      storage,
      bandwidth,
      features,
      highlighted,
      ...hostingPackageTranslation.valuesOf(pkg.translations, pkg),
    };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTextEditor(
    request,
    { admin, paramsId: params.id },
    {
      noun: "Hosting package",
      listPath: LIST_PATH,
      values: hostingPackageFormValues,
      schema: hostingPackageFormSchema,
      requiredKeys: hostingPackageRequiredKeys,
      title: (input) => input.name,
      create: createHostingPackage,
      update: updateHostingPackage,
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.value ? "Edit hosting package" : "Add hosting package"} · Admin` },
];

const emptyPackage = {
  name: "",
  summary: "",
  pricePerYear: "",
  dailyVisitors: "",
  storage: "",
  bandwidth: "",
  features: [] as string[],
  highlighted: false,
};

export default function HostingPackageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value ?? emptyPackage;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(hostingPackageFormSchema, hostingPackageFormValues(form), {
        requiredKeys: hostingPackageRequiredKeys,
      }),
    ),
  );
  const { errors, markDirty } = editor;
  return (
    <EditorForm
      heading={loaderData.value ? "Edit hosting package" : "Add hosting package"}
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
        values={initial}
        maxLength={60}
        errors={errors?.fieldErrors}
        autoComplete="off"
      />
      <TranslatedField
        kind="textarea"
        label="Summary"
        name="summary"
        hint="One line under the name: who the package suits."
        rows={2}
        values={initial}
        maxLength={200}
        errors={errors?.fieldErrors}
      />
      <TextField
        label="Price per year (taka)"
        name="pricePerYear"
        required
        inputMode="numeric"
        hint="Whole taka, e.g. 12000. The page shows it as ১২,০০০৳."
        defaultValue={initial.pricePerYear}
        maxLength={12}
        error={errors?.fieldErrors.pricePerYear}
        autoComplete="off"
      />
      <TranslatedField
        kind="text"
        label="Daily visitors"
        name="dailyVisitors"
        required
        hint="e.g. 50,000 or Unlimited"
        values={initial}
        maxLength={40}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="text"
        label="Storage"
        name="storage"
        required
        hint="e.g. 50 GB"
        values={initial}
        maxLength={40}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="text"
        label="Bandwidth"
        name="bandwidth"
        required
        hint="e.g. 50 GB or Unlimited"
        values={initial}
        maxLength={40}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="list"
        label="Features"
        name="features"
        noun="feature"
        values={initial}
        errors={errors?.fieldErrors}
        onChange={markDirty}
      />
      <CheckboxField
        label="Highlight as Most Popular"
        name="highlighted"
        defaultChecked={initial.highlighted}
        hint="The card gets a border and a “Most Popular” badge."
      />
    </EditorForm>
  );
}
