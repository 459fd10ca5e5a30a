import { mediaUrl } from "./asset";

/** Widths (px) of the WebP renditions made for every uploaded raster image. */
export const RENDITION_WIDTHS = [400, 800, 1200] as const;

/**
 * A media URL; with `width`, the media route answers with the smallest rendition at least that wide
 * (or the largest there is), so pages need only the media id. SVGs have no renditions and ignore it.
 */
export function mediaSrc(id: string, width?: number): string {
  return width ? `${mediaUrl(id)}?w=${width}` : mediaUrl(id);
}

/** A `srcset` value for an uploaded image, e.g. `<img src={mediaSrc(id, 800)} srcSet={mediaSrcSet(id)} sizes="...">`. */
export function mediaSrcSet(id: string): string {
  return RENDITION_WIDTHS.map((width) => `${mediaSrc(id, width)} ${width}w`).join(", ");
}
