import { eq, or } from "drizzle-orm";
import { media } from "~/db/schema";
import { getDb } from "~/utils/runtime.server";
import type { Route } from "./+types/media";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_REQUESTED_WIDTH = 4000;

type Candidate = { id: string; width: number | null; isOriginal: boolean };

/** The smallest rendition at least `width` wide, else the widest there is; the original without `width`. */
function pickRendition(candidates: Candidate[], width: number | null): Candidate | undefined {
  const original = candidates.find((candidate) => candidate.isOriginal);
  if (!original || width === null) return original;
  const sized = candidates.filter((candidate) => candidate.width !== null).sort((a, b) => a.width! - b.width!);
  return sized.find((candidate) => candidate.width! >= width) ?? sized.at(-1) ?? original;
}

function requestedWidth(url: URL): number | null {
  const raw = url.searchParams.get("w");
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  return Math.min(Math.max(Number(raw), 1), MAX_REQUESTED_WIDTH);
}

/**
 * Uploaded files by id (`?w=800` picks a rendition). Content never changes for a URL, so it is
 * cached for a year; the ETag lets a revalidating client get 304 without the bytes being read.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const db = getDb();
  const rows = await db
    .select({ id: media.id, parentId: media.parentId, width: media.width, mime: media.mime, sha256: media.sha256 })
    .from(media)
    .where(or(eq(media.id, params.id), eq(media.parentId, params.id)));
  const candidates = rows.map((row) => ({ ...row, isOriginal: row.id === params.id && row.parentId === null }));
  const chosen = pickRendition(candidates, requestedWidth(new URL(request.url)));
  const file = chosen && rows.find((row) => row.id === chosen.id);
  if (!file) throw new Response("Not found", { status: 404 });

  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.mime,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    // An SVG opened directly must not run anything, whatever it contains.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const [content] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, file.id)).limit(1);
  if (!content) throw new Response("Not found", { status: 404 });
  headers.set("Content-Length", String(content.bytes.byteLength));
  return new Response(new Uint8Array(content.bytes), { headers });
}
