import { mediaUrl } from "./asset";

/** The link-preview image's size: the 1200 × 630 crop Open Graph and Twitter cards draw (decision 190). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Widths (px) of the WebP renditions made for every uploaded raster image and SVG photo. */
export const RENDITION_WIDTHS = [400, 800, 1200] as const;

/**
 * The width pages ask for a portrait (the team's cards show it at 144 px, 288 on a 2x screen; testimonials at
 * 56 px): the smallest rendition. The demo portraits' committed WebP renditions are drawn at it
 * (scripts/render-photo-renditions.ts).
 */
export const PORTRAIT_WIDTH = 400;

/**
 * A library file as a page refers to it: its id, which never changes (a replaced file keeps it), and the
 * version of its bytes. With the version the URL is cached for a year; a replaced file gets a new one.
 */
export type MediaRef = { id: string; version: string };

/** The version in a file's URLs: the start of its content hash (64 bits are plenty to tell versions apart). */
export function mediaVersion(sha256: string): string {
  return sha256.slice(0, 16);
}

/**
 * A media URL; with `width`, the media route answers with the smallest rendition at least that wide
 * (or the original), so pages need only the media id. A logo's SVG has no renditions and ignores it; an
 * SVG photo has WebP ones (decision 052).
 * A bare id gives an unversioned URL, which browsers revalidate on every use.
 */
export function mediaSrc(ref: MediaRef | string, width?: number): string {
  const { id, version } = typeof ref === "string" ? { id: ref, version: null } : ref;
  const query = new URLSearchParams();
  if (width) query.set("w", String(width));
  if (version) query.set("v", version);
  const search = query.toString();
  return search ? `${mediaUrl(id)}?${search}` : mediaUrl(id);
}

/** A `srcset` value for an uploaded image, e.g. `<img src={mediaSrc(ref, 800)} srcSet={mediaSrcSet(ref)} sizes="...">`. */
export function mediaSrcSet(ref: MediaRef | string): string {
  return RENDITION_WIDTHS.map((width) => `${mediaSrc(ref, width)} ${width}w`).join(", ");
}
