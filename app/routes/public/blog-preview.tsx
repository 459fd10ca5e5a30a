import { PreviewBanner } from "~/components/admin/preview/preview-banner";
import { ArticleView } from "~/components/blog-article";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { getDb } from "~/db/client.server";
import { getPostForPreview } from "~/models/blog-public.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/blog-preview";

// A post as the public page will show it, in the public frame, for staff only: the path is under /admin
// (so it is never cached and is sent noindex), and the loader requires a session. A post with a staged change
// shows that (decision 178), and its banner says so.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const post = await getPostForPreview(getDb(), params.id);
  if (!post) throw new Response("Not found", { status: 404 });
  const { renderRichText } = await import("~/utils/rich-text-render.server");
  const { body, staged, ...fields } = post;
  return { post: { ...fields, bodyHtml: renderRichText(body) }, staged };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.post.title ?? "post"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Staff previews keep the full client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  return <ArticleView post={loaderData.post} banner={<PreviewBanner noun="post" staged={loaderData.staged} />} />;
}
