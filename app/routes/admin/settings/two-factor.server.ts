import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf } from "~/features/account/totp.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { noticeFromSession } from "~/jobs/sign-in-notices.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import type { SessionUser } from "~/models/sessions.server";
import {
  disableTotp,
  enableTotp,
  getTwoFactorState,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from "~/models/two-factor.server";
import { invalid } from "~/routes/admin/shared/passkeys.server";

export type TwoFactorIntent = "start" | "confirm" | "cancel" | "recovery-codes" | "disable";

type Context = { db: Db; admin: SessionUser; form: FormData; ip: string; now?: Date };

/**
 * Every intent but cancelling a set-up changes how this admin signs in, so the route's action asks for
 * a recent sign-in first (decision 143).
 */
export const GUARDED_INTENTS: ReadonlySet<string> = new Set([
  "start",
  "confirm",
  "recovery-codes",
  "disable",
  "passkey-register",
  "passkey-delete",
]);

function shownOnce(intent: TwoFactorIntent, codes: string[]) {
  return data({ intent, fieldErrors: {} as Record<string, string>, recoveryCodes: codes });
}

/** A new key to enrol, shown as a QR code and as text until a code from it is confirmed. */
export async function startEnrolment({ db, admin }: Context) {
  await setPendingTotpSecret(db, admin.userId, newTotpSecret());
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "two_factor_enrolment_started",
    entity: "admin_user",
    entityId: admin.userId,
  });
  return redirectWithToast("/admin/settings/two-factor", {
    type: "success",
    message: "Scan the code with your authenticator app",
  });
}

export async function cancelEnrolment({ db, admin }: Context) {
  await setPendingTotpSecret(db, admin.userId, null);
  return redirectWithToast("/admin/settings/two-factor", { type: "success", message: "Set-up cancelled" });
}

/** A right code from the pending key turns two-factor sign-in on; the ten recovery codes are shown once. */
export async function confirmEnrolment({ db, admin, form, now = new Date() }: Context) {
  const { pendingSecret } = await getTwoFactorState(db, admin.userId);
  if (!pendingSecret) return invalid("confirm", "code", "Start the set-up again");
  const step = totpStepOf(pendingSecret, String(form.get("code") ?? "").slice(0, 64), now);
  if (step === null) {
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "two_factor_enrolment_failed",
      entity: "admin_user",
      entityId: admin.userId,
    });
    return invalid("confirm", "code", "That code is not right: check your app's clock and try the newest code");
  }
  const codes = newRecoveryCodes();
  if (!(await enableTotp(db, admin.userId, pendingSecret, step, codes.map(hashRecoveryCode), now))) {
    return invalid("confirm", "code", "Start the set-up again");
  }
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "two_factor_enabled",
    entity: "admin_user",
    entityId: admin.userId,
  });
  noticeFromSession(admin, { kind: "totp-on" });
  return shownOnce("confirm", codes);
}

/** New recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes({ db, admin }: Context) {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, admin.userId, codes.map(hashRecoveryCode));
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "recovery_codes_replaced",
    entity: "admin_user",
    entityId: admin.userId,
  });
  noticeFromSession(admin, { kind: "recovery-codes" });
  return shownOnce("recovery-codes", codes);
}

export async function disableTwoFactor({ db, admin }: Context) {
  await disableTotp(db, admin.userId);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "two_factor_disabled",
    entity: "admin_user",
    entityId: admin.userId,
  });
  noticeFromSession(admin, { kind: "totp-off" });
  return redirectWithToast("/admin/settings/two-factor", { type: "success", message: "Two-factor sign-in is off" });
}
