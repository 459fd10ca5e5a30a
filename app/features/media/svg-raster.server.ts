import { RENDITION_WIDTHS } from "~/utils/media-urls";

import type { StoredImage } from "./uploads.server";

/**
 * Pixels in one rendition at most: 1200 px wide and two and a half times as tall. A taller drawing (a
 * banner, or one made to exhaust memory) gets only the narrower renditions that fit, or none.
 */
export const MAX_SVG_RENDITION_PIXELS = 1200 * 3000;
/** librsvg draws in libvips' threads, off the event loop; a drawing slower than this gets no renditions. */
const RENDER_TIMEOUT_SECONDS = 10;
/** sharp's lowest `density` (DPI; 72 draws the SVG at its intrinsic size): a drawing declared wider than 72 times a width is drawn larger, then scaled down. */
const MIN_DENSITY = 1;

/**
 * WebP renditions of an SVG photo, so pages show a raster the browser decodes off its main thread instead
 * of a drawing it rasterises on it (docs/decisions/052-webp-renditions-of-svg-photos.md). Pass only a
 * sanitised SVG: librsvg then has nothing external to load (and, drawing from memory with no base
 * URL, it loads nothing external anyway). A vector draws sharp at any width, so every width is made; the
 * intrinsic size (width and height, else the viewBox) gives the aspect ratio and the density that draws
 * each width directly, never an upscaled bitmap. Returns no renditions, leaving the SVG to be served,
 * when the drawing has no size, fails to draw, or draws too slowly.
 */
export async function svgRenditions(
  svg: Uint8Array,
  widths: readonly number[] = RENDITION_WIDTHS,
): Promise<StoredImage[]> {
  const { default: sharp } = await import("sharp");
  const renditions: StoredImage[] = [];
  try {
    // The header only: the declared size may be huge, and nothing is drawn at it.
    const { width, height } = await sharp(svg, { limitInputPixels: false }).metadata();
    if (!width || !height) return [];
    for (const target of [...widths].sort((a, b) => a - b)) {
      if (target * Math.ceil((target * height) / width) > MAX_SVG_RENDITION_PIXELS) break;
      const density = Math.max((72 * target) / width, MIN_DENSITY);
      const { data, info } = await sharp(svg, { density, limitInputPixels: MAX_SVG_RENDITION_PIXELS, failOn: "error" })
        .resize({ width: target })
        .webp({ quality: 80 })
        .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ bytes: new Uint8Array(data), mime: "image/webp", width: info.width, height: info.height });
    }
    return renditions;
  } catch {
    return [];
  }
}
