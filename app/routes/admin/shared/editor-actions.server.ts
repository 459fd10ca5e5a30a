import { data, redirect } from "react-router";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { parseVersion } from "~/models/optimistic-version.server";
import type { SessionUser } from "~/models/sessions.server";
import { requireFormBody } from "~/utils/request-body.server";

import { UUID } from "./editor-uploads.server";

// The file side of the editors' actions lives in editor-uploads.server.ts; the editors import it from here.
export {
  checkGalleryChoice,
  type ImageEditorReply,
  type LibraryChoice,
  libraryChoiceName,
  readEditorUploadForm,
  readImageEditorForm,
  readImageField,
  readLibraryChoice,
  type RejectedForm,
  uploadRouteHeaders,
} from "./editor-uploads.server";

const listIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("move"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
]);

export type ListIntent = z.infer<typeof listIntentSchema>;

/** The delete and move buttons of an editor's list; anything else is a bad request. */
export async function readListIntent(request: Request): Promise<ListIntent> {
  return parseListIntent(await requireFormBody(request));
}

export function parseListIntent(form: FormData): ListIntent {
  const parsed = listIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  return parsed.data;
}

/** The version an edit form was loaded at (decision 080); a form without a valid one is a bad request. */
export function submittedVersion(form: FormData): number {
  const version = parseVersion(form.get("version"));
  if (version === null) throw new Response("Bad request", { status: 400 });
  return version;
}

/**
 * Runs a list's delete or move button against its model, records it in the audit log and returns to
 * the list (with the toast staff see for a delete). An item that no longer exists is a 404.
 */
export async function performListAction<R extends string | { refused: string }>(
  db: Db,
  intent: ListIntent,
  options: {
    admin: SessionUser;
    /** The item's name in a 404 ("Client logo"). */
    noun: string;
    /** The audit log's name for it ("client_logo"). */
    entity: string;
    listPath: string;
    deletedMessage: string;
    /**
     * Deletes the item; returns what the audit log shows of it, or null when it did not exist, or
     * `{ refused }` with the message staff see when it may not be deleted (e.g. a category still in use).
     */
    remove(id: string): Promise<R | null>;
    move(id: string, direction: "up" | "down"): Promise<boolean>;
  },
): Promise<Response | (R extends string ? never : ReturnType<typeof data<{ listError: string }>>)> {
  const record = (action: string, details: Record<string, unknown>) =>
    recordAudit(db, { actor: auditActor(options.admin), action, entity: options.entity, entityId: intent.id, details });
  if (intent.intent === "delete") {
    const title = await options.remove(intent.id);
    if (title === null) throw notFound(options.noun);
    if (typeof title === "object") return data({ listError: title.refused }, { status: 409 }) as never;
    await record("deleted", { title });
    return redirectWithToast(options.listPath, { type: "success", message: options.deletedMessage });
  }
  if (!(await options.move(intent.id, intent.direction))) throw notFound(options.noun);
  await record("reordered", { direction: intent.direction });
  return redirect(options.listPath);
}

/** The audit trail's name for an editor's items: "Team member" → "team_member", as the list's own actions use. */
export function entityOf(noun: string): string {
  return noun.toLowerCase().replace(/\s+/g, "_");
}

export function notFound(what: string): Response {
  return new Response(`${what} not found`, { status: 404 });
}

/** The `:id` of an edit route: "new" for the add form, otherwise a uuid (anything else is a 404). */
export function editTarget(id: string | undefined, what: string): string | null {
  if (id === "new") return null;
  if (!id || !UUID.test(id)) throw notFound(what);
  return id;
}

/**
 * After an item was added or updated: records it in the audit log and returns to the editor's list with
 * the toast staff see ("Project added successfully", "Project updated successfully").
 */
export async function recordSaved(
  db: Db,
  options: { admin: SessionUser; noun: string; title: string; listPath: string; entityId: string; created: boolean },
): Promise<Response> {
  const { noun, created } = options;
  await recordAudit(db, {
    actor: auditActor(options.admin),
    action: created ? "created" : "updated",
    entity: entityOf(noun),
    entityId: options.entityId,
    details: { title: options.title },
  });
  return redirectWithToast(options.listPath, {
    type: "success",
    message: `${noun} ${created ? "added" : "updated"} successfully`,
  });
}
