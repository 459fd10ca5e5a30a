import { data } from "react-router";

import type { Db } from "~/db/client.server";
import { invitationIdSchema, inviteSchema } from "~/features/account/admin-users";
import { ROLE_LABELS } from "~/features/roles/roles";
import { redirectWithToast } from "~/features/toast/toast.server";
import { deliverInvitation } from "~/jobs/invitation-mail.server";
import {
  createInvitation,
  type Invitation,
  listOpenInvitations,
  reissueInvitation,
  revokeInvitation,
} from "~/models/admin-invitations.server";
import { AdminUserError } from "~/models/admin-users.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import type { SessionUser } from "~/models/sessions.server";
import { getConfig } from "~/utils/env.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";

import { SETTINGS_PATHS } from "./settings-intents";

type Context = { db: Db; admin: SessionUser; form: FormData };
type InvitationIntent = "invite" | "resend-invitation" | "revoke-invitation";

/** The link to pass on by hand, when it was not emailed: shown to the owner once, in this answer only. */
export type HandOver = { email: string; link: string; reason: string };

const refuse = (intent: InvitationIntent, errors: FieldErrors, values: Record<string, string> = {}, status = 400) =>
  data({ intent, fieldErrors: errors, values }, { status });

const ADMINS = SETTINGS_PATHS.admins;

/** Emails the new link, or answers with it for the owner to pass on (no SMTP_URL, or the send failed). */
async function sendLink(db: Db, intent: InvitationIntent, invitation: Invitation, token: string, sent: string) {
  const delivery = await deliverInvitation(db, getConfig(), invitation, token);
  if (delivery.sent) return redirectWithToast(ADMINS, { type: "success", message: sent });
  const handOver: HandOver = { email: invitation.email, link: delivery.link, reason: delivery.reason };
  return data({ intent, fieldErrors: {}, values: {}, handOver });
}

/** The invitations not yet accepted, as Settings → Admins lists them (expired ones can be resent). */
export async function invitationsOnScreen(db: Db, now = new Date()) {
  return (await listOpenInvitations(db)).map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByEmail: row.invitedByEmail,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  }));
}

/** An owner invites someone by email with a role (decision 181); the action asked for a recent sign-in. */
export async function invite({ db, admin, form }: Context) {
  const values = formValues(form);
  const parsed = inviteSchema.safeParse(values);
  const echoed = { email: values.email ?? "", role: values.role ?? "" };
  if (!parsed.success) return refuse("invite", fieldErrors(parsed.error), echoed);
  let made;
  try {
    made = await createInvitation(db, { ...parsed.data, by: { userId: admin.userId, email: admin.email } });
  } catch (error) {
    if (error instanceof AdminUserError) return refuse("invite", { email: error.message }, echoed);
    throw error;
  }
  const { invitation, token } = made;
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "invited",
    entity: "admin_user",
    entityId: invitation.id,
    details: { email: invitation.email, role: invitation.role },
  });
  return sendLink(
    db,
    "invite",
    invitation,
    token,
    `Invitation sent to ${invitation.email} (${ROLE_LABELS[invitation.role]})`,
  );
}

/** A new link (72 hours from now); the old one stops working. */
export async function resendInvitation({ db, admin, form }: Context) {
  const parsed = invitationIdSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse("resend-invitation", fieldErrors(parsed.error));
  const made = await reissueInvitation(db, parsed.data.invitationId);
  if (!made) return refuse("resend-invitation", { invitationId: "That invitation was accepted or revoked" }, {}, 404);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "invitation_resent",
    entity: "admin_user",
    entityId: made.invitation.id,
    details: { email: made.invitation.email },
  });
  return sendLink(
    db,
    "resend-invitation",
    made.invitation,
    made.token,
    `A new invitation was sent to ${made.invitation.email}`,
  );
}

export async function cancelInvitation({ db, admin, form }: Context) {
  const parsed = invitationIdSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse("revoke-invitation", fieldErrors(parsed.error));
  const revoked = await revokeInvitation(db, parsed.data.invitationId);
  if (!revoked)
    return refuse("revoke-invitation", { invitationId: "That invitation was accepted or revoked" }, {}, 404);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "invitation_revoked",
    entity: "admin_user",
    entityId: revoked.id,
    details: { email: revoked.email },
  });
  return redirectWithToast(ADMINS, { type: "success", message: `The invitation of ${revoked.email} was revoked` });
}
