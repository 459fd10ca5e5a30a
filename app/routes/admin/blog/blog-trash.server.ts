import { z } from "zod";

import { getDb } from "~/db/client.server";
import { canChangePost } from "~/features/blog/post-access";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { getPost } from "~/models/blog-posts.server";
import { deleteTrashedPost, setPostTrashed, TRASH_DAYS } from "~/models/blog-trash.server";
import type { SessionUser } from "~/models/sessions.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

const trashIntent = z.object({ intent: z.enum(["trash", "restore", "delete"]), id: z.uuid() });

/**
 * The blog list's action (decision 191): move a post to the trash, restore it, or delete it from the trash
 * for good (after the list's confirmation dialog).
 */
export async function blogTrashAction(request: Request, admin: SessionUser): Promise<Response> {
  const parsed = trashIntent.safeParse(Object.fromEntries(await requireFormBody(request)));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  const { intent, id } = parsed.data;
  const db = getDb();
  const post = await getPost(db, id);
  if (!post) throw new Response("Post not found", { status: 404 });
  // A writer may trash, restore and delete their own drafts, as they may edit them (decision 180).
  if (!canChangePost(admin, post)) requirePermission(admin, "content");
  const done = intent === "delete" ? await deleteTrashedPost(db, id) : await setPostTrashed(db, id, intent === "trash");
  if (!done) throw new Response("Post not found", { status: 404 });
  await recordAudit(db, {
    actor: auditActor(admin),
    // The trail's actions stay its own list: a move into or out of the trash is an update that says so.
    action: intent === "delete" ? "deleted" : "updated",
    entity: "blog_post",
    entityId: id,
    details: {
      title: done.title,
      ...(intent === "delete" ? {} : { trash: intent === "trash" ? "moved in" : "restored" }),
    },
  });
  const message =
    intent === "trash"
      ? `“${done.title}” moved to the trash. It can be restored for ${TRASH_DAYS} days.`
      : intent === "restore"
        ? `“${done.title}” restored`
        : `“${done.title}” deleted for good`;
  return redirectWithToast(intent === "trash" ? "/admin/blog" : "/admin/blog?trash=1", { type: "success", message });
}
