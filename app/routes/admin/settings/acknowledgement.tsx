import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { VisibleCheckbox } from "~/components/admin/editors/visible-checkbox";
import { getDb } from "~/db/client.server";
import {
  ACKNOWLEDGEMENT_MAX,
  acknowledgementFormSchema,
  acknowledgementFormValues,
  acknowledgementRequiredKeys,
  acknowledgementTranslation,
} from "~/features/inbox/acknowledgement";
import { savedReplyPlaceholderList } from "~/features/inbox/saved-replies";
import { getAcknowledgement, saveAcknowledgement } from "~/models/contact-acknowledgement.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { recordSaved } from "~/routes/admin/shared/editor-actions.server";
import { getConfig } from "~/utils/env.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/acknowledgement";
import { SETTINGS_PATHS } from "./settings-intents";

const BACK = SETTINGS_PATHS.notifications;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const ack = await getAcknowledgement(getDb());
  return {
    value: { enabled: ack.enabled, body: ack.body, ...acknowledgementTranslation.valuesOf(ack.translations) },
    version: ack.version,
    mailConfigured: Boolean(getConfig().SMTP_URL),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const values = acknowledgementFormValues(form);
  const result = validateForm(acknowledgementFormSchema, values, { requiredKeys: acknowledgementRequiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const version = String(form.get("version") ?? "");
  if (!/^\d{1,9}$/.test(version)) throw new Response("Bad request", { status: 400 });
  const db = getDb();
  const saved = await saveAcknowledgement(db, Number(version), result.data);
  if (!saved.ok) return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
  return recordSaved(db, {
    admin,
    noun: "Acknowledgement email",
    title: result.data.enabled ? "On" : "Off",
    listPath: BACK,
    entityId: "1",
    created: false,
  });
}

export const meta = () => [{ title: "Acknowledgement email · Admin" }];

export default function AcknowledgementEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.value;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(
      validateForm(acknowledgementFormSchema, acknowledgementFormValues(form), {
        requiredKeys: acknowledgementRequiredKeys,
      }),
    ),
  );
  const { errors } = editor;
  return (
    <EditorForm heading="Acknowledgement email" listPath={BACK} editor={editor} translated>
      <p className="text-sm text-slate-600">
        Sent to a visitor as soon as their message is stored, in the language of the page they wrote from. Messages
        marked as spam get none. Your replies to the message follow it in the visitor&apos;s mail program.
      </p>
      {loaderData.mailConfigured ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          No mail server is configured (<code>SMTP_URL</code>, see the README), so nothing is sent until one is.
        </p>
      )}
      <input type="hidden" name="version" value={loaderData.version} />
      <VisibleCheckbox
        id="acknowledgement-enabled"
        name="enabled"
        label="Send an acknowledgement"
        hint="Off: visitors get no email until someone replies."
        defaultChecked={Boolean(initial.enabled)}
      />
      <TranslatedField
        kind="textarea"
        label="Text of the email"
        name="body"
        required
        rows={10}
        values={initial}
        maxLength={ACKNOWLEDGEMENT_MAX}
        hint={`${savedReplyPlaceholderList} are filled in with the visitor's name, the message's subject and the company's name. The visitor's message is quoted below it.`}
        errors={errors?.fieldErrors}
      />
    </EditorForm>
  );
}
