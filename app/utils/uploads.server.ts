import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "~/db/client.server";
import { insertMedia } from "~/db/media.server";
import { RENDITION_WIDTHS } from "./media-urls";
import { sanitizeSvg } from "./svg-sanitize.server";
import { MAX_IMAGE_PIXELS, tooLargeMessage, uploadRules, type UploadKind } from "./upload-rules";

/** Room for the text fields and multipart framing that travel with a file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** The stored "original" of a raster upload is re-encoded too, no wider than this. */
const MAX_STORED_WIDTH = 2000;

export type StoredImage = { bytes: Uint8Array; mime: string; width: number | null; height: number | null };
/** An upload that passed every check, ready to insert (inside the caller's transaction). */
export type PreparedUpload = { original: StoredImage; renditions: StoredImage[] };
export type UploadResult = { ok: true; upload: PreparedUpload } | { ok: false; error: string };

export class UploadTooLargeError extends Error {}

/**
 * Reads a form body of at most `limit` bytes: a declared Content-Length over it is refused before
 * reading, and a body without one is counted while it streams, so an oversized body is never
 * buffered whole.
 */
export async function readLimitedForm(request: Request, limit: number, tooLarge: string): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw new UploadTooLargeError(tooLarge);
  if (!request.body) return request.formData();
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(new UploadTooLargeError(tooLarge));
        else controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: "half",
  } as RequestInit);
  try {
    return await limited.formData();
  } catch (error) {
    if (received > limit) throw new UploadTooLargeError(tooLarge);
    throw error;
  }
}

/** A multipart form with one file of `kind`, plus room for the text fields that travel with it. */
export function readUploadForm(request: Request, kind: UploadKind): Promise<FormData> {
  return readLimitedForm(request, uploadRules[kind].maxBytes + FORM_OVERHEAD_BYTES, tooLargeMessage(kind));
}

/** A form without files (e.g. a service): text fields only. */
export function readTextForm(request: Request): Promise<FormData> {
  return readLimitedForm(request, FORM_OVERHEAD_BYTES, "The form is too large.");
}

/** A chosen file from a form field; an empty file input arrives as a nameless, empty File. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * Checks and transforms one uploaded file for `kind`: the type comes from the bytes; SVGs are
 * sanitised; raster images are decoded under a pixel limit, auto-rotated, stripped of all metadata
 * (EXIF, GPS, XMP) by re-encoding to WebP, and made into narrower renditions.
 */
export async function prepareUpload(file: File, kind: UploadKind): Promise<UploadResult> {
  const rule = uploadRules[kind];
  if (file.size > rule.maxBytes) return { ok: false, error: tooLargeMessage(kind) };
  if (file.size === 0) return { ok: false, error: "The file is empty." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > rule.maxBytes) return { ok: false, error: tooLargeMessage(kind) };
  const detected = await fileTypeFromBuffer(bytes);

  if (rule.mimes.includes("image/svg+xml")) {
    // Binary formats are recognised by their magic bytes; an SVG is text and must parse as one.
    if (detected && detected.mime !== "application/xml") return { ok: false, error: rule.typeMessage };
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: rule.typeMessage };
    }
    const clean = sanitizeSvg(text);
    if (!clean) return { ok: false, error: rule.typeMessage };
    const cleanBytes = new TextEncoder().encode(clean);
    return { ok: true, upload: { original: { bytes: cleanBytes, mime: "image/svg+xml", width: null, height: null }, renditions: [] } };
  }

  if (!detected || !rule.mimes.includes(detected.mime)) return { ok: false, error: rule.typeMessage };
  return encodeRaster(bytes, rule.typeMessage);
}

async function encodeRaster(bytes: Uint8Array, typeMessage: string): Promise<UploadResult> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  let width: number;
  try {
    // Reading the header decodes no pixels, so the declared size is checked before any decoding.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!metadata.width || !metadata.height) return { ok: false, error: typeMessage };
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
      return { ok: false, error: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.` };
    }
    // EXIF orientations 5-8 swap the axes once rotate() applies them.
    width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  } catch {
    return { ok: false, error: "The image could not be read. Choose another file." };
  }
  const encode = async (targetWidth: number): Promise<StoredImage> => {
    const { data, info } = await input()
      .rotate()
      .resize({ width: targetWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), mime: "image/webp", width: info.width, height: info.height };
  };
  try {
    const original = await encode(Math.min(width, MAX_STORED_WIDTH));
    const renditions: StoredImage[] = [];
    for (const target of RENDITION_WIDTHS) {
      if (target < (original.width ?? 0)) renditions.push(await encode(target));
    }
    return { ok: true, upload: { original, renditions } };
  } catch {
    return { ok: false, error: "The image could not be read. Choose another file." };
  }
}

/** Inserts a prepared upload and its renditions; returns the id to reference. */
export async function insertPreparedUpload(db: Db, upload: PreparedUpload): Promise<string> {
  const id = await insertMedia(db, upload.original);
  for (const rendition of upload.renditions) await insertMedia(db, { ...rendition, parentId: id });
  return id;
}
