import { PreviewView } from "~/components/preview-view";
import { getDb } from "~/db/client.server";
import { isPreviewType, livePreviewHandle } from "~/features/preview/live-preview";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";

import type { Route } from "./+types/live-preview";
import { renderLivePreview } from "./live-preview.server";

// Live preview (decision 175): an editor's unsaved form POSTed here renders in the public frame, in English at
// /admin/preview/<type> or Bengali at /bn/admin/preview/<type>, and the editor shows the page in a sandboxed
// frame beside the form. Under admin paths: never cached, sent noindex, and a POST here clears no cache.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isPreviewType(params.type)) throw notFound("Preview");
  return null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isPreviewType(params.type)) throw notFound("Preview");
  return renderLivePreview(request, getDb(), admin, params.type);
}

/** No script at all (the frame is sandboxed), and a body as large as an article in both languages. */
export const handle = livePreviewHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Live preview" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LivePreview({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return <p className="container-page py-16 text-slate-700">Type in the editor to see the preview here.</p>;
  }
  if ("error" in actionData) {
    return (
      <p role="alert" className="container-page py-16 text-slate-800">
        {`The preview shows the page again once this is corrected: ${actionData.error}`}
      </p>
    );
  }
  return (
    <>
      {/* For looking only: links and forms in the frame lead nowhere a frame may go. */}
      <style dangerouslySetInnerHTML={{ __html: INERT_STYLE }} />
      <PreviewView preview={actionData} />
    </>
  );
}

const INERT_STYLE = "a,button,summary,label,input,select,textarea{pointer-events:none}";
