import { getDb } from "~/db/client.server";
import { shareImageOf } from "~/features/media/share-image.server";
import { findMediaFile, getMediaBytes } from "~/models/media.server";
import { pageQueryHandle } from "~/utils/page-query";

import type { Route } from "./+types/media-share";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Uploads bypass the page cache (they cache themselves), but say what they read like every route. */
export const handle = pageQueryHandle("v");

/**
 * A library image as a link preview shows it: 1200 × 630 JPEG (decision 190), for a post's og:image and
 * twitter:image. Made from the 1200-wide rendition; an SVG with no raster rendition has none (404).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const db = getDb();
  const file = await findMediaFile(db, params.id, 1200);
  if (!file || file.mime === "image/svg+xml" || !file.mime.startsWith("image/"))
    throw new Response("Not found", { status: 404 });
  const etag = `"share-${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": "image/jpeg",
    "Cache-Control":
      new URL(request.url).searchParams.get("v") === file.version
        ? "public, max-age=31536000, immutable"
        : "public, no-cache",
    ETag: etag,
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers });
  const bytes = await getMediaBytes(db, file.id);
  if (!bytes) throw new Response("Not found", { status: 404 });
  const share = await shareImageOf(file.sha256, bytes);
  headers.set("Content-Length", String(share.byteLength));
  return new Response(new Uint8Array(share), { headers });
}
