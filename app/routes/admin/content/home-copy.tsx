import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  type HomeCopyField,
  homeCopyFieldNames,
  homeCopyFields,
  homeCopyFormSchema,
  homeCopyFormValues,
  homeCopyRequiredKeys,
  homeCopyTranslation,
} from "~/features/site-content/page-copy-schema";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/home-copy";
import { loadPageCopyForm, savePageCopyForm } from "./page-copy-actions.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPageCopyForm("home", homeCopyTranslation);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return savePageCopyForm(request, admin, {
    name: "home",
    noun: "Home page copy",
    path: "/admin/home-copy",
    schema: homeCopyFormSchema,
    requiredKeys: homeCopyRequiredKeys,
    values: homeCopyFormValues,
  });
}

export const meta = () => [{ title: "Home page copy · Admin" }];

const groups = [...new Set(homeCopyFieldNames.map((name) => homeCopyFields[name].group))];

export default function HomeCopyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.content;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(homeCopyFormSchema, homeCopyFormValues(form), { requiredKeys: homeCopyRequiredKeys }),
    ),
  );
  const { errors } = editor;
  const field = (name: HomeCopyField) => {
    const { label, max, multiline } = homeCopyFields[name];
    const props = { label, name, required: true, values: initial, maxLength: max, errors: errors?.fieldErrors };
    return multiline ? (
      <TranslatedField key={name} kind="textarea" rows={3} {...props} />
    ) : (
      <TranslatedField key={name} kind="text" autoComplete="off" {...props} />
    );
  };
  return (
    <EditorForm heading="Home page copy" listPath="/admin" editor={editor} translated>
      <p className="text-sm text-slate-600">
        The home page's texts. Vision and mission have their own screen; the buttons' targets stay as they are.
      </p>
      <input type="hidden" name="version" value={loaderData.version} />
      {groups.map((group) => (
        <fieldset key={group} className="space-y-4 border-t border-slate-200 pt-4">
          <legend className="pr-2 text-base font-semibold text-slate-900">{group}</legend>
          {homeCopyFieldNames.filter((name) => homeCopyFields[name].group === group).map(field)}
        </fieldset>
      ))}
    </EditorForm>
  );
}
