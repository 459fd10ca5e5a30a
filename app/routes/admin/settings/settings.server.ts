import { data } from "react-router";

import { type Db, getDb } from "~/db/client.server";
import {
  changePasswordSchema,
  describeRemoved,
  removeAdminSchema,
  secondFactorRemovalSchema,
} from "~/features/account/admin-users";
import { weakPasswordProblem } from "~/features/account/password-strength.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { noticeFromSession } from "~/jobs/sign-in-notices.server";
import { AdminUserError, deleteAdmin, setAdminPassword } from "~/models/admin-users.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { setDigestOptIn } from "~/models/inbox-digest.server";
import {
  deleteUserSessions,
  markSessionConfirmed,
  revokeUserSession,
  type SessionUser,
} from "~/models/sessions.server";
import {
  getCompanySettings,
  setAuditRetentionDays,
  setRequireTwoFactor,
  updateCompanySettings,
} from "~/models/site-settings.server";
import { removeSecondFactors } from "~/models/two-factor.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";
import { confirmCurrentPassword } from "~/routes/admin/shared/current-password.server";
import { askForRecentSignIn, requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";
import { auditRetentionSchema, companySettingsFormSchema } from "~/utils/site-settings";

import { GUARDED_INTENTS, INTENT_PERMISSIONS, SETTINGS_PATHS, type SettingsIntent } from "./settings-intents";

type Context = { db: Db; admin: SessionUser; form: FormData; ip: string };
type IntentHandler = (ctx: Context) => Promise<unknown>;

/**
 * One Settings screen's action (decision 157): the intents its forms send, each checked against its own
 * permission (decision 180) and, where it changes who can sign in, a recent sign-in (decision 143). An intent
 * that belongs to another screen is refused here like an unknown one.
 */
export async function settingsAction(
  request: Request,
  admin: SessionUser,
  ip: string,
  handlers: Readonly<Partial<Record<SettingsIntent, IntentHandler>>>,
) {
  const form = await requireFormBody(request);
  const ctx = { db: getDb(), admin, form, ip };
  const intent = String(form.get("intent") ?? "") as SettingsIntent;
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data("Unknown settings action", { status: 400 });
  requirePermission(admin, INTENT_PERMISSIONS[intent] ?? "account");
  if (GUARDED_INTENTS.has(intent)) {
    const ask = await requireRecentSignIn(request, admin, ctx);
    if (ask) return ask;
  }
  return handler(ctx);
}

/** A rejected form: its errors and what was typed (never a password), for the form to show again. */
function invalid(intent: SettingsIntent, fieldErrors: FieldErrors, values: Record<string, string> = {}, status = 400) {
  return data({ intent, fieldErrors, values }, { status });
}

const backTo = (path: string, message: string) => redirectWithToast(path, { type: "success", message });

/** A new company email address (where visitors write) needs a recent sign-in; other details do not. */
export async function saveCompanySettings({ db, admin, form, ip }: Context) {
  const values = formValues(form);
  const parsed = companySettingsFormSchema.safeParse(values);
  if (!parsed.success) return invalid("company", fieldErrors(parsed.error), values);
  if (parsed.data.email !== (await getCompanySettings(db)).email) {
    const ask = await askForRecentSignIn(admin, { form, ip });
    if (ask) return ask;
  }
  const changed = await updateCompanySettings(db, parsed.data);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: "settings",
    entityId: "1",
    details: { fields: changed },
  });
  return backTo(SETTINGS_PATHS.company, "Company details saved");
}

/** Words a guesser would try first for this site: the account's email and the company's name. */
async function knownWords(db: Db, email: string): Promise<string[]> {
  return [email, (await getCompanySettings(db)).companyName];
}

/**
 * Current password required (and throttled like a login); every other session is signed out. Also the
 * set-your-password screen's action (decision 145), which then goes on to `done`.
 */
export async function changeOwnPassword({ db, admin, form, ip }: Context, done: string = SETTINGS_PATHS.account) {
  const parsed = changePasswordSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid("password", fieldErrors(parsed.error));
  if (parsed.data.newPassword === parsed.data.currentPassword)
    return invalid("password", { newPassword: "Choose a password different from the current one" });
  const weak = await weakPasswordProblem(parsed.data.newPassword, await knownWords(db, admin.email));
  if (weak) return invalid("password", { newPassword: weak });
  const refused = await confirmCurrentPassword(db, admin, ip, parsed.data.currentPassword);
  if (refused) return invalid("password", { currentPassword: refused.message }, {}, refused.status);
  const choice = secondFactorRemovalSchema.safeParse({
    removePasskey: form.getAll("removePasskey"),
    removeTotp: form.get("removeTotp") === "on",
  });
  if (!choice.success) return invalid("password", { removePasskey: "Unknown passkey" });
  await setAdminPassword(db, admin.userId, parsed.data.newPassword, { keepSessionId: admin.sessionId });
  await markSessionConfirmed(db, admin.sessionId);
  // Credentials follow the password (decision 145): the second factors the admin ticked go with the old one.
  const removed = describeRemoved(
    await removeSecondFactors(db, admin.userId, {
      passkeyIds: choice.data.removePasskey,
      totp: choice.data.removeTotp,
    }),
  );
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "password_changed",
    entity: "admin_user",
    entityId: admin.userId,
    ...(removed.length > 0 ? { details: { removed } } : {}),
  });
  noticeFromSession(admin, { kind: "password-changed", removed });
  const also = removed.length > 0 ? ` and removed: ${removed.join(", ")}` : "";
  return redirectWithToast(done, {
    type: "success",
    message: `Password changed; your other sessions were signed out${also}`,
  });
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
    noticeFromSession(admin, { kind: "admin-removed", email: removed.email }, removed.email);
    noticeFromSession(admin, { kind: "admin-removed", email: removed.email });
    return backTo(SETTINGS_PATHS.admins, `Admin ${removed.email} removed`);
  } catch (error) {
    if (error instanceof AdminUserError) return invalid("remove-admin", { userId: error.message });
    throw error;
  }
}

export async function revokeOtherSessions({ db, admin }: Context) {
  const count = await deleteUserSessions(db, admin.userId, admin.sessionId);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "sessions_revoked",
    entity: "session",
    details: { count },
  });
  return backTo(
    SETTINGS_PATHS.account,
    count === 1 ? "Signed out 1 other session" : `Signed out ${count} other sessions`,
  );
}

/** Ends one of this admin's other sessions: that browser is signed out at its next request. */
export async function revokeOneSession({ db, admin, form }: Context) {
  const publicId = String(form.get("sessionId") ?? "").slice(0, 64);
  if (!(await revokeUserSession(db, admin.userId, publicId, admin.sessionId))) {
    return invalid("revoke-session", { sessionId: "That session has already ended" }, {}, 404);
  }
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "session_revoked",
    entity: "session",
    details: { count: 1 },
  });
  return backTo(SETTINGS_PATHS.account, "Signed out that session");
}

/** "Require two-factor for all admins": only an admin who has it can turn it on (so no one is locked out by it). */
export async function saveTwoFactorPolicy({ db, admin, form }: Context) {
  const required = form.get("requireTwoFactor") === "on";
  if (required && !admin.twoFactorEnabled) {
    return invalid("two-factor-policy", { requireTwoFactor: "Set up your own two-factor sign-in first" });
  }
  await setRequireTwoFactor(db, required);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: "settings",
    entityId: "1",
    details: { requireTwoFactor: required },
  });
  return backTo(
    SETTINGS_PATHS.security,
    required ? "Two-factor sign-in is now required for every admin" : "Two-factor sign-in is no longer required",
  );
}

/** The signed-in admin's own digest choice (decision 107): a personal preference, so not audited. */
export async function saveDigestOptIn({ db, admin, form }: Context) {
  const on = form.get("unansweredDigest") === "on";
  await setDigestOptIn(db, admin.userId, on);
  return redirectWithToast(SETTINGS_PATHS.notifications, {
    type: "success",
    message: on ? "Daily digest turned on" : "Daily digest turned off",
  });
}

/** How long the audit trail keeps an entry (decision 146); the hourly purge applies it. */
export async function saveAuditRetention({ db, admin, form }: Context) {
  const values = formValues(form);
  const parsed = auditRetentionSchema.safeParse(values);
  if (!parsed.success) return invalid("audit-retention", fieldErrors(parsed.error), values);
  await setAuditRetentionDays(db, parsed.data.auditRetentionDays);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: "settings",
    entityId: "1",
    details: { auditRetentionDays: parsed.data.auditRetentionDays },
  });
  return redirectWithToast(SETTINGS_PATHS.security, {
    type: "success",
    message: `The audit trail now keeps entries for ${parsed.data.auditRetentionDays} days`,
  });
}
