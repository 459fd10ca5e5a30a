import { data } from "react-router";

import type { PreviewData, PreviewViewProps } from "~/components/preview-view";
import type { Db } from "~/db/client.server";
import { PREVIEW_ITEM_FIELD, PREVIEW_MAX_BYTES, type PreviewType } from "~/features/preview/live-preview";
import type { Permission } from "~/features/roles/roles";
import type { SessionUser } from "~/models/sessions.server";
import { blogLivePreview, type PreviewContext, type PreviewRender } from "~/routes/admin/blog/blog-live-preview.server";
import { pageLivePreview } from "~/routes/admin/pages/page-live-preview.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { textField } from "~/utils/form-data";
import { localeOfRequest } from "~/utils/locale";
import { requireFormBody } from "~/utils/request-body.server";

// Each previewed type's renderer (decision 175): the permission its editor needs, and a function from the
// editor's unsaved form to the props of its view (components/preview-view.tsx). A new type adds
// one entry here and one there, and puts <LivePreviewPanel type="…"> beside its form.

type PreviewSource<T extends PreviewType> = {
  permission: Permission;
  render: (form: FormData, context: PreviewContext) => Promise<PreviewRender<PreviewViewProps[T]>>;
};

const previewSources: { [T in PreviewType]: PreviewSource<T> } = {
  blog: { permission: "posts", render: blogLivePreview },
  page: { permission: "content", render: pageLivePreview },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LivePreviewReply = PreviewData | { error: string };

/**
 * Renders `type`'s preview from the posted form, in the language of the request's path, storing nothing:
 * the body is capped (PREVIEW_MAX_BYTES), the type's permission and the item's own access are checked,
 * and a form that would not save answers 400 with the reason, shown in the frame.
 */
export async function renderLivePreview(request: Request, db: Db, admin: SessionUser, type: PreviewType) {
  const source = previewSources[type] as PreviewSource<PreviewType>;
  requirePermission(admin, source.permission);
  const form = await requireFormBody(request, { maxBytes: PREVIEW_MAX_BYTES });
  const item = textField(form, PREVIEW_ITEM_FIELD);
  if (item !== "" && !UUID.test(item)) throw notFound("Item");
  const rendered = await source.render(form, { db, admin, locale: localeOfRequest(request), itemId: item || null });
  if (!rendered.ok) return data<LivePreviewReply>({ error: rendered.message }, { status: 400 });
  return data<LivePreviewReply>({ type, props: rendered.props } as PreviewData);
}
