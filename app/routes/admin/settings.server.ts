import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { AdminUserError, createAdmin, deleteAdmin, setAdminPassword, findAdminByEmail } from "~/models/admin-users.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { type SessionUser, deleteUserSessions } from "~/models/sessions.server";
import { updateCompanySettings } from "~/models/site-settings.server";
import { addAdminSchema, changePasswordSchema, removeAdminSchema } from "~/utils/admin-users";
import { fieldErrors, type FieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";
import { verifyPassword } from "~/utils/password.server";
import { companySettingsSchema } from "~/utils/site-settings";
import { redirectWithToast } from "~/utils/toast.server";
import { admitLoginAttempt, recordLoginSuccess, throttledMessage, waitForAdmission } from "./login-throttle.server";

export type SettingsIntent = "company" | "password" | "add-admin" | "remove-admin" | "revoke-sessions";

type Context = { db: Db; admin: SessionUser; form: FormData; ip: string };

/** A rejected form: its errors and what was typed (never a password), for the form to show again. */
function invalid(intent: SettingsIntent, fieldErrors: FieldErrors, values: Record<string, string> = {}, status = 400) {
  return data({ intent, fieldErrors, values }, { status });
}

const backToSettings = (message: string) => redirectWithToast("/admin/settings", { type: "success", message });

export async function saveCompanySettings({ db, admin, form }: Context) {
  const values = formValues(form);
  const parsed = companySettingsSchema.safeParse(values);
  if (!parsed.success) return invalid("company", fieldErrors(parsed.error), values);
  const changed = await updateCompanySettings(db, parsed.data);
  await recordAudit(db, { actor: auditActor(admin), action: "updated", entity: "settings", entityId: "1", details: { fields: changed } });
  return backToSettings("Company details saved");
}

/** Current password required (and throttled like a login); every other session is signed out. */
export async function changeOwnPassword({ db, admin, form, ip }: Context) {
  const parsed = changePasswordSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid("password", fieldErrors(parsed.error));
  const attempt = { ip, email: admin.email };
  const admission = await admitLoginAttempt(db, attempt);
  if (!admission.allowed) return invalid("password", { currentPassword: throttledMessage(admission.retryAfterSeconds) }, {}, 429);
  await waitForAdmission(admission);
  const user = await findAdminByEmail(db, admin.email);
  if (!user || !(await verifyPassword(parsed.data.currentPassword, user.passwordHash))) {
    return invalid("password", { currentPassword: "Your current password is not correct" });
  }
  await recordLoginSuccess(db, attempt);
  await setAdminPassword(db, admin.userId, parsed.data.newPassword, admin.sessionId);
  await recordAudit(db, { actor: auditActor(admin), action: "password_changed", entity: "admin_user", entityId: admin.userId });
  return backToSettings("Password changed; your other sessions were signed out");
}

export async function addAdmin({ db, admin, form }: Context) {
  const values = formValues(form);
  const parsed = addAdminSchema.safeParse(values);
  const echoed = { email: values.email ?? "" };
  if (!parsed.success) return invalid("add-admin", fieldErrors(parsed.error), echoed);
  try {
    const created = await createAdmin(db, parsed.data);
    await recordAudit(db, { actor: auditActor(admin), action: "created", entity: "admin_user", entityId: created.id, details: { email: created.email } });
    return backToSettings(`Admin ${created.email} added`);
  } catch (error) {
    if (error instanceof AdminUserError) return invalid("add-admin", { email: error.message }, echoed);
    throw error;
  }
}

export async function removeAdmin({ db, admin, form }: Context) {
  const parsed = removeAdminSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid("remove-admin", fieldErrors(parsed.error));
  if (parsed.data.userId === admin.userId) return invalid("remove-admin", { userId: "You cannot remove yourself" });
  try {
    const removed = await deleteAdmin(db, parsed.data.userId);
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "deleted",
      entity: "admin_user",
      entityId: parsed.data.userId,
      details: { email: removed.email },
    });
    return backToSettings(`Admin ${removed.email} removed`);
  } catch (error) {
    if (error instanceof AdminUserError) return invalid("remove-admin", { userId: error.message });
    throw error;
  }
}

export async function revokeOtherSessions({ db, admin }: Context) {
  const count = await deleteUserSessions(db, admin.userId, admin.sessionId);
  await recordAudit(db, { actor: auditActor(admin), action: "sessions_revoked", entity: "session", details: { count } });
  return backToSettings(count === 1 ? "Signed out 1 other session" : `Signed out ${count} other sessions`);
}
