import type { Db } from "~/db/client.server";
import { verifyPassword } from "~/features/account/password.server";
import { findAdminByEmail } from "~/models/admin-users.server";
import type { SessionUser } from "~/models/sessions.server";

import { admitLoginAttempt, recordLoginSuccess, throttledMessage, waitForAdmission } from "./login-throttle.server";

/**
 * Re-authentication for a sensitive change: the signed-in admin's own password, counted and throttled
 * like a login (decision 031). Null when it is right, else the error for the form's currentPassword.
 */
export async function confirmCurrentPassword(
  db: Db,
  admin: SessionUser,
  ip: string,
  password: string,
): Promise<{ message: string; status: number } | null> {
  const attempt = { ip, email: admin.email };
  const admission = await admitLoginAttempt(db, attempt);
  if (!admission.allowed) return { message: throttledMessage(admission.retryAfterSeconds), status: 429 };
  await waitForAdmission(admission);
  const user = await findAdminByEmail(db, admin.email);
  if (!user || !(await verifyPassword(password, user.passwordHash)))
    return { message: "Your current password is not correct", status: 400 };
  await recordLoginSuccess(db, attempt);
  return null;
}
