import { data, redirect } from "react-router";

import {
  RECENT_SIGN_IN_MINUTES,
  type RecentSignInAsk,
  SIGN_IN_PASSKEY_FIELD,
  SIGN_IN_PASSWORD_FIELD,
} from "~/components/admin/recent-sign-in";
import { getDb } from "~/db/client.server";
import { countPasskeys } from "~/models/passkeys.server";
import { markSessionConfirmed, type SessionUser } from "~/models/sessions.server";
import { appPath } from "~/utils/site-url.server";

import { confirmCurrentPassword } from "./current-password.server";
import { checkPasskeyAssertion } from "./passkey-assertion.server";

// Sudo mode (decision 143): a sensitive action needs a session that proved who it is within the last
// RECENT_SIGN_IN_MINUTES, by signing in or by confirming its password or a passkey since.

export const CONFIRM_SIGN_IN_PATH = "/admin/confirm-sign-in";

export function isRecentSignIn(admin: SessionUser, now = new Date()): boolean {
  return now.getTime() - admin.confirmedAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000;
}

type Outcome = { ok: true } | { ok: false; status: number; body: RecentSignInAsk };

/**
 * Checks the recent sign-in, or the confirmation that came with the form (the admin's password, checked
 * and throttled like a login; or a passkey's answer to a "confirm" challenge issued to this admin). A
 * confirmation that holds starts a new recent sign-in for this session.
 */
export async function checkRecentSignIn(
  admin: SessionUser,
  form: FormData | undefined,
  ip: string,
  now = new Date(),
): Promise<Outcome> {
  const password = form?.get(SIGN_IN_PASSWORD_FIELD);
  const passkey = form?.get(SIGN_IN_PASSKEY_FIELD);
  const ask = async (status: number, error?: string): Promise<Outcome> => ({
    ok: false,
    status,
    body: { recentSignIn: { passkey: (await countPasskeys(getDb(), admin.userId)) > 0, ...(error ? { error } : {}) } },
  });
  if (typeof password === "string" && password !== "") {
    const refused = await confirmCurrentPassword(getDb(), admin, ip, password.slice(0, 1024));
    if (refused) return ask(refused.status, refused.message.replace("current password", "password"));
  } else if (typeof passkey === "string" && passkey !== "") {
    const answer = await checkPasskeyAssertion(getDb(), passkey, { purpose: "confirm", userId: admin.userId }, now);
    if (!answer.ok) return ask(403, "The passkey could not be used. Try again, or enter your password.");
  } else {
    return isRecentSignIn(admin, now) ? { ok: true } : ask(403);
  }
  await markSessionConfirmed(getDb(), admin.sessionId, now);
  return { ok: true };
}

/**
 * The guard of every sensitive action (decision 143). Null when the action may go on; otherwise the
 * answer that asks for the password (or a passkey): the client shows the confirmation and sends the same
 * form again with it, so nothing typed is lost. A page or download request (GET) is sent to the
 * confirmation page instead, which comes back to it.
 */
export async function requireRecentSignIn(
  request: Request,
  admin: SessionUser,
  { form, ip }: { form?: FormData; ip: string },
) {
  if (request.method === "GET" || request.method === "HEAD") {
    if (isRecentSignIn(admin)) return null;
    const url = new URL(request.url);
    const back = `${appPath(url.pathname).replace(/\.data$/, "")}${url.search}`;
    throw redirect(`${CONFIRM_SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: back })}`);
  }
  return askForRecentSignIn(admin, { form, ip });
}

/** requireRecentSignIn for a form that was posted: null to carry on, or the answer that asks. */
export async function askForRecentSignIn(admin: SessionUser, { form, ip }: { form?: FormData; ip: string }) {
  const outcome = await checkRecentSignIn(admin, form, ip);
  return outcome.ok ? null : data(outcome.body, { status: outcome.status });
}
