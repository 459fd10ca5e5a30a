import { RevisionList } from "~/components/admin/revision-list";
import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget } from "~/routes/admin/shared/editor-actions.server";

import type { Route } from "./+types/blog-revisions";
import { restoreFromForm, revisionsScreen } from "./blog-revisions.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return revisionsScreen(getDb(), editTarget(params.id, "Post") ?? "");
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return restoreFromForm(request, getDb(), admin, editTarget(params.id, "Post") ?? "");
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Revisions: ${loaderData?.post.title ?? "post"} · Admin` },
];

export default function BlogRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions } = loaderData;
  return (
    <RevisionList
      editorPath={`/admin/blog/${post.id}`}
      item={post}
      revisions={revisions}
      error={actionData?.error}
      viewPath={(revisionId) => `/admin/blog/${post.id}/revisions/${revisionId}`}
      intro="Every save keeps a revision; the newest 50 are kept. Live marks what visitors see; Staged change marks a change not published yet. Restoring one brings back its title, slug, texts, images and body as a new save, live at once (a staged change ends). The post stays as published, scheduled or draft as it is now."
    />
  );
}
