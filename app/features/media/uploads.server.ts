import { RENDITION_WIDTHS } from "~/utils/media-urls";
import { type FormBody, MAX_FORM_BYTES, readFormBody } from "~/utils/request-body.server";

import { svgRenditions } from "./svg-raster.server";
import type { SvgRejection } from "./svg-sanitize.server";
import { sanitizeSvgInWorker } from "./svg-worker.server";
import {
  formatBytes,
  isLogoKind,
  MAX_IMAGE_PIXELS,
  MAX_SVG_BYTES,
  tooLargeMessage,
  type UploadKind,
  uploadRules,
} from "./upload-rules";

/** The stored "original" of a raster upload is re-encoded too, no wider than this. */
const MAX_STORED_WIDTH = 2000;

export type StoredImage = { bytes: Uint8Array; mime: string; width: number | null; height: number | null };
/** An upload that passed every check, ready to insert (inside the caller's transaction). */
export type PreparedUpload = { original: StoredImage; renditions: StoredImage[] };
export type UploadResult = { ok: true; upload: PreparedUpload } | { ok: false; error: string };

/** A multipart form with one file of `kind`, plus a text form's room for the fields that travel with it. */
export function readUploadForm(request: Request, kind: UploadKind): Promise<FormBody> {
  return readFormBody(request, {
    maxBytes: uploadRules[kind].maxBytes + MAX_FORM_BYTES,
    tooLarge: tooLargeMessage(kind),
  });
}

/** A chosen file from a form field; an empty file input arrives as a nameless, empty File. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * Checks and transforms one uploaded file for `kind`: the type comes from the bytes; SVGs are
 * sanitised (and, outside logo fields, drawn as WebP renditions); raster images are decoded under a pixel limit, auto-rotated, stripped of all metadata
 * (EXIF, GPS, XMP) by re-encoding to WebP, and made into narrower renditions.
 */
export async function prepareUpload(file: File, kind: UploadKind): Promise<UploadResult> {
  const rule = uploadRules[kind];
  if (file.size > rule.maxBytes) return { ok: false, error: tooLargeMessage(kind) };
  if (file.size === 0) return { ok: false, error: "The file is empty." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > rule.maxBytes) return { ok: false, error: tooLargeMessage(kind) };
  // The image libraries (file-type, sharp with libvips) load with the first upload, not with every
  // process: most never see one (decision 121).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);

  // Binary formats are recognised by their magic bytes; an SVG is text and must parse as one.
  if (rule.mimes.includes("image/svg+xml") && (!detected || detected.mime === "application/xml")) {
    if (bytes.byteLength > MAX_SVG_BYTES)
      return { ok: false, error: `The SVG is larger than ${formatBytes(MAX_SVG_BYTES)}. Choose a smaller file.` };
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: rule.typeMessage };
    }
    const clean = await sanitizeSvgInWorker(text);
    if (!clean.ok) return { ok: false, error: svgRejectionMessage(clean.reason, rule.typeMessage) };
    const cleanBytes = new TextEncoder().encode(clean.svg);
    // Logos stay vector only; a photo field's SVG also gets WebP renditions, drawn from the sanitised text.
    const renditions = isLogoKind(kind) ? [] : await svgRenditions(cleanBytes);
    return {
      ok: true,
      upload: { original: { bytes: cleanBytes, mime: "image/svg+xml", width: null, height: null }, renditions },
    };
  }

  if (!detected || !rule.mimes.includes(detected.mime)) return { ok: false, error: rule.typeMessage };
  return encodeRaster(bytes, rule.typeMessage);
}

function svgRejectionMessage(reason: SvgRejection, typeMessage: string): string {
  switch (reason) {
    case "not-svg":
    case "dtd":
      return typeMessage;
    case "failed":
    case "timeout":
      return "The SVG could not be processed. Save it again from your design tool, or choose another file.";
    default:
      return "The SVG is too complex (too deeply nested, or too many elements or attributes). Simplify it and try again.";
  }
}

async function encodeRaster(bytes: Uint8Array, typeMessage: string): Promise<UploadResult> {
  const { default: sharp } = await import("sharp");
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
