import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import {
  visionMissionFormSchema,
  visionMissionFormValues,
  visionMissionRequiredKeys,
  visionMissionTranslation,
} from "~/features/site-content/page-copy-schema";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { validateForm } from "~/utils/form-data";

import type { Route } from "./+types/vision-mission";
import { loadPageCopyForm, savePageCopyForm } from "./page-copy-actions.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPageCopyForm("vision-mission", visionMissionTranslation);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return savePageCopyForm(request, admin, {
    name: "vision-mission",
    entity: "vision_and_mission",
    title: "Vision and mission",
    path: "/admin/vision-mission",
    schema: visionMissionFormSchema,
    requiredKeys: visionMissionRequiredKeys,
    values: visionMissionFormValues,
  });
}

export const meta = () => [{ title: "Vision and mission · Admin" }];

export default function VisionMissionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.content;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(visionMissionFormSchema, visionMissionFormValues(form), { requiredKeys: visionMissionRequiredKeys }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm heading="Vision and mission" listPath="/admin/page-texts" editor={editor} translated>
      <p className="text-sm text-slate-600">Shown on the home page and on the About page.</p>
      <input type="hidden" name="version" value={loaderData.version} />
      <TranslatedField
        kind="textarea"
        label="Our Vision"
        name="vision"
        required
        values={initial}
        maxLength={600}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="textarea"
        label="Our Mission"
        name="mission"
        required
        rows={5}
        values={initial}
        maxLength={800}
        errors={errors?.fieldErrors}
      />
    </EditorForm>
  );
}
