import { SHARE_IMAGE_SIZE } from "~/utils/media-urls";

// The link-preview image of a post (decision 190): a library image cropped to the 1200 × 630 that Open Graph
// and Twitter cards draw, as JPEG, which every network reads (some still refuse WebP). Made on first request
// from the stored 1200-wide rendition rather than stored beside it, so files uploaded before it need no
// backfill; the few a process has made are kept, and the versioned URL is cached by browsers and crawlers.

const made = new Map<string, Uint8Array>();
const KEPT = 16;

/** The share image of the raster `bytes` whose content hash is `sha256`. */
export async function shareImageOf(sha256: string, bytes: Uint8Array): Promise<Uint8Array> {
  const kept = made.get(sha256);
  if (kept) return kept;
  const { default: sharp } = await import("sharp");
  const data = await sharp(bytes, { failOn: "error" })
    .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  if (made.size >= KEPT) made.delete(made.keys().next().value!);
  made.set(sha256, new Uint8Array(data));
  return made.get(sha256)!;
}
