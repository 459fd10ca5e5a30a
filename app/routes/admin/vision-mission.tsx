import { EditorForm } from "~/components/admin/editors/editor-form";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { TextAreaField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { getPageCopy } from "~/models/page-copy.server";
import { validateForm } from "~/utils/form-data";
import { visionMissionFormValues, visionMissionRequiredKeys, visionMissionSchema } from "~/utils/page-copy-schema";
import type { Route } from "./+types/vision-mission";
import { requireAdmin } from "./auth.server";
import { savePageCopyForm } from "./page-copy-actions.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getPageCopy(getDb(), "vision-mission");
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return savePageCopyForm(request, admin, {
    name: "vision-mission",
    noun: "Vision and mission",
    path: "/admin/vision-mission",
    schema: visionMissionSchema,
    requiredKeys: visionMissionRequiredKeys,
    values: visionMissionFormValues,
  });
}

export const meta = () => [{ title: "Vision and mission · Admin" }];

export default function VisionMissionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.content;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(visionMissionSchema, visionMissionFormValues(form), { requiredKeys: visionMissionRequiredKeys })),
  );
  const { errors } = editor;
  return (
    <EditorForm heading="Vision and mission" listPath="/admin" editor={editor}>
      <p className="text-sm text-slate-600">Shown on the home page and on the About page.</p>
      <input type="hidden" name="version" value={loaderData.version} />
      <TextAreaField label="Our Vision" name="vision" required defaultValue={initial.vision} maxLength={600} error={errors?.fieldErrors.vision} />
      <TextAreaField label="Our Mission" name="mission" required rows={5} defaultValue={initial.mission} maxLength={800} error={errors?.fieldErrors.mission} />
    </EditorForm>
  );
}
