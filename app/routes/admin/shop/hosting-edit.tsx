import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { CheckboxField, TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import {
  hostingPackageFormSchema,
  hostingPackageFormValues,
  hostingPackageRequiredKeys,
  hostingPackageTranslation,
} from "~/features/shop/hosting-schema";
import { createHostingPackage, getHostingPackage, updateHostingPackage } from "~/models/hosting-packages.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/hosting-edit";

const LIST_PATH = "/admin/hosting";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Hosting package");
  if (!id) return { pkg: null, version: null };
  const pkg = await getHostingPackage(getDb(), id);
  if (!pkg) throw notFound("Hosting package");
  const { name, summary, pricePerYear, dailyVisitors, storage, bandwidth, features, highlighted } = pkg;
  return {
    pkg: {
      name,
      summary,
      pricePerYear: String(pricePerYear),
      dailyVisitors,
      storage,
      bandwidth,
      features,
      highlighted,
      ...hostingPackageTranslation.valuesOf(pkg.translations),
    },
    version: pkg.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Hosting package");
  const form = await requireFormBody(request);
  const values = hostingPackageFormValues(form);
  const result = validateForm(hostingPackageFormSchema, values, { requiredKeys: hostingPackageRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const db = getDb();
  const audit = { admin, noun: "Hosting package", title: result.data.name, listPath: LIST_PATH };
  if (!id) return recordSaved(db, { ...audit, entityId: await createHostingPackage(db, result.data), created: true });
  const version = submittedVersion(form);
  const saved = await updateHostingPackage(db, id, version, result.data);
  if (saved.ok) return recordSaved(db, { ...audit, entityId: id, created: false });
  if (saved.reason === "missing") throw notFound("Hosting package");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.pkg ? "Edit hosting package" : "Add hosting package"} · Admin` },
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
  const initial = actionData?.values ?? loaderData.pkg ?? emptyPackage;
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
      heading={loaderData.pkg ? "Edit hosting package" : "Add hosting package"}
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
