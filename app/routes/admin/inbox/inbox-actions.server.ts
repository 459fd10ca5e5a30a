import type { Db } from "~/db/client.server";
import { type InboxAction, parseInboxAction } from "~/features/inbox/inbox";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { deleteMessages, markMessagesNotSpam, setMessagesRead } from "~/models/inbox.server";
import type { SessionUser } from "~/models/sessions.server";

export const FAILURE_TEXT: Record<InboxAction["intent"], string> = {
  "mark-read": "Failed to update message status",
  "mark-unread": "Failed to update message status",
  "not-spam": "Failed to update message status",
  delete: "Failed to delete message",
};

function successText(intent: InboxAction["intent"], count: number): string {
  const one = count === 1;
  switch (intent) {
    case "mark-read":
      return one ? "Message marked as read" : `${count} messages marked as read`;
    case "mark-unread":
      return one ? "Message marked as unread" : `${count} messages marked as unread`;
    case "not-spam":
      return one ? "Message moved to the inbox" : `${count} messages moved to the inbox`;
    case "delete":
      return one ? "Message deleted successfully" : `${count} messages deleted successfully`;
  }
}

const AUDIT_ACTION: Record<InboxAction["intent"], string> = {
  "mark-read": "marked_read",
  "mark-unread": "marked_unread",
  "not-spam": "marked_not_spam",
  delete: "deleted",
};

export type InboxActionTargets = {
  /** Where to go after the action (the list view it came from, or the message itself). */
  redirectTo(action: InboxAction): string;
};

/**
 * Runs a posted inbox action for `admin` and answers with a redirect that carries the spec's toast.
 * A delete without `confirmed=yes` (a browser without JavaScript, which cannot show the dialog)
 * answers with the ids to confirm instead. Messages that no longer exist count as a failure.
 */
export async function performInboxAction(
  db: Db,
  admin: SessionUser,
  form: FormData,
  targets: InboxActionTargets & { fallback: string },
) {
  const parsed = parseInboxAction(form);
  if (!parsed.success) {
    const noneSelected = form.getAll("ids").length === 0;
    const message = noneSelected
      ? "Select at least one message"
      : form.get("intent") === "delete"
        ? FAILURE_TEXT.delete
        : FAILURE_TEXT["mark-read"];
    return redirectWithToast(targets.fallback, { type: "error", message });
  }
  const action = parsed.data;
  if (action.intent === "delete" && action.confirmed !== "yes") {
    return { confirmDelete: action.ids };
  }
  let done: string[];
  try {
    if (action.intent === "mark-read" || action.intent === "mark-unread") {
      done = await setMessagesRead(db, action.ids, action.intent === "mark-read", auditActor(admin));
    } else if (action.intent === "not-spam") {
      done = await markMessagesNotSpam(db, action.ids);
    } else {
      done = await deleteMessages(db, action.ids);
    }
    if (done.length > 0) {
      await recordAudit(db, {
        actor: auditActor(admin),
        action: AUDIT_ACTION[action.intent],
        entity: "contact_message",
        entityId: done.length === 1 ? done[0] : null,
        // Ids only, never the subject or the sender (decision 146): the trail names a message while it exists.
        details: done.length === 1 ? undefined : { count: done.length, ids: done },
      });
    }
  } catch {
    return redirectWithToast(targets.fallback, { type: "error", message: FAILURE_TEXT[action.intent] });
  }
  if (done.length === 0)
    return redirectWithToast(targets.fallback, { type: "error", message: FAILURE_TEXT[action.intent] });
  return redirectWithToast(targets.redirectTo(action), {
    type: "success",
    message: successText(action.intent, done.length),
  });
}
