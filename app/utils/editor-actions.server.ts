import { z } from "zod";
import type { AuditEntry } from "./audit.server";
import type { SessionUser } from "./session.server";
import type { FieldErrors } from "./form-validation";
import type { UploadKind } from "./upload-rules";
import { UploadTooLargeError, readTextForm, readUploadForm } from "./uploads.server";

const listIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("move"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
]);

export type ListIntent = z.infer<typeof listIntentSchema>;

/** The delete and move buttons of an editor's list; anything else is a bad request. */
export async function readListIntent(request: Request): Promise<ListIntent> {
  return parseListIntent(await readTextForm(request));
}

export function parseListIntent(form: FormData): ListIntent {
  const parsed = listIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  return parsed.data;
}

export function auditActor(admin: SessionUser): AuditEntry["actor"] {
  return { userId: admin.userId, email: admin.email };
}

export function notFound(what: string): Response {
  return new Response(`${what} not found`, { status: 404 });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of an edit route: "new" for the add form, otherwise a uuid (anything else is a 404). */
export function editTarget(id: string | undefined, what: string): string | null {
  if (id === "new") return null;
  if (!id || !UUID.test(id)) throw notFound(what);
  return id;
}

/**
 * For a body refused before it was read: the client may still be sending it, so the connection is
 * closed after the answer rather than reused with unread bytes on it.
 */
export const rejectedBodyInit = { status: 413, headers: { Connection: "close" } } as const;

export type RejectedForm = { formError: string; fieldErrors: FieldErrors; values: null; reselectFile: true };

/** Reads an editor's multipart form; an over-limit body becomes the form's error, not a crash. */
export async function readEditorUploadForm(request: Request, kind: UploadKind): Promise<{ form: FormData } | { rejected: RejectedForm }> {
  try {
    return { form: await readUploadForm(request, kind) };
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    return { rejected: { formError: error.message, fieldErrors: { image: error.message }, values: null, reselectFile: true } };
  }
}

/**
 * A route `headers` export for forms that take uploads: keeps the admin layout's headers and passes
 * on an action's `Connection: close` (see rejectedBodyInit), which React Router would otherwise drop.
 */
export function uploadRouteHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const connection = actionHeaders.get("Connection");
  if (connection) headers.set("Connection", connection);
  return headers;
}
