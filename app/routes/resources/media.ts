import { getDb } from "~/db/client.server";
import { findMediaFile, getMediaBytes } from "~/models/media.server";
import { pageQueryHandle } from "~/utils/page-query";

import type { Route } from "./+types/media";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_REQUESTED_WIDTH = 4000;

function requestedWidth(url: URL): number | null {
  const raw = url.searchParams.get("w");
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  return Math.min(Math.max(Number(raw), 1), MAX_REQUESTED_WIDTH);
}

/** Uploads bypass the page cache (they cache themselves), but say what they read like every route. */
export const handle = pageQueryHandle("w", "v");

/**
 * Uploaded files by id (`?w=800` picks a rendition). A file replaced in the library keeps its id, so
 * only a URL carrying the current version (`?v=`, see mediaSrc) is cached for a year; any other is
 * revalidated on every use, and the ETag lets that get a 304 without the bytes being read.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const db = getDb();
  const file = await findMediaFile(db, params.id, requestedWidth(new URL(request.url)));
  if (!file) throw new Response("Not found", { status: 404 });

  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.mime,
    "Cache-Control":
      new URL(request.url).searchParams.get("v") === file.version
        ? "public, max-age=31536000, immutable"
        : "public, no-cache",
    ETag: etag,
    // An SVG opened directly must not run anything, whatever it contains.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const bytes = await getMediaBytes(db, file.id);
  if (!bytes) throw new Response("Not found", { status: 404 });
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(new Uint8Array(bytes), { headers });
}
