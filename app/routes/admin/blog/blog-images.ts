import { getDb } from "~/db/client.server";
import { uploadRouteHandle, uploadRules } from "~/features/media/upload-rules";
import { chosenFile, prepareUpload, readUploadForm } from "~/features/media/uploads.server";
import { insertPreparedUpload } from "~/models/media.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { mediaSrc } from "~/utils/media-urls";
import { bodyProblemHeaders } from "~/utils/request-body.server";

import type { Route } from "./+types/blog-images";

/**
 * An image for an article's body, uploaded from the editor: the upload rules apply (type from the bytes,
 * re-encoded, size and pixel limits), the file joins the media library, and the editor gets its id and URL.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readUploadForm(request, "blog-image");
  if (!body.ok)
    return Response.json({ error: body.message }, { status: body.status, headers: bodyProblemHeaders(body.status) });
  const file = chosenFile(body.form.get("file"));
  if (!file) return Response.json({ error: "Choose an image to upload." }, { status: 400 });
  const prepared = await prepareUpload(file, "blog-image");
  if (!prepared.ok) return Response.json({ error: prepared.error }, { status: 400 });
  const alt = String(body.form.get("alt") ?? "")
    .trim()
    .slice(0, 300);
  if (alt === "")
    return Response.json(
      { error: "Alt text is required: describe the image for people who cannot see it." },
      { status: 400 },
    );
  const id = await insertPreparedUpload(getDb(), prepared.upload, { name: file.name.slice(0, 200), alt });
  return Response.json({ id, src: mediaSrc(id, 800) });
}

/** What the upload takes, for a client asking before it sends a file. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rule = uploadRules["blog-image"];
  return Response.json({ accept: rule.accept, maxBytes: rule.maxBytes });
}

export const handle = uploadRouteHandle("blog-image");
