import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { addNote, updateWorkflow, WorkflowError } from "~/models/message-workflow.server";
import type { SessionUser } from "~/models/sessions.server";
import { fieldErrors, type FieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";
import { noteSchema, STATUS_LABELS, workflowSchema } from "~/utils/message-workflow";
import { redirectWithToast } from "~/utils/toast.server";

export type MessageIntent = "workflow" | "add-note";

type Context = { db: Db; admin: SessionUser; messageId: string; form: FormData; here: string };

/** A rejected form: its errors and what was typed, for the form to show again. */
function invalid(intent: MessageIntent, errors: FieldErrors, values: Record<string, string>, status = 400) {
  return data({ intent, fieldErrors: errors, values }, { status });
}

const gone = () => redirectWithToast("/admin/contact-requests", { type: "error", message: "That message no longer exists" });

/** Status and assignee from the message view; each change goes on the timeline and in the audit trail. */
export async function saveWorkflow({ db, admin, messageId, form, here }: Context) {
  const values = formValues(form);
  const parsed = workflowSchema.safeParse(values);
  if (!parsed.success) return invalid("workflow", fieldErrors(parsed.error), values);
  let change;
  try {
    change = await updateWorkflow(db, messageId, { status: parsed.data.status, assigneeId: parsed.data.assigneeId || null }, auditActor(admin)!);
  } catch (error) {
    if (error instanceof WorkflowError) return invalid("workflow", { assigneeId: error.message }, values);
    throw error;
  }
  if (!change) return gone();
  if (Object.keys(change).length === 0) return redirectWithToast(here, { type: "success", message: "Nothing to change" });
  if (change.status) {
    await recordAudit(db, { actor: auditActor(admin), action: "status_changed", entity: "contact_message", entityId: messageId, details: { status: change.status } });
  }
  if ("assignee" in change) {
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "assigned",
      entity: "contact_message",
      entityId: messageId,
      details: { assignee: change.assignee?.email ?? null },
    });
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
  await recordAudit(db, { actor: auditActor(admin), action: "note_added", entity: "contact_message", entityId: messageId });
  return redirectWithToast(`${here}#timeline`, { type: "success", message: "Note added" });
}
