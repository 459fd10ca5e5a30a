import type { Db } from "~/db/client.server";
import { findAdminByEmail } from "~/models/admin-users.server";
import { recordAudit } from "~/models/audit-log.server";
import { timingDummyHash, verifyPassword } from "~/utils/password.server";
import { admitLoginAttempt, recordLoginSuccess, waitForAdmission } from "./login-throttle.server";

export type LoginResult =
  | { ok: true; admin: { id: string; email: string } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Checks a sign-in attempt. An unknown email is verified against a dummy hash so it takes as long
 * as a wrong password; both answer the same. Every attempt is counted before its check (decision 031);
 * failures are written to the audit trail.
 */
export async function authenticate(db: Db, input: { email: string; password: string; ip: string }): Promise<LoginResult> {
  const attempt = { ip: input.ip, email: input.email };
  const admission = await admitLoginAttempt(db, attempt);
  if (!admission.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  await waitForAdmission(admission);

  const admin = await findAdminByEmail(db, input.email);
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await timingDummyHash()));
  if (!admin || !valid) {
    await recordAudit(db, {
      actor: null,
      action: "login_failed",
      entity: "session",
      details: { email: input.email.trim().toLowerCase().slice(0, 254) },
    });
    return { ok: false, reason: "invalid" };
  }
  await recordLoginSuccess(db, attempt);
  await recordAudit(db, { actor: { userId: admin.id, email: admin.email }, action: "login", entity: "session" });
  return { ok: true, admin: { id: admin.id, email: admin.email } };
}
