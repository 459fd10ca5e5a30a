import { data } from "react-router";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { can } from "~/features/roles/roles";
import { redirectWithToast } from "~/features/toast/toast.server";
import { kickReviewNotices } from "~/jobs/review-notices.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { sendPostBack, submitPost } from "~/models/blog-review.server";
import type { SessionUser } from "~/models/sessions.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";

/** What an editor writes when sending a post back: shown to the writer in the editor and in the email. */
export const sendBackSchema = z.object({
  note: z.string().trim().min(1, "Write what to change").max(2000, "Keep the note under 2000 characters"),
});

const NOT_WAITING = "This post is not waiting for review (it was published, sent back or changed meanwhile).";

/**
 * The review steps of a post (decision 182): a writer submits their own draft ("posts"); an editor or owner
 * sends a submitted one back with a note ("content"). Publishing is the editor's ordinary save with the
 * status Published, which ends the review (saveBlogPost). Each step is audited and owes an email.
 */
export async function reviewAction(db: Db, admin: SessionUser, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const editor = `/admin/blog/${id}`;
  if (intent === "submit-review") {
    const anyone = can(admin.role, "content");
    const post = await submitPost(db, id, { userId: admin.userId, email: admin.email, anyone });
    if (!post) throw data("Only a draft of yours that is not in the trash can be submitted.", { status: 403 });
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "submitted_for_review",
      entity: "blog_post",
      entityId: id,
      details: { title: post.title },
    });
    kickReviewNotices();
    return redirectWithToast(editor, { type: "success", message: "Submitted for review: editors were told" });
  }
  if (intent === "send-back") {
    requirePermission(admin, "content");
    const parsed = sendBackSchema.safeParse({ note: form.get("note") ?? "" });
    if (!parsed.success)
      return data({ reviewError: parsed.error.issues[0]?.message ?? "Write what to change" }, { status: 400 });
    const post = await sendPostBack(db, id, parsed.data.note, { email: admin.email });
    if (!post) return data({ reviewError: NOT_WAITING }, { status: 409 });
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "sent_back",
      entity: "blog_post",
      entityId: id,
      details: { title: post.title },
    });
    kickReviewNotices();
    return redirectWithToast(editor, { type: "success", message: "Sent back to the writer with your note" });
  }
  throw data("Unknown review action", { status: 400 });
}
