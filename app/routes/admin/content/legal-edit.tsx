import { data } from "react-router";

import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { getDb } from "~/db/client.server";
import {
  isLegalDocumentId,
  LEGAL_DOCUMENTS,
  LEGAL_INTRO_MAX,
  legalDocumentFormSchema,
  legalDocumentFormValues,
  legalDocumentTranslation,
} from "~/features/site-content/legal-documents";
import { getLegalDocument, updateLegalDocument } from "~/models/legal-documents.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { notFound, recordSaved, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { companyIsoDate } from "~/utils/company-time";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";
import { cleanRichText } from "~/utils/rich-text";
import { cleanTranslatedRichText } from "~/utils/translation-form";

import type { Route } from "./+types/legal-edit";

const LIST_PATH = "/admin/legal";

function documentId(id: string | undefined) {
  if (!isLegalDocumentId(id)) throw notFound("Legal page");
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = documentId(params.id);
  const document = await getLegalDocument(getDb(), id);
  if (!document) throw notFound("Legal page");
  const values = {
    intro: document.intro,
    body: JSON.stringify(document.body),
    ...legalDocumentTranslation.valuesOf(document.translations, document),
  };
  // The text as HTML until its editor loads; the renderer loads on first use (decision 121).
  const { richTextHtmlValues } = await import("~/utils/rich-text-render.server");
  return {
    id,
    title: LEGAL_DOCUMENTS[id].title,
    values: { ...values, ...richTextHtmlValues(values, ["body"]) },
    version: document.version,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = documentId(params.id);
  const form = await requireFormBody(request);
  const values = {
    ...legalDocumentFormValues(form),
    body: typeof form.get("body") === "string" ? (form.get("body") as string) : "",
  };
  const result = validateForm(legalDocumentFormSchema, values, { requiredKeys: ["intro"] });
  const body = cleanRichText(values.body);
  const translated = result.success ? cleanTranslatedRichText(result.data.translations, "body") : null;
  if (!result.success || !body.ok || !translated?.ok) {
    const fieldErrors = {
      ...(result.success ? {} : result.fieldErrors),
      ...(body.ok ? {} : { body: body.message }),
      ...(translated && !translated.ok ? { [translated.name]: translated.message } : {}),
    };
    const formError = result.success ? "Please correct the highlighted fields" : result.formError;
    return data({ formError, fieldErrors, values }, { status: 400 });
  }
  const version = submittedVersion(form);
  const db = getDb();
  const saved = await updateLegalDocument(
    db,
    id,
    version,
    { intro: result.data.intro, body: body.doc, translations: translated.translations },
    companyIsoDate(new Date()),
  );
  if (saved.ok)
    return recordSaved(db, {
      admin,
      noun: "Legal page",
      title: LEGAL_DOCUMENTS[id].title,
      listPath: LIST_PATH,
      entityId: id,
      created: false,
    });
  if (saved.reason === "missing") throw notFound("Legal page");
  return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Edit ${loaderData?.title ?? "legal page"} · Admin` },
];

export default function LegalPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData?.values ?? loaderData.values;
  const editor = useEditorForm(actionData, (form) =>
    validationErrors(validateForm(legalDocumentFormSchema, legalDocumentFormValues(form), { requiredKeys: ["intro"] })),
  );
  const { errors, markDirty } = editor;
  return (
    <EditorForm heading={`Edit ${loaderData.title}`} listPath={LIST_PATH} editor={editor} translated>
      <input type="hidden" name="version" value={loaderData.version} />
      <TranslatedField
        kind="textarea"
        label="Summary"
        name="intro"
        required
        hint="The paragraph under the page title."
        rows={3}
        values={initial}
        maxLength={LEGAL_INTRO_MAX}
        errors={errors?.fieldErrors}
      />
      <TranslatedField
        kind="rich"
        label="Text"
        name="body"
        values={initial}
        errors={errors?.fieldErrors}
        noScriptText="The text editor needs JavaScript. Saving now keeps the text as it is."
        onChange={markDirty}
        richHint={`Each level-2 heading starts a section in the page’s contents list.${
          loaderData.id === "privacy"
            ? " The sections on what the site stores, for how long, and its cookies are added below this text from the site’s own settings."
            : ""
        }`}
      />
    </EditorForm>
  );
}
