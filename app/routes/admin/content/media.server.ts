import { data } from "react-router";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import {
  altTextSchema,
  mediaAltFormSchema,
  mediaAltTranslation,
  type MediaFailure,
  mediaSearch,
  parseMediaQuery,
} from "~/features/media/media-library";
import { replacementKind } from "~/features/media/upload-rules";
import { chosenFile, prepareUpload } from "~/features/media/uploads.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import {
  deleteLibraryMedia,
  getLibraryItem,
  insertPreparedUpload,
  replaceMediaFile,
  setMediaAlt,
} from "~/models/media.server";
import type { SessionUser } from "~/models/sessions.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";
import { notFound, readEditorUploadForm } from "~/routes/admin/shared/editor-actions.server";
import { type FieldErrors, fieldErrors as formFieldErrors } from "~/utils/form";

const intentSchema = z.enum(["upload", "alt", "replace", "delete"]);
const uuid = z.uuid();

/**
 * The Media screen's actions: add a file to the library, edit a file's alt text, replace its bytes in
 * place, delete it (refused, with the uses named, while anything shows it). Every input is checked here
 * whatever the browser sent; each success returns to the view it came from with a toast.
 */
export async function performMediaAction(
  db: Db,
  admin: SessionUser,
  request: Request,
): Promise<Response | ReturnType<typeof data<MediaFailure>>> {
  const read = await readEditorUploadForm(request, "library");
  if ("rejected" in read) {
    const failure: MediaFailure = {
      intent: "upload",
      id: null,
      formError: read.rejected.formError,
      fieldErrors: { file: read.rejected.formError },
      alt: "",
      translated: {},
      reselectFile: true,
    };
    return data(failure, read.init);
  }
  const { form } = read;
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Bad request", { status: 400 });
  // Writers add files for their posts; changing or deleting what others use is an editor's (decision 180).
  if (intent.data !== "upload") requirePermission(admin, "content");
  const view = parseMediaQuery(new URLSearchParams(String(form.get("view") ?? "")));
  const back = `/admin/media${mediaSearch({ q: view.q, page: view.page })}`;
  const alt = String(form.get("alt") ?? "");
  const translated = mediaAltTranslation.formValues(form);
  const fail = (
    failure: Omit<MediaFailure, "intent" | "alt" | "translated" | "reselectFile"> & { reselectFile?: boolean },
    status = 400,
  ) => data<MediaFailure>({ intent: intent.data, alt, translated, reselectFile: false, ...failure }, { status });
  const audit = (action: string, entityId: string, details: Record<string, unknown>) =>
    recordAudit(db, { actor: auditActor(admin), action, entity: "media", entityId, details });

  if (intent.data === "upload") {
    const file = chosenFile(form.get("file"));
    const altResult = altTextSchema.safeParse(alt);
    const fieldErrors: FieldErrors = {};
    if (!file) fieldErrors.file = "Choose a file to upload.";
    if (!altResult.success) fieldErrors.alt = altResult.error.issues[0]!.message;
    if (!file || !altResult.success)
      return fail({
        id: null,
        formError: "Please fill in all required fields",
        fieldErrors,
        reselectFile: Boolean(file),
      });
    const prepared = await prepareUpload(file, "library");
    if (!prepared.ok)
      return fail({ id: null, formError: prepared.error, fieldErrors: { file: prepared.error }, reselectFile: true });
    const id = await insertPreparedUpload(db, prepared.upload, { name: file.name, alt: altResult.data });
    await audit("created", id, { title: file.name });
    return redirectWithToast(`/admin/media${mediaSearch({ q: view.q })}`, {
      type: "success",
      message: `${file.name} added to the library`,
    });
  }

  const id = uuid.safeParse(form.get("id"));
  if (!id.success) throw new Response("Bad request", { status: 400 });
  const item = await getLibraryItem(db, id.data);
  if (!item) throw notFound("File");

  if (intent.data === "alt") {
    // The Bengali alt text is checked with the English rule, empty allowed (= not translated).
    const altResult = mediaAltFormSchema.safeParse({ alt, ...translated });
    if (!altResult.success) {
      return fail({
        id: item.id,
        formError: altResult.error.issues[0]!.message,
        fieldErrors: formFieldErrors(altResult.error),
      });
    }
    await setMediaAlt(db, item.id, altResult.data.alt, altResult.data.translations);
    await audit("updated", item.id, { title: item.name, field: "alt" });
    return redirectWithToast(back, { type: "success", message: `Alt text saved for ${item.name}` });
  }

  if (intent.data === "replace") {
    const file = chosenFile(form.get("file"));
    if (!file)
      return fail({ id: item.id, formError: "Choose the new file.", fieldErrors: { file: "Choose the new file." } });
    // Every place that shows the file must still take it: a file used as a logo stays an SVG.
    const prepared = await prepareUpload(file, replacementKind(item.usages.map((usage) => usage.kind)));
    if (!prepared.ok)
      return fail({
        id: item.id,
        formError: prepared.error,
        fieldErrors: { file: prepared.error },
        reselectFile: true,
      });
    await replaceMediaFile(db, item.id, prepared.upload);
    await audit("replaced", item.id, { title: item.name, file: file.name });
    const where =
      item.usages.length > 0
        ? ` (${item.usages.length === 1 ? "1 place shows" : `${item.usages.length} places show`} the new file)`
        : "";
    return redirectWithToast(back, { type: "success", message: `${item.name} replaced${where}` });
  }

  const deleted = await deleteLibraryMedia(db, item.id);
  if (!deleted.ok) {
    if (deleted.notFound) throw notFound("File");
    return fail({ id: item.id, formError: `${item.name} cannot be deleted. ${deleted.message}`, fieldErrors: {} }, 409);
  }
  await audit("deleted", item.id, { title: deleted.name });
  return redirectWithToast(back, { type: "success", message: `${deleted.name} deleted` });
}
