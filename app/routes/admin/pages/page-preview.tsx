import { PreviewBanner } from "~/components/admin/preview/preview-banner";
import { PageBlocks } from "~/components/blocks/page-blocks";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { previewPageView } from "~/routes/public/page.server";

import type { Route } from "./+types/page-preview";

// A page as visitors will see it, in the public frame, for staff only: under /admin (never cached, sent
// noindex), the loader requires a session with the content permission, as a post's preview (decision 172).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  const page = await previewPageView(getDb(), params.id);
  if (!page) throw new Response("Not found", { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.page.title ?? "page"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Staff previews keep the full client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner noun="page" staged={loaderData.page.staged} />
      <PageBlocks blocks={loaderData.page.blocks} title={loaderData.page.title} titleLang={loaderData.page.titleLang} />
    </>
  );
}
