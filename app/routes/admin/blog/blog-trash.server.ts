import { z } from "zod";

import { getDb } from "~/db/client.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { deleteTrashedPost, setPostTrashed, TRASH_DAYS } from "~/models/blog-posts.server";
import { requireAdmin, requirePermission } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

const trashIntent = z.object({ intent: z.enum(["trash", "restore", "delete"]), id: z.uuid() });

/**
 * The blog list's action (decision 191): move a post to the trash, restore it, or delete it from the trash
 * for good (after the list's confirmation dialog). An editor's work, like publishing.
 */
export async function blogTrashAction(request: Request): Promise<Response> {
  const admin = await requireAdmin(request);
  requirePermission(admin, "content");
  const parsed = trashIntent.safeParse(Object.fromEntries(await requireFormBody(request)));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  const { intent, id } = parsed.data;
  const db = getDb();
  const done = intent === "delete" ? await deleteTrashedPost(db, id) : await setPostTrashed(db, id, intent === "trash");
  if (!done) throw new Response("Post not found", { status: 404 });
  await recordAudit(db, {
    actor: auditActor(admin),
    action: intent === "trash" ? "trashed" : intent === "restore" ? "untrashed" : "deleted",
    entity: "blog_post",
    entityId: id,
    details: { title: done.title },
  });
  const message =
    intent === "trash"
      ? `“${done.title}” moved to the trash. It can be restored for ${TRASH_DAYS} days.`
      : intent === "restore"
        ? `“${done.title}” restored`
        : `“${done.title}” deleted for good`;
  return redirectWithToast(intent === "trash" ? "/admin/blog" : "/admin/blog?trash=1", { type: "success", message });
}
