import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget } from "~/routes/admin/shared/editor-actions.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/blog-review";
import { reviewAction } from "./blog-review.server";

// The review steps of a post (decision 182), posted from its editor; there is nothing to read here.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = editTarget(params.id, "Post");
  if (!id) throw new Response("Post not found", { status: 404 });
  return reviewAction(getDb(), admin, id, await requireFormBody(request));
}
