import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { replySchema, retryReplySchema } from "~/features/inbox/inbox-reply";
import { noteSchema, STATUS_LABELS, workflowSchema } from "~/features/inbox/inbox-workflow";
import { fillSavedReply } from "~/features/inbox/saved-replies";
import { parsePageAddress } from "~/features/pages/page-address";
import { redirectWithToast } from "~/features/toast/toast.server";
import { sendAssignmentNotices } from "~/jobs/assignment-notices.server";
import { type DeliveryResult, getReplyMailer } from "~/jobs/inbox-reply-mailer.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { createReply, getReply } from "~/models/inbox-replies.server";
import { addNote, updateWorkflow, WorkflowError } from "~/models/inbox-workflow.server";
import { pageNamedAt } from "~/models/pages.server";
import { listSavedRepliesIn } from "~/models/saved-replies.server";
import type { SessionUser } from "~/models/sessions.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { getConfig } from "~/utils/env.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";
import { type Locale, pathWithoutLocale } from "~/utils/locale";

export type MessageIntent = "workflow" | "add-note" | "reply" | "retry-reply";

type Context = { db: Db; admin: SessionUser; messageId: string; form: FormData; here: string };

/** A rejected form: its errors and what was typed, for the form to show again. */
function invalid(intent: MessageIntent, errors: FieldErrors, values: Record<string, string>, status = 400) {
  return data({ intent, fieldErrors: errors, values }, { status });
}

/**
 * An audit entry about this message: its id, never its subject or sender (decision 146). The trail's
 * sentence names the message by its subject while the message exists.
 */
async function auditMessage(
  db: Db,
  admin: SessionUser,
  messageId: string,
  action: string,
  details: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    actor: auditActor(admin),
    action,
    entity: "contact_message",
    entityId: messageId,
    details: Object.keys(details).length ? details : undefined,
  });
}

const gone = () =>
  redirectWithToast("/admin/contact-requests", { type: "error", message: "That message no longer exists" });

/** Status and assignee from the message view; each change goes on the timeline and in the audit trail. */
export async function saveWorkflow({ db, admin, messageId, form, here }: Context) {
  const values = formValues(form);
  const parsed = workflowSchema.safeParse(values);
  if (!parsed.success) return invalid("workflow", fieldErrors(parsed.error), values);
  let change;
  try {
    change = await updateWorkflow(
      db,
      messageId,
      { status: parsed.data.status, assigneeId: parsed.data.assigneeId || null },
      auditActor(admin)!,
    );
  } catch (error) {
    if (error instanceof WorkflowError) return invalid("workflow", { assigneeId: error.message }, values);
    throw error;
  }
  if (!change) return gone();
  if (Object.keys(change).length === 0)
    return redirectWithToast(here, { type: "success", message: "Nothing to change" });
  if (change.status) {
    await auditMessage(db, admin, messageId, "status_changed", { status: change.status });
  }
  if ("assignee" in change) {
    await auditMessage(db, admin, messageId, "assigned", { assignee: change.assignee?.email ?? null });
    sendAssignmentNotices();
  }
  const parts = [
    change.status ? `status ${STATUS_LABELS[change.status]}` : null,
    "assignee" in change ? (change.assignee ? `assigned to ${change.assignee.email}` : "unassigned") : null,
  ].filter(Boolean);
  return redirectWithToast(here, { type: "success", message: `Message updated: ${parts.join(", ")}` });
}

/** An internal note, signed with the admin's address and the time. */
export async function saveNote({ db, admin, messageId, form, here }: Context) {
  const values = formValues(form);
  const parsed = noteSchema.safeParse(values);
  if (!parsed.success) return invalid("add-note", fieldErrors(parsed.error), values);
  const note = await addNote(db, messageId, parsed.data.note, auditActor(admin)!);
  if (!note) return gone();
  await auditMessage(db, admin, messageId, "note_added");
  return redirectWithToast(`${here}#timeline`, { type: "success", message: "Note added" });
}

export const SMTP_NOT_CONFIGURED = "Email sending is not set up: set SMTP_URL to send replies from here";

function deliveryToast(here: string, result: DeliveryResult, email: string) {
  if (result.status === "failed") {
    return redirectWithToast(`${here}#timeline`, {
      type: "error",
      message: `Reply saved but not sent. ${result.reason}. It will be retried.`,
    });
  }
  return redirectWithToast(`${here}#timeline`, { type: "success", message: `Reply sent to ${email}` });
}

/**
 * An email reply: stored first (so it is never lost), then sent at once. A failed send stays on the
 * timeline with its reason and a Retry, and the mailer's sweep retries it too.
 */
export async function sendReply({ db, admin, messageId, form, here, recipient }: Context & { recipient: string }) {
  const values = formValues(form);
  const mailer = getReplyMailer();
  if (!mailer) return invalid("reply", { reply: SMTP_NOT_CONFIGURED }, values, 409);
  const parsed = replySchema.safeParse(values);
  if (!parsed.success) return invalid("reply", fieldErrors(parsed.error), values);
  const reply = await createReply(
    db,
    messageId,
    parsed.data.reply,
    auditActor(admin)!,
    new URL(getConfig().origin).hostname,
  );
  if (!reply) return gone();
  const result = await mailer.deliver(reply.id);
  await auditMessage(db, admin, messageId, "replied", { reply: reply.id, delivered: result.status === "sent" });
  return deliveryToast(here, result, recipient);
}

/** Sends a failed reply again, now. */
export async function retryReply({ db, messageId, form, here, recipient }: Context & { recipient: string }) {
  const mailer = getReplyMailer();
  const parsed = retryReplySchema.safeParse(formValues(form));
  const reply = parsed.success ? await getReply(db, parsed.data.replyId) : null;
  if (!reply || reply.messageId !== messageId)
    return redirectWithToast(here, { type: "error", message: "That reply no longer exists" });
  if (!mailer) return redirectWithToast(here, { type: "error", message: SMTP_NOT_CONFIGURED });
  const result = await mailer.deliver(reply.id);
  if (result.status === "skipped")
    return redirectWithToast(`${here}#timeline`, { type: "success", message: "That reply has already been sent" });
  return deliveryToast(here, result, recipient);
}

/**
 * The saved replies as this message's reply box offers them: in the language of the page the message was
 * sent from (English where a reply has no translation yet, marked so), placeholders filled in.
 */
export async function savedRepliesFor(db: Db, message: { name: string; subject: string; locale: Locale }) {
  const [replies, settings] = await Promise.all([
    listSavedRepliesIn(db, message.locale),
    getPublicSiteSettings(db, message.locale),
  ]);
  const values = { name: message.name, subject: message.subject, company: settings.companyName };
  return replies.map((reply) => ({
    id: reply.id,
    title: reply.title,
    text: fillSavedReply(reply.body, values),
    untranslated: reply.locale !== message.locale,
  }));
}

/**
 * The page staff built that a message was sent from (its contact form block, or the page the visitor came from
 * to /contact), by its path in either language (decision 177): its title and editor, shown beside the path.
 */
export async function sourcePageOf(db: Db, path: string | null): Promise<{ id: string; title: string } | null> {
  if (!path) return null;
  const address = pathWithoutLocale(path).slice(1);
  const parsed = parsePageAddress(address);
  return parsed.ok ? pageNamedAt(db, parsed.address) : null;
}
