import { useState } from "react";
import { Form, useSearchParams } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDeleteDialog, DeleteLink } from "~/components/admin/editors/content-list";
import { SettingsSection } from "~/components/admin/settings-section";
import { schemaCheck, SelectField, TextField, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { formatBytes } from "~/features/media/upload-rules";
import {
  REDIRECT_CSV_FIELD,
  REDIRECT_LIMITS,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
  redirectFormSchema,
  REDIRECTS_ADMIN_PATH,
  redirectsIntoTrash,
} from "~/features/redirects/redirect-rules";
import { listTrashedPosts } from "~/models/blog-trash.server";
import { listRedirects } from "~/models/redirects.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { companyDisplayDate } from "~/utils/company-time";
import { MAX_FORM_BYTES, requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/redirects";
import { addOneRedirect, type AddReply, removeRedirect, uploadRedirects, type UploadReply } from "./redirects.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const [rows, trashed] = await Promise.all([listRedirects(db), listTrashedPosts(db)]);
  const intoTrash = redirectsIntoTrash(
    rows,
    trashed.map((post) => ({ path: `/blog/${post.slug}`, title: post.title })),
  );
  return {
    redirects: rows.map((row) => ({
      ...row,
      added: companyDisplayDate(row.createdAt),
      trashedTarget: intoTrash.get(row.toTarget) ?? null,
    })),
    // What a file may weigh inside the server's cap on a form, leaving room for the form's own fields.
    csvMaxBytes: MAX_FORM_BYTES - 4 * 1024,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const context = { db: getDb(), admin, form };
  switch (String(form.get("intent") ?? "")) {
    case "add":
      return addOneRedirect(context);
    case "upload":
      return uploadRedirects(context);
    case "delete":
      return removeRedirect(context);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

export const meta = () => [{ title: "Redirects · Admin" }];

const statusOptions = REDIRECT_STATUSES.map((status) => ({
  value: String(status),
  label: REDIRECT_STATUS_LABELS[status],
}));

function AddRedirectForm({ reply }: { reply: AddReply | null }) {
  const check = useFormCheck(schemaCheck(redirectFormSchema), reply?.fieldErrors);
  const values = reply?.values;
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit} className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto]">
      <TextField
        name="fromPath"
        label="Old path"
        hint="For example /old-page. It also works under /bn."
        defaultValue={values?.fromPath}
        maxLength={REDIRECT_LIMITS.fromPath}
        error={check.errors?.fromPath}
        autoComplete="off"
        required
      />
      <TextField
        name="toTarget"
        label="Goes to"
        hint="A path on this site, or an https:// address"
        defaultValue={values?.toTarget}
        maxLength={REDIRECT_LIMITS.toTarget}
        error={check.errors?.toTarget}
        autoComplete="off"
        required
      />
      <SelectField
        name="status"
        label="Type"
        options={statusOptions}
        defaultValue={values?.status ?? "301"}
        error={check.errors?.status}
      />
      <div className="md:pt-6">
        <button type="submit" name="intent" value="add" className={buttonStyles.primary}>
          Add redirect
        </button>
      </div>
    </Form>
  );
}

function UploadForm({ reply, maxBytes }: { reply: UploadReply | null; maxBytes: number }) {
  const [tooBig, setTooBig] = useState<string | null>(null);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        const file = new FormData(event.currentTarget).get(REDIRECT_CSV_FIELD);
        const message =
          file instanceof File && file.size > maxBytes
            ? `The file is larger than ${formatBytes(maxBytes)}: split it into smaller files`
            : null;
        setTooBig(message);
        if (message) event.preventDefault();
      }}
      className="grid gap-4"
    >
      <TextField
        type="file"
        name={REDIRECT_CSV_FIELD}
        label="CSV file"
        accept=".csv,text/csv"
        hint="One redirect a line: old path, where it goes, and 301 or 302 (301 if left out). A first line naming the columns is skipped."
        error={tooBig ?? reply?.error}
      />
      <div>
        <button type="submit" name="intent" value="upload" className={buttonStyles.secondary}>
          Upload redirects
        </button>
      </div>
      {reply && !reply.error ? <UploadReport reply={reply} /> : null}
    </Form>
  );
}

function UploadReport({ reply }: { reply: UploadReply }) {
  const added = `${reply.added} ${reply.added === 1 ? "redirect" : "redirects"} added.`;
  if (reply.rejected.length === 0)
    return (
      <p role="status" className="text-sm text-green-800">
        {added}
      </p>
    );
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">
        {added} {reply.rejected.length} {reply.rejected.length === 1 ? "row was" : "rows were"} not added: fix
        {reply.rejected.length === 1 ? " it" : " them"} and upload {reply.rejected.length === 1 ? "it" : "them"} again.
      </p>
      <ul className="mt-2 space-y-1">
        {reply.rejected.map((row) => (
          <li key={row.line}>
            {`Line ${row.line} `}(<code className="break-all">{row.text}</code>): {row.error}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const deleting = loaderData.redirects.find((row) => row.id === params.get("delete"));
  const addReply = actionData?.intent === "add" ? (actionData as AddReply) : null;
  const uploadReply = actionData?.intent === "upload" ? (actionData as UploadReply) : null;
  const intoTrashCount = loaderData.redirects.filter((row) => row.trashedTarget !== null).length;
  return (
    <div className="mt-4 space-y-6">
      <SettingsSection
        id="add-redirect"
        title="Add a redirect"
        description="Send visitors and search engines from an old address to a new one: permanent (301) when a page has moved for good, temporary (302) while it is away. Redirects are answered before any page, so one can also replace a page that still exists."
      >
        {/* A new, empty form once a redirect is added (the list grows); a refused one keeps what was typed. */}
        <AddRedirectForm key={addReply ? "refused" : `added-${loaderData.redirects.length}`} reply={addReply} />
      </SettingsSection>
      <SettingsSection
        id="upload-redirects"
        title="Upload many at once"
        description="A CSV file from a spreadsheet or an old site's export. Good rows are added; each bad row is listed with its line and reason."
      >
        <UploadForm reply={uploadReply} maxBytes={loaderData.csvMaxBytes} />
      </SettingsSection>
      <section aria-labelledby="redirect-list-heading" className="space-y-3">
        <h2 id="redirect-list-heading" className="text-lg font-semibold text-slate-900">
          {loaderData.redirects.length} {loaderData.redirects.length === 1 ? "redirect" : "redirects"}
        </h2>
        {intoTrashCount > 0 ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {`${intoTrashCount} ${intoTrashCount === 1 ? "redirect leads" : "redirects lead"} to a post in the trash.`}
          </p>
        ) : null}
        {loaderData.redirects.length === 0 ? (
          <p className="text-sm text-slate-600">No redirects yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {loaderData.redirects.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all text-slate-900">
                    {row.fromPath} <span aria-label="goes to">→</span> {row.toTarget}
                  </p>
                  <p className="text-slate-600">
                    {REDIRECT_STATUS_LABELS[row.status]} · added {row.added}
                  </p>
                  {row.trashedTarget !== null ? (
                    <p className="mt-1 font-medium text-amber-900">
                      {`Leads to the post “${row.trashedTarget}”, which is in the trash: visitors get “page not found”. Restore the post, or change or delete this redirect.`}
                    </p>
                  ) : null}
                </div>
                <div className="shrink-0">
                  <DeleteLink id={row.id} label={`the redirect from ${row.fromPath}`} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting ? (
        <ConfirmDeleteDialog
          question="Delete this redirect?"
          itemName={`${deleting.fromPath} → ${deleting.toTarget}`}
          id={deleting.id}
          cancelTo={REDIRECTS_ADMIN_PATH}
        />
      ) : null}
    </div>
  );
}
