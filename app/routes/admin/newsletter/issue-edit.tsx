import { Form, Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { EditorForm } from "~/components/admin/editors/editor-form";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm, validationErrors } from "~/components/admin/editors/use-editor-form";
import { SendIssue } from "~/components/admin/newsletter/send-issue";
import { SelectField, TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import {
  issueAudienceOptions,
  issueFormValues,
  issueRequiredKeys,
  issueSchema,
} from "~/features/newsletter/newsletter-issue-form";
import { issueTranslation } from "~/features/newsletter/newsletter-issue-form";
import { newsletterMail, sendNewsletterNow } from "~/jobs/newsletter-issues.server";
import { audienceSize, getIssue } from "~/models/newsletter-issues.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound } from "~/routes/admin/shared/editor-actions.server";
import { toCompanyLocalInput } from "~/utils/company-time";
import { getConfig } from "~/utils/env.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";
import { EMPTY_DOC } from "~/utils/rich-text";

import type { Route } from "./+types/issue-edit";
import { issueCommand, saveIssue, toastFor } from "./issue-edit.server";

const ISSUES = "/admin/newsletter/issues";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Issue");
  if (!id) return { issue: null, values: null, recipients: 0 };
  const db = getDb();
  const issue = await getIssue(db, id);
  if (!issue) throw notFound("Issue");
  const values = {
    subject: issue.subject,
    slug: issue.slug,
    audience: issue.audience,
    body: JSON.stringify(issue.body),
    ...issueTranslation.valuesOf(issue.translations, issue),
  };
  // The body as HTML until its editor loads; the renderer loads on first use (decision 121).
  const { richTextHtmlValues } = await import("~/utils/rich-text-render.server");
  const { body: _body, translations: _translations, ...summary } = issue;
  return {
    issue: summary,
    values: { ...values, ...richTextHtmlValues(values, ["body"]) },
    recipients: await audienceSize(db, issue.audience),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Issue");
  const db = getDb();
  const issue = id ? await getIssue(db, id) : null;
  if (id && !issue) throw notFound("Issue");
  const form = await requireFormBody(request);
  if (!form.get("intent") || !issue) return saveIssue(db, admin, form, issue);
  const config = getConfig();
  const done = await issueCommand(db, admin, issue, form, {
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    mail: newsletterMail(),
  });
  if (!done.ok && done.confirm) return { confirm: done.confirm };
  if (done.ok && form.get("intent") !== "test") sendNewsletterNow();
  return toastFor(done, `${ISSUES}/${issue.id}`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.issue ? "Edit issue" : "New issue"} · Admin` },
];

const empty = { subject: "", slug: "", audience: "all", body: JSON.stringify(EMPTY_DOC) };

export default function IssueEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, recipients } = loaderData;
  const reply = actionData && "formError" in actionData ? actionData : undefined;
  const initial: Readonly<Record<string, unknown>> = reply?.values ?? loaderData.values ?? empty;
  const editor = useEditorForm(reply, (form) =>
    validationErrors(validateForm(issueSchema, issueFormValues(form), { requiredKeys: issueRequiredKeys })),
  );
  const { errors, markDirty } = editor;
  const editable = !issue || issue.status === "draft" || issue.status === "scheduled";
  const text = (name: string) => (typeof initial[name] === "string" ? (initial[name] as string) : "");

  return (
    <>
      {issue ? (
        <p className="mt-4 text-sm text-slate-700">
          Status: <strong>{issue.status}</strong>
          {issue.status !== "draft" ? (
            <>
              {" · "}
              <Link to={`${ISSUES}/${issue.id}/recipients`} className="font-medium text-brand-800 underline">
                Recipients
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {editable ? (
        <EditorForm heading={issue ? "Edit issue" : "New issue"} listPath={ISSUES} editor={editor} translated>
          <input type="hidden" name="version" value={issue?.version ?? 1} />
          <TranslatedField
            kind="text"
            label="Subject"
            name="subject"
            required
            values={initial}
            maxLength={200}
            hint="The email's subject and the issue's title in the archive."
            errors={errors?.fieldErrors}
            autoComplete="off"
          />
          <div className="grid gap-x-6 gap-y-4 lg:grid-cols-2">
            <TextField
              label="Slug"
              name="slug"
              defaultValue={text("slug")}
              maxLength={100}
              hint="The issue's address in the archive: /newsletter/<slug>. Made from the subject when empty."
              error={errors?.fieldErrors.slug}
            />
            <SelectField
              id="issue-audience"
              label="Send to"
              name="audience"
              defaultValue={text("audience") || "all"}
              options={issueAudienceOptions}
            />
          </div>
          <TranslatedField
            kind="rich"
            label="Body"
            name="body"
            values={initial}
            errors={errors?.fieldErrors}
            noScriptText="The body editor needs JavaScript. Saving now keeps the body as it is."
            onChange={markDirty}
            richHint="Bengali subscribers get the Bengali text, and the English where it is empty."
          />
        </EditorForm>
      ) : (
        <h2 className="mt-4 text-xl font-semibold">{issue?.subject}</h2>
      )}
      {issue ? (
        <section
          aria-labelledby="issue-send-heading"
          className="mt-8 max-w-6xl space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="issue-send-heading" className="text-lg font-semibold">
            Preview and send
          </h2>
          <p className="flex flex-wrap gap-3 text-sm">
            <a
              href={`${ISSUES}/${issue.id}/preview?lang=en`}
              target="_blank"
              rel="noreferrer"
              className={buttonStyles.secondary}
            >
              Preview as the email (English)
            </a>
            <a
              href={`${ISSUES}/${issue.id}/preview?lang=bn`}
              target="_blank"
              rel="noreferrer"
              className={buttonStyles.secondary}
            >
              Preview as the email (Bengali)
            </a>
          </p>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="test" />
            <SelectField
              id="test-locale"
              label="Send a test to me in"
              name="locale"
              defaultValue="en"
              options={[
                { value: "en", label: "English" },
                { value: "bn", label: "Bengali" },
              ]}
            />
            <button type="submit" className={buttonStyles.secondary}>
              Send a test to me
            </button>
          </Form>
          {editable ? (
            <>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="schedule" />
                <TextField
                  label="Send at (company time)"
                  name="scheduledAt"
                  type="datetime-local"
                  defaultValue={issue.scheduledAt ? toCompanyLocalInput(new Date(issue.scheduledAt)) : ""}
                />
                <button type="submit" className={buttonStyles.secondary}>
                  Schedule
                </button>
              </Form>
              <SendIssue
                key={actionData && "confirm" in actionData ? "confirm" : "send"}
                subject={issue.subject}
                audience={issue.audience}
                recipients={recipients}
                issuePath={`${ISSUES}/${issue.id}`}
                confirm={actionData && "confirm" in actionData ? actionData.confirm : null}
              />
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
