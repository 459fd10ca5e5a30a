import { redirect } from "react-router";

import type { Db } from "~/db/client.server";
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from "~/features/account/password.server";
import { getSessionToken, sessionCookie } from "~/features/account/session-cookie.server";
import { hashRecoveryCode, totpStepOf } from "~/features/account/totp.server";
import {
  clearedPendingSignInCookie,
  pendingSignInCookie,
  TWO_FACTOR_COOKIE,
} from "~/features/account/two-factor-cookie.server";
import { parseAuthenticationResponse } from "~/features/account/webauthn.server";
import { flashToast } from "~/features/toast/toast.server";
import { findAdminByEmail, replacePasswordHash } from "~/models/admin-users.server";
import { recordAudit } from "~/models/audit-log.server";
import { countPasskeys, findPasskeyByCredentialId } from "~/models/passkeys.server";
import {
  claimPendingSignInTry,
  createPendingSignIn,
  PENDING_SIGN_IN_TRIES,
  spendPendingSignIn,
} from "~/models/pending-sign-ins.server";
import { createSession, deleteSession } from "~/models/sessions.server";
import { acceptTotpStep, getTotpSecret, spendRecoveryCode } from "~/models/two-factor.server";
import {
  admitLoginAttempt,
  admitSecondFactorCode,
  recordLoginSuccess,
  recordSecondFactorSuccess,
  waitForAdmission,
} from "~/routes/admin/shared/login-throttle.server";
import { checkPasskeyAssertion } from "~/routes/admin/shared/passkey-assertion.server";

export type LoginResult =
  | { ok: true; admin: { id: string; email: string }; secondFactor: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Checks a sign-in attempt. An unknown email is verified against a dummy hash so it takes as long
 * as a wrong password; both answer the same. Every attempt is counted before its check (decision 031);
 * failures are written to the audit trail.
 */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
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
  // A hash from before today's scrypt parameters is redone now, the one moment the password is known.
  if (needsRehash(admin.passwordHash)) await replacePasswordHash(db, admin.id, await hashPassword(input.password));
  const secondFactor = admin.totpSecret !== null || (await countPasskeys(db, admin.id)) > 0;
  // With two-factor sign-in on, the password is only the first step: audited as such.
  await recordAudit(db, {
    actor: { userId: admin.id, email: admin.email },
    action: secondFactor ? "login_password_accepted" : "login",
    entity: "session",
  });
  return { ok: true, admin: { id: admin.id, email: admin.email }, secondFactor };
}

export type SecondFactorMethod = "totp" | "recovery" | "passkey";

export type SecondFactorResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; triesLeft: number }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; triesLeft: number }
  | { ok: false; reason: "account-limit"; retryAfterSeconds: number; triesLeft: number }
  /** The pending sign-in is unknown, expired or out of tries: the password is asked for again. */
  | { ok: false; reason: "restart" };

/**
 * The sign-in's second step (decisions 031, 114, 144). Each try is counted before anything is checked:
 * against the pending sign-in (PENDING_SIGN_IN_TRIES per right password; the last try or a success ends
 * it), the IP and account like a password, and for a code the account's own second-factor limit. Then
 * a TOTP code is accepted once (its 30-second step must be later than the last one used), a recovery
 * code is spent on use, a passkey's answer is verified.
 * `now` is the clock codes are checked against; tests pass theirs through this same path.
 */
export async function verifySecondFactor(
  db: Db,
  input: { token: string; userId: string; email: string; method: SecondFactorMethod; code: string; ip: string },
  now = new Date(),
): Promise<SecondFactorResult> {
  const tries = await claimPendingSignInTry(db, input.token, now);
  if (tries === null) return { ok: false, reason: "restart" };
  const triesLeft = Math.max(0, PENDING_SIGN_IN_TRIES - tries);
  // The last try ends the pending sign-in whatever its outcome; a success ends it too (below).
  const refuse = async <T extends Extract<SecondFactorResult, { ok: false }>>(result: T): Promise<T> => {
    if (triesLeft === 0) await spendPendingSignIn(db, input.token);
    return result;
  };

  const attempt = { ip: input.ip, email: input.email };
  const admission = await admitLoginAttempt(db, attempt, now);
  if (!admission.allowed)
    return refuse({ ok: false, reason: "throttled", retryAfterSeconds: admission.retryAfterSeconds, triesLeft });
  const kind = input.method === "passkey" ? null : input.method;
  if (kind) {
    const byAccount = await admitSecondFactorCode(db, { userId: input.userId, kind, cleanIp: admission.cleanIp }, now);
    if (!byAccount.allowed)
      return refuse({ ok: false, reason: "account-limit", retryAfterSeconds: byAccount.retryAfterSeconds, triesLeft });
  }
  await waitForAdmission(admission);

  const secret = await getTotpSecret(db, input.userId);
  let accepted = false;
  if (input.method === "passkey") {
    accepted = (await checkPasskeyAssertion(db, input.code, { purpose: "second-factor", userId: input.userId }, now))
      .ok;
  } else if (secret && input.method === "totp") {
    const step = totpStepOf(secret, input.code, now);
    accepted = step !== null && (await acceptTotpStep(db, input.userId, step));
  } else if (secret && input.method === "recovery") {
    accepted = await spendRecoveryCode(db, input.userId, hashRecoveryCode(input.code), now);
  }
  const actor = { userId: input.userId, email: input.email };
  if (!accepted) {
    await recordAudit(db, {
      actor,
      action: "login_second_factor_failed",
      entity: "session",
      details: { method: input.method },
    });
    return refuse({ ok: false, reason: "invalid", triesLeft });
  }
  await spendPendingSignIn(db, input.token);
  await recordLoginSuccess(db, attempt, now);
  if (kind) await recordSecondFactorSuccess(db, input.userId, kind, now);
  await recordAudit(db, { actor, action: "login", entity: "session", details: { secondFactor: input.method } });
  return { ok: true };
}

/** The password was right and a second factor is needed: a pending sign-in on the server, its token in the cookie. */
export async function startPendingSignIn(db: Db, userId: string, redirectTo: string): Promise<Response> {
  const token = await createPendingSignIn(db, userId);
  return redirect("/admin/login/two-factor", {
    headers: { "Set-Cookie": await pendingSignInCookie({ token, redirectTo }) },
  });
}

/**
 * Signs the admin in: a new session (rotation: whatever session the browser carried in is ended), the
 * pending second step cleared, a toast, and the redirect to where they were going.
 */
export async function startAdminSession(
  request: Request,
  db: Db,
  userId: string,
  redirectTo: string,
): Promise<Response> {
  const previous = getSessionToken(request);
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, userId, new Date(), request.headers.get("user-agent"));
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token));
  if (request.headers.get("cookie")?.includes(`${TWO_FACTOR_COOKIE}=`))
    headers.append("Set-Cookie", await clearedPendingSignInCookie());
  headers.append("Set-Cookie", await flashToast({ type: "success", message: "Login successful" }));
  return redirect(redirectTo, { headers });
}

/**
 * Sign-in with a passkey and no password: counted and throttled like a password (decision 031), keyed
 * by the account the credential belongs to (or the unknown credential's id). A passkey verified with
 * the user's PIN or biometrics is two factors in one, so no second step follows.
 */
export async function authenticateWithPasskey(
  db: Db,
  input: { response: string; ip: string },
  now = new Date(),
): Promise<LoginResult> {
  const credentialId = parseAuthenticationResponse(input.response)?.id ?? "";
  const owner = credentialId ? await findPasskeyByCredentialId(db, credentialId) : null;
  const attempt = { ip: input.ip, email: owner?.email ?? `passkey:${credentialId.slice(0, 128)}` };
  const admission = await admitLoginAttempt(db, attempt, now);
  if (!admission.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  await waitForAdmission(admission);

  const result = await checkPasskeyAssertion(db, input.response, { purpose: "sign-in", userId: null }, now);
  if (!result.ok) {
    await recordAudit(db, {
      actor: owner ? { userId: owner.userId, email: owner.email } : null,
      action: "login_failed",
      entity: "session",
      details: { method: "passkey", reason: result.reason },
    });
    return { ok: false, reason: "invalid" };
  }
  await recordLoginSuccess(db, attempt, now);
  await recordAudit(db, {
    actor: { userId: result.userId, email: result.email },
    action: "login",
    entity: "session",
    details: { method: "passkey" },
  });
  return { ok: true, admin: { id: result.userId, email: result.email }, secondFactor: false };
}
