import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { changeRoleSchema } from "~/features/account/admin-users";
import { can, ROLE_LABELS } from "~/features/roles/roles";
import { redirectWithToast } from "~/features/toast/toast.server";
import { noticeFromSession } from "~/jobs/sign-in-notices.server";
import { AdminUserError, setAdminRole } from "~/models/admin-users.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { unassignMessagesOf } from "~/models/inbox-workflow.server";
import type { SessionUser } from "~/models/sessions.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";

import { SETTINGS_PATHS } from "./settings-intents";

const refuse = (errors: FieldErrors) =>
  data({ intent: "change-role" as const, fieldErrors: errors, values: {} }, { status: 400 });

/**
 * An owner gives an admin another role (decision 180): never the last owner's. Someone who no longer sees
 * the inbox leaves their messages unassigned, each with a line in its timeline. Written to the audit trail,
 * and the admin is emailed. The action asked for a recent sign-in first (GUARDED_INTENTS).
 */
export async function changeRole({ db, admin, form }: { db: Db; admin: SessionUser; form: FormData }) {
  const parsed = changeRoleSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  const { userId, role } = parsed.data;
  let changed;
  try {
    changed = await setAdminRole(db, userId, role);
  } catch (error) {
    if (error instanceof AdminUserError) return refuse({ role: error.message });
    throw error;
  }
  if (!changed) return redirectWithToast(SETTINGS_PATHS.admins, { type: "success", message: "Role unchanged" });
  const unassigned =
    can(changed.previous, "inbox") && !can(role, "inbox")
      ? await unassignMessagesOf(db, userId, auditActor(admin)!)
      : 0;
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "role_changed",
    entity: "admin_user",
    entityId: userId,
    details: { email: changed.email, role, previous: changed.previous, ...(unassigned ? { unassigned } : {}) },
  });
  noticeFromSession(
    admin,
    { kind: "role-changed", email: changed.email, role, previous: changed.previous },
    changed.email,
  );
  const also = unassigned ? `; ${unassigned} message${unassigned === 1 ? " was" : "s were"} unassigned` : "";
  return redirectWithToast(SETTINGS_PATHS.admins, {
    type: "success",
    message: `${changed.email} is now ${ROLE_LABELS[role]}${also}`,
  });
}
