import { useEffect } from "react";
import { data, useSearchParams } from "react-router";

import {
  AddClientLogoForm,
  type ClientLogoFailure,
  EditClientLogoForm,
} from "~/components/admin/editors/client-logo-forms";
import {
  ConfirmDeleteDialog,
  DeleteLink,
  MoveButtons,
  useKeepMoveFocus,
} from "~/components/admin/editors/content-list";
import { showToast } from "~/components/flash-toaster";
import { getDb } from "~/db/client.server";
import { uploadRouteHandle } from "~/features/media/upload-rules";
import { chosenFile, prepareUpload } from "~/features/media/uploads.server";
import {
  CLIENT_LOGO_REQUIRED_MESSAGE,
  clientLogoNameSchema,
  clientLogoRequiredKeys,
  clientLogoSchema,
} from "~/features/site-content/client-logo-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import {
  createClientLogo,
  deleteClientLogo,
  listClientLogos,
  moveClientLogo,
  updateClientLogo,
} from "~/models/client-logos.server";
import type { ImageChoice } from "~/models/media.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  editTarget,
  notFound,
  parseListIntent,
  performListAction,
  readEditorUploadForm,
  readLibraryChoice,
  submittedVersion,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { mediaUrl } from "~/utils/asset";
import { textField, validateForm } from "~/utils/form-data";

import type { Route } from "./+types/clients";

type Failure = ClientLogoFailure;

function failure(value: Failure, status = 400) {
  return data(value, { status });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const logos = await listClientLogos(getDb());
  return { logos: logos.map(({ id, name, mediaId, version }) => ({ id, name, version, src: mediaUrl(mediaId) })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readEditorUploadForm(request, "client-logo");
  if ("rejected" in read) {
    const value: Failure = {
      intent: "add",
      id: null,
      error: read.rejected.formError,
      detail: null,
      name: "",
      reselectFile: true,
    };
    return data(value, read.init);
  }
  const form = read.form;
  const intent = textField(form, "intent");
  const db = getDb();
  const actor = auditActor(admin);
  const listPath = "/admin/clients";

  if (intent === "add" || intent === "update") {
    const id = intent === "update" ? editTarget(textField(form, "id"), "Client logo") : null;
    const version = id ? submittedVersion(form) : null;
    const name = textField(form, "name");
    const file = chosenFile(form.get("logo"));
    const base = { intent, id, name, detail: null, reselectFile: Boolean(file) } as const;
    const picked = file
      ? ({ ok: true, mediaId: null } as const)
      : await readLibraryChoice(db, form, "logo", "client-logo", null);
    // A refused pick is still a logo the person chose: its own message says what is wrong with it.
    const bringsLogo = Boolean(file) || !picked.ok || picked.mediaId !== null;
    if (intent === "add") {
      const result = validateForm(
        clientLogoSchema,
        { name, logo: bringsLogo },
        { requiredKeys: clientLogoRequiredKeys, requiredMessage: CLIENT_LOGO_REQUIRED_MESSAGE },
      );
      if (!result.success)
        return failure({ ...base, error: result.formError, detail: Object.values(result.fieldErrors).join(" ") });
    } else {
      const result = clientLogoNameSchema.safeParse(name);
      if (!result.success) return failure({ ...base, error: result.error.issues[0]!.message });
    }
    if (!picked.ok) return failure({ ...base, error: picked.error });
    let logo: ImageChoice | null = picked.mediaId ? { mediaId: picked.mediaId } : null;
    if (file) {
      const prepared = await prepareUpload(file, "client-logo");
      if (!prepared.ok) return failure({ ...base, error: prepared.error, reselectFile: true });
      logo = { upload: prepared.upload, name: file.name, alt: name.trim() };
    }
    const cleanName = name.trim();
    if (id) {
      const saved = await updateClientLogo(db, id, version!, cleanName, logo);
      if (!saved.ok && saved.reason === "missing") throw notFound("Client logo");
      if (!saved.ok) return failure({ ...base, error: STALE_VERSION_MESSAGE }, 409);
      await recordAudit(db, {
        actor,
        action: "updated",
        entity: "client_logo",
        entityId: id,
        details: { title: cleanName },
      });
      return redirectWithToast(listPath, { type: "success", message: "Logo updated successfully!" });
    }
    const newId = await createClientLogo(db, cleanName, logo!);
    await recordAudit(db, {
      actor,
      action: "created",
      entity: "client_logo",
      entityId: newId,
      details: { title: cleanName },
    });
    return redirectWithToast(listPath, { type: "success", message: "Client logo added successfully!" });
  }

  return performListAction(db, parseListIntent(form), {
    admin,
    noun: "Client logo",
    entity: "client_logo",
    listPath,
    deletedMessage: "Logo deleted successfully!",
    remove: (id) => deleteClientLogo(db, id),
    move: (id, direction) => moveClientLogo(db, id, direction),
  });
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("client-logo");

export const meta = () => [{ title: "Client Logos · Admin" }];

export default function ClientLogosEditor({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { logos } = loaderData;
  const deleting = logos.find((logo) => logo.id === searchParams.get("delete"));
  useKeepMoveFocus(logos.map((logo) => logo.id).join(","));
  useEffect(() => {
    if (actionData) showToast({ type: "error", message: actionData.error });
  }, [actionData]);

  return (
    <div className="mt-4 max-w-4xl space-y-6">
      <AddClientLogoForm failed={actionData?.intent === "add" ? actionData : null} />
      {logos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No client logos yet.
        </p>
      ) : (
        <ul
          aria-label="Client logos"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {logos.map((logo, index) => {
            const failed = actionData?.intent === "update" && actionData.id === logo.id ? actionData : null;
            return (
              <li key={logo.id} className="p-4">
                <div className="flex flex-wrap items-center gap-4">
                  <img src={logo.src} alt="" width={160} height={48} className="h-12 w-40 shrink-0 object-contain" />
                  <p className="min-w-0 flex-1 basis-32 truncate font-medium text-slate-900">{logo.name}</p>
                  <MoveButtons
                    id={logo.id}
                    label={logo.name}
                    isFirst={index === 0}
                    isLast={index === logos.length - 1}
                  />
                  <DeleteLink id={logo.id} label={logo.name} />
                </div>
                <details open={Boolean(failed)} className="mt-2">
                  <summary className="cursor-pointer rounded text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
                    Rename or replace {logo.name}
                  </summary>
                  <EditClientLogoForm logo={logo} failed={failed} />
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {deleting ? (
        <ConfirmDeleteDialog
          question="Are you sure you want to delete this logo?"
          itemName={deleting.name}
          id={deleting.id}
          cancelTo="/admin/clients"
        />
      ) : null}
    </div>
  );
}
