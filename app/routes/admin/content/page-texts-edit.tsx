import { useMemo } from "react";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { TextField } from "~/components/forms";
import {
  isPageTextName,
  type PageTextField,
  pageTextFields,
  pageTextForm,
  type PageTextName,
  pageTextPages,
} from "~/features/site-content/page-texts";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/page-texts-edit";
import { loadPageCopyForm, savePageCopyForm } from "./page-copy-actions.server";

// One editor for every fixed-layout page's texts (decision 174), drawn from the page's declaration.

function pageNamed(page: string): PageTextName {
  if (!isPageTextName(page)) throw notFound("Page");
  return page;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const name = pageNamed(params.page);
  return { name, ...(await loadPageCopyForm(name, pageTextForm(name).translation)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const name = pageNamed(params.page);
  const form = pageTextForm(name);
  return savePageCopyForm(request, admin, {
    name,
    entity: `${name}_page_copy`,
    title: `${pageTextPages[name].label} page texts`,
    path: `/admin/page-texts/${name}`,
    schema: form.schema as never,
    requiredKeys: form.requiredKeys,
    values: form.values,
  });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? pageTextPages[data.name].label : "Page"} page texts · Admin` },
];

const LINK_HINT = "A path on this site, such as /contact (the Bengali page adds /bn itself), or an https:// address.";

export default function PageTextsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = loaderData;
  const page = pageTextPages[name];
  const form = useMemo(() => pageTextForm(name), [name]);
  const fields = pageTextFields(name);
  const initial = actionData?.values ?? loaderData.content;
  const editor = useEditorForm(actionData, (data) =>
    validationErrors(validateForm(form.schema, form.values(data), { requiredKeys: form.requiredKeys })),
  );
  const fieldErrors = editor.errors?.fieldErrors;
  const groups = [...new Set(fields.map(([, field]) => field.group))];
  const control = ([key, field]: [string, PageTextField]) => {
    const common = { label: field.label, name: key, required: true, maxLength: field.max, hint: field.hint };
    if (field.kind === "link")
      return (
        <TextField
          key={key}
          {...common}
          defaultValue={String(initial[key as keyof typeof initial] ?? "")}
          hint={LINK_HINT}
          error={fieldErrors?.[key]}
          autoComplete="off"
          spellCheck={false}
          className="max-w-xl"
        />
      );
    return field.kind === "paragraph" ? (
      <TranslatedField key={key} kind="textarea" rows={3} {...common} values={initial} errors={fieldErrors} />
    ) : (
      <TranslatedField key={key} kind="text" autoComplete="off" {...common} values={initial} errors={fieldErrors} />
    );
  };
  return (
    <EditorForm heading={`${page.label} page texts`} listPath="/admin/page-texts" editor={editor} translated>
      <p className="text-sm text-slate-600">
        The headings, intros and calls to action of{" "}
        <a href={page.path} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
          the {page.label} page
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        . The lists on it (services, projects, team members…) have their own screens.
      </p>
      <input type="hidden" name="version" value={loaderData.version} />
      {groups.map((group) => (
        <fieldset key={group} className="space-y-4 border-t border-slate-200 pt-4">
          <legend className="pr-2 text-base font-semibold text-slate-900">{group}</legend>
          {fields.filter(([, field]) => field.group === group).map(control)}
        </fieldset>
      ))}
    </EditorForm>
  );
}
