import { Link, redirect, useSearchParams } from "react-router";

import { PostSharingFields } from "~/components/admin/blog/post-sharing-fields";
import { PostStatusFields } from "~/components/admin/blog/post-status-fields";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDeleteDialog } from "~/components/admin/editors/content-list";
import { EditorForm } from "~/components/admin/editors/editor-form";
import { DiscardStagedForm, PublishingSaveButtons, StagedChangeNotice } from "~/components/admin/editors/staged-change";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { useEditorForm } from "~/components/admin/editors/use-editor-form";
import { BlockListEditor } from "~/components/admin/pages/block-list-editor";
import { LivePreviewPanel } from "~/components/admin/preview/live-preview-panel";
import { TextField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { useFieldState } from "~/components/use-field-state";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import { ADDRESS_MAX, pagePath, parsePageAddress } from "~/features/pages/page-address";
import { pageFormValues, pageSchema, pageTranslation } from "~/features/pages/page-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { blockItemOptions } from "~/models/block-items.server";
import { deletePage, discardStagedPage, getPageAsEdited } from "~/models/pages.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound, uploadRouteHeaders } from "~/routes/admin/shared/editor-actions.server";
import { discardStagedFromForm, stagedChangeInfo } from "~/routes/admin/shared/staged-change.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";
import { withTranslations } from "~/utils/translation-form";

import type { Route } from "./+types/page-edit";
import { pageEditorValues, savePage } from "./page-edit.server";

// A page's editor (decision 173): its address, texts and sharing fields in English and Bengali side by side,
// its blocks, and the shared publishing's status, preview and revisions (decision 172).

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = editTarget(params.id, "Page");
  const db = getDb();
  const itemOptions = await blockItemOptions(db);
  if (!id) return { saved: null, itemOptions };
  // A staged change is what staff edit; the live page stays as it is until it is published (decision 178).
  const page = await getPageAsEdited(db, id);
  if (!page) throw notFound("Page");
  return { saved: { ...(await pageEditorValues(page.row)), staged: stagedChangeInfo(page.staged) }, itemOptions };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Page");
  const db = getDb();
  const existing = id ? ((await getPageAsEdited(db, id))?.row ?? null) : null;
  if (id && !existing) throw notFound("Page");
  if (existing && new URL(request.url).searchParams.has("discard")) {
    const item = { id: existing.id, title: existing.title, entity: "page", editorPath: `/admin/pages/${existing.id}` };
    return discardStagedFromForm(request, admin, item, (version) => discardStagedPage(db, existing.id, version), db);
  }
  if (existing && new URL(request.url).searchParams.has("delete")) {
    // Only the confirmation's own button deletes (`?delete=<id>` asks first).
    if ((await requireFormBody(request)).get("intent") !== "delete")
      return redirect(`/admin/pages/${existing.id}?delete=${existing.id}`);
    const deleted = await deletePage(db, existing.id);
    if (deleted)
      await recordAudit(db, {
        actor: auditActor(admin),
        action: "deleted",
        entity: "page",
        entityId: existing.id,
        details: { title: deleted.title },
      });
    return redirectWithToast("/admin/pages", { type: "success", message: "Page deleted" });
  }
  return savePage(request, db, admin, existing);
}

export const headers = uploadRouteHeaders;

/** Takes images: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("blog-image");

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.saved ? "Edit page" : "New page"} · Admin` },
];

const checkPage = (hasSocial: boolean) => (form: FormData) => {
  const result = validateForm(
    withTranslations(pageSchema(new Date(), hasSocial), pageTranslation),
    pageFormValues(form),
    {
      requiredKeys: ["title", "address"],
    },
  );
  return result.success ? null : { formError: result.formError, fieldErrors: result.fieldErrors };
};

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const values: Readonly<Record<string, unknown>> = actionData?.values ?? saved?.values ?? { status: "draft" };
  const editor = useEditorForm(actionData, checkPage(Boolean(saved?.page.socialSrc)));
  const { errors, markDirty } = editor;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const [address, setAddress, addressField] = useFieldState(text("address"));
  const [status, setStatus, statusField] = useFieldState(text("status") || "draft");
  const parsed = parsePageAddress(address);
  const page = saved?.page;
  // The delete is confirmed first, like every delete in the admin: `?delete=<id>` opens the question, also
  // without JavaScript.
  const [searchParams] = useSearchParams();
  const confirmingDelete = page !== undefined && searchParams.get("delete") === page.id;
  return (
    <>
      <EditorForm
        heading={page ? "Edit page" : "New page"}
        listPath="/admin/pages"
        withFiles
        editor={editor}
        translated
        saveButtons={page?.status === "published" ? <PublishingSaveButtons busy={editor.busy} /> : undefined}
        id="page-form"
        aside={<LivePreviewPanel type="page" formId="page-form" itemId={page?.id ?? null} />}
      >
        {saved?.staged ? <StagedChangeNotice staged={saved.staged} formId="discard-staged" noun="page" /> : null}
        {page ? (
          <p className="text-sm text-slate-700">
            {page.statusText}{" "}
            <a
              href={`${import.meta.env.BASE_URL}admin/pages/${page.id}/preview`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {saved?.staged ? "Preview staged change" : "Preview as saved"}
            </a>{" "}
            ·{" "}
            <a
              href={`${import.meta.env.BASE_URL}admin/pages/${page.id}/revisions`}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Revisions
            </a>
          </p>
        ) : null}
        <input type="hidden" name="version" value={page?.version ?? 1} />
        <TranslatedField
          kind="text"
          label="Title"
          name="title"
          values={values}
          maxLength={120}
          required
          errors={errors?.fieldErrors}
          hint="The page's name in the admin and, unless an SEO title is set, in search results."
        />
        <TextField
          label="Address"
          name="address"
          ref={addressField}
          value={address}
          required
          maxLength={ADDRESS_MAX}
          onChange={(event) => setAddress(event.target.value)}
          hint={`One or two parts, such as careers or services/cloud-hosting. The page will be at ${parsed.ok ? pagePath(parsed.address) : "/…"} and /bn${parsed.ok ? pagePath(parsed.address) : "/…"}.${page?.status === "published" ? " Changing it keeps the old address working (it redirects here)." : ""}`}
          error={errors?.fieldErrors.address}
        />
        <BlockListEditor
          key={actionData ? "returned" : "loaded"}
          initial={actionData?.blocks ?? saved?.blocks ?? []}
          values={values}
          imageSrcs={saved?.imageSrcs ?? {}}
          errors={errors?.fieldErrors}
          reselectNote={actionData?.reselectFile}
          onChange={markDirty}
          itemOptions={loaderData.itemOptions}
        />
        <PostSharingFields
          noun="page"
          values={values}
          errors={errors?.fieldErrors}
          socialSrc={page?.socialSrc}
          reselectNote={actionData?.reselectFile}
          onPick={markDirty}
        />
        <PostStatusFields
          status={status}
          setStatus={setStatus}
          statusField={statusField}
          publishAt={text("publishAt")}
          errors={errors?.fieldErrors}
        />
      </EditorForm>
      {saved?.staged && page ? <DiscardStagedForm id="discard-staged" version={page.version} /> : null}
      {page ? (
        <p className="mt-6 max-w-6xl">
          <Link to={`?delete=${page.id}`} preventScrollReset className={buttonStyles.danger}>
            <Icon name="Trash2" className="size-4" />
            Delete this page
          </Link>
        </p>
      ) : null}
      {confirmingDelete ? (
        <ConfirmDeleteDialog
          question="Delete this page?"
          itemName={text("title") || "This page"}
          id={page.id}
          cancelTo={`/admin/pages/${page.id}`}
          action={`/admin/pages/${page.id}?delete=${page.id}`}
        />
      ) : null}
    </>
  );
}
