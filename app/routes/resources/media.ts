import { eq } from "drizzle-orm";
import { media } from "~/db/schema";
import { getDb } from "~/utils/runtime.server";
import type { Route } from "./+types/media";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Uploaded files by id. Content never changes for an id, so it is cached for a year. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const [file] = await getDb()
    .select({ bytes: media.bytes, mime: media.mime, sha256: media.sha256 })
    .from(media)
    .where(eq(media.id, params.id))
    .limit(1);
  if (!file) throw new Response("Not found", { status: 404 });
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.mime,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // An SVG opened directly must not run anything, whatever it contains.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), { headers });
}
