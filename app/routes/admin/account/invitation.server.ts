import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { acceptInvitationSchema } from "~/features/account/admin-users";
import { weakPasswordProblem } from "~/features/account/password-strength.server";
import { acceptInvitation, type ClosedState, findInvitation } from "~/models/admin-invitations.server";
import { AdminUserError } from "~/models/admin-users.server";
import { recordAudit } from "~/models/audit-log.server";
import { hitRateLimit } from "~/models/rate-limits.server";
import { getMailSender } from "~/models/site-settings.server";
import { type FieldErrors, fieldErrors, retryAfterText } from "~/utils/form";
import { formValues } from "~/utils/form-data";

import { startAdminSession } from "./login.server";

/** Reads and tries of invitation links from one address (decision 181): enough for a person, not a guesser. */
export const INVITATION_RATE_LIMIT = { count: 20, windowMs: 15 * 60_000 };

/** Counts this request against its address; throws 429 with the plain-words wait when over. */
export async function admitInvitationRequest(db: Db, ip: string): Promise<void> {
  const hit = await hitRateLimit(db, `invitation:${ip}`, INVITATION_RATE_LIMIT.count, INVITATION_RATE_LIMIT.windowMs);
  if (!hit.allowed) {
    throw data(`Too many tries from your network. Please try again in ${retryAfterText(hit.retryAfterSeconds)}.`, {
      status: 429,
      headers: { "Retry-After": String(hit.retryAfterSeconds) },
    });
  }
}

/** What the page says about a link that no longer works, in plain words. */
export const INVITATION_STATE_MESSAGES: Record<ClosedState, string> = {
  expired: "This invitation has expired: links work for 72 hours. Ask whoever invited you to send a new one.",
  accepted: "This invitation has already been used. Sign in with the password you chose.",
  revoked: "This invitation was withdrawn. Ask whoever invited you if you think that is a mistake.",
  unknown:
    "This invitation link does not work. A newer invitation may have replaced it: use the link in the latest email, or ask whoever invited you to send a new one.",
};

type Refusal = { state: "open"; fieldErrors: FieldErrors } | { state: ClosedState; message: string };

const closed = (state: ClosedState) =>
  data<Refusal>({ state, message: INVITATION_STATE_MESSAGES[state] }, { status: 410 });

/**
 * The person chooses their password (the rules of a password change) and is signed in: an admin with the
 * invited role, made as the link is spent. If the site requires two-factor sign-in, the guard sends them
 * to set it up before anything else.
 */
export async function acceptFromForm(
  request: Request,
  db: Db,
  token: string,
  form: FormData,
): Promise<Response | ReturnType<typeof data<Refusal>>> {
  const parsed = acceptInvitationSchema.safeParse(formValues(form));
  if (!parsed.success) return data<Refusal>({ state: "open", fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const found = await findInvitation(db, token);
  if (found.state !== "open") return closed(found.state);
  const { invitation } = found;
  const weak = await weakPasswordProblem(parsed.data.newPassword, [invitation.email, (await getMailSender(db)).name]);
  if (weak) return data<Refusal>({ state: "open", fieldErrors: { newPassword: weak } }, { status: 400 });
  let accepted;
  try {
    accepted = await acceptInvitation(db, token, parsed.data.newPassword);
  } catch (error) {
    if (!(error instanceof AdminUserError)) throw error;
    return closed("accepted");
  }
  if (!accepted.ok) return closed(accepted.state);
  const { admin } = accepted;
  await recordAudit(db, {
    actor: { userId: admin.id, email: admin.email },
    action: "invitation_accepted",
    entity: "admin_user",
    entityId: admin.id,
    details: { email: admin.email, role: admin.role },
  });
  return startAdminSession(request, db, admin.id, "/admin");
}
