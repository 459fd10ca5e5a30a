import { type Locale, localizePath } from "~/utils/locale";
import { MAX_BODY_BYTES } from "~/utils/rich-text";

// Live preview (issue 28 item 7, decision 175): an editor's unsaved form, rendered by the public page's own
// components in a frame beside the form. This file is what the editor's panel, the preview route and the
// server's body cap share; each type's rendering is in its own area (blog-live-preview.server.ts, page-live-preview.server.ts).

/** The content types with a live preview; a type adds its name here, its renderer and its view. */
export const PREVIEW_TYPES = ["blog", "page"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export function isPreviewType(value: unknown): value is PreviewType {
  return typeof value === "string" && (PREVIEW_TYPES as readonly string[]).includes(value);
}

/** The form field the panel adds: the id of the item being edited ("" for a new one). */
export const PREVIEW_ITEM_FIELD = "preview-item";

/**
 * The most a preview request may send: an article's body in each language at its own limit, and the
 * rest of the form. Larger than the server's default form cap, which the route's handle raises.
 */
export const PREVIEW_MAX_BYTES = 2 * MAX_BODY_BYTES + 64 * 1024;

/** How long the panel waits after the last keystroke before it asks for a new preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The widths the preview is drawn at, then scaled to fit the panel. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** Where a type's preview is rendered in `locale`: /admin/preview/page, /bn/admin/preview/page. */
export function previewPath(type: PreviewType, locale: Locale): string {
  return localizePath(`/admin/preview/${type}`, locale);
}

/**
 * The preview route's `handle`: its document carries no script at all (it is shown in a sandboxed frame),
 * and its body may be as large as PREVIEW_MAX_BYTES (server/body-limit.ts reads `maxFormBytes`).
 */
export const livePreviewHandle = { previewDocument: true, maxFormBytes: PREVIEW_MAX_BYTES } as const;
