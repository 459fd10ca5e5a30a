import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { libraryMimesFor, type UploadKind } from "~/features/media/upload-rules";
import { chosenFile, prepareUpload, readUploadForm } from "~/features/media/uploads.server";
import { getLibraryItem, type ImageChoice } from "~/models/media.server";
import type { FieldErrors } from "~/utils/form";
import type { FormValidation } from "~/utils/form-data";
import { textField } from "~/utils/form-data";
import { bodyProblemHeaders } from "~/utils/request-body.server";

// The editors' file side: reading a multipart form within the upload limit, a file picked from the media
// library, an image editor's whole form, a gallery's picks, and the headers an upload route sends.

/** A record id as the library and the editors' URLs use it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RejectedForm = { formError: string; fieldErrors: FieldErrors; values: null; reselectFile: true };

/**
 * Reads an editor's multipart form; an over-limit (or unreadable) body becomes the form's error, not a
 * crash. `init` is the answer's status and headers: a 413 closes the connection, since the client may
 * still be sending a body nobody will read.
 */
export async function readEditorUploadForm(
  request: Request,
  kind: UploadKind,
): Promise<{ form: FormData } | { rejected: RejectedForm; init: ResponseInit }> {
  const body = await readUploadForm(request, kind);
  if (body.ok) return { form: body.form };
  return {
    rejected: { formError: body.message, fieldErrors: { image: body.message }, values: null, reselectFile: true },
    init: { status: body.status, headers: bodyProblemHeaders(body.status) },
  };
}

/**
 * What an image editor's action answers a refused form with. `values` are what was typed (null when
 * the body was too large to read); `reselectFile` asks the person to choose the file again, since a
 * browser cannot refill a file input.
 */
export type ImageEditorReply<V> = {
  formError: string;
  fieldErrors: FieldErrors;
  values: V | null;
  reselectFile: boolean;
};

type ImageEditorForm<V, T> =
  | { ok: true; input: Omit<T, "image">; image: ImageChoice | null; values: V; form: FormData }
  | { ok: false; reply: ReturnType<typeof data<ImageEditorReply<V>>> };

/** The hidden field where the media picker puts a library file's id, beside the file input `field`. */
export function libraryChoiceName(field: string): string {
  return `${field}MediaId`;
}

export type LibraryChoice = { ok: true; mediaId: string | null } | { ok: false; error: string };

/**
 * The library file picked for `field` (see MediaPicker), checked on the server whatever the client sent:
 * it must exist and be of a type the field takes. `mediaId` null: none picked, or the one already in use.
 */
export async function readLibraryChoice(
  db: Db,
  form: FormData,
  field: string,
  kind: UploadKind,
  current: string | null,
): Promise<LibraryChoice> {
  const picked = textField(form, libraryChoiceName(field));
  if (!picked || picked === current) return { ok: true, mediaId: null };
  const item = UUID.test(picked) ? await getLibraryItem(db, picked) : null;
  if (!item) return { ok: false, error: "The chosen file is no longer in the media library. Choose another." };
  if (!libraryMimesFor(kind).includes(item.mime)) {
    return {
      ok: false,
      error: libraryMimesFor(kind).length === 1 ? "Choose an SVG file for this." : "Choose an image file for this.",
    };
  }
  return { ok: true, mediaId: item.id };
}

/**
 * An image field as a publishing editor reads it (a post's cover, a social image): a new file, which wins over
 * a library pick, or the file picked (checked as readLibraryChoice does), else `current`. `kept`: the library
 * file the item keeps, null when none or when the pick was refused.
 */
export async function readImageField(
  db: Db,
  form: FormData,
  field: string,
  kind: UploadKind,
  current: string | null,
): Promise<{ file: File | null; picked: LibraryChoice; kept: string | null }> {
  const file = chosenFile(form.get(field));
  const picked = file
    ? ({ ok: true, mediaId: null } as const)
    : await readLibraryChoice(db, form, field, kind, current);
  return { file, picked, kept: picked.ok ? (picked.mediaId ?? current) : null };
}

/**
 * Reads, validates and prepares an editor form with an `image` field (projects, testimonials): a new file,
 * which joins the media library with the alt text `altFor` gives it, or a file picked from the library.
 * An over-limit body, invalid fields or an unusable image become the form's 400/413 answer, with what
 * was typed kept. `current`: the item's image, so choosing one is optional.
 */
export async function readImageEditorForm<V, T extends { image?: unknown }>(
  db: Db,
  request: Request,
  kind: UploadKind,
  options: {
    current: string | null;
    validate(form: FormData, hasImage: boolean): { values: V; result: FormValidation<T> };
    altFor(input: Omit<T, "image">): string;
  },
): Promise<ImageEditorForm<V, T>> {
  const reply = (body: ImageEditorReply<V>, init: ResponseInit = { status: 400 }) => ({
    ok: false as const,
    reply: data(body, init),
  });
  const read = await readEditorUploadForm(request, kind);
  if ("rejected" in read) return reply(read.rejected, read.init);
  const { form } = read;
  const file = chosenFile(form.get("image"));
  const picked = file
    ? ({ ok: true, mediaId: null } as const)
    : await readLibraryChoice(db, form, "image", kind, options.current);
  // A refused pick is still an image the person chose: its own message says what is wrong with it.
  const hasImage = Boolean(file) || Boolean(options.current) || !picked.ok || picked.mediaId !== null;
  const { values, result } = options.validate(form, hasImage);
  if (!result.success)
    return reply({ formError: result.formError, fieldErrors: result.fieldErrors, values, reselectFile: Boolean(file) });
  if (!picked.ok)
    return reply({ formError: picked.error, fieldErrors: { image: picked.error }, values, reselectFile: false });
  const { image: _hasImage, ...input } = result.data;
  if (!file) return { ok: true, input, image: picked.mediaId ? { mediaId: picked.mediaId } : null, values, form };
  const prepared = await prepareUpload(file, kind);
  if (!prepared.ok)
    return reply({ formError: prepared.error, fieldErrors: { image: prepared.error }, values, reselectFile: true });
  return {
    ok: true,
    input,
    image: { upload: prepared.upload, name: file.name, alt: options.altFor(input) },
    values,
    form,
  };
}

/**
 * Checks library files picked for a gallery on the server, whatever the client sent: each must still be
 * in the library and of a type `kind` takes. Returns the field's message for the first that is not.
 */
export async function checkGalleryChoice(
  db: Db,
  mediaIds: readonly string[],
  kind: UploadKind,
): Promise<string | null> {
  for (const id of mediaIds) {
    const item = await getLibraryItem(db, id);
    if (!item) return "A gallery image is no longer in the media library. Remove it or choose another.";
    if (!libraryMimesFor(kind).includes(item.mime))
      return `“${item.name}” cannot be shown in a gallery. Choose an image file.`;
  }
  return null;
}

/**
 * A route `headers` export for forms that take uploads: keeps the admin layout's headers and passes
 * on an action's `Connection: close` (see readEditorUploadForm), which React Router would otherwise drop.
 */
export function uploadRouteHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const connection = actionHeaders.get("Connection");
  if (connection) headers.set("Connection", connection);
  return headers;
}
