// The invitation to join the staff (decision 181): plain text in English, like the other staff emails,
// from the company address in Settings, with the link that lets the person choose their own password.

import { type Role, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/features/roles/roles";

import { noticeTime } from "./sign-in-notice";

export type InvitationEmailInput = { email: string; role: Role; invitedByEmail: string; expiresAt: Date };

/** The link an invitation's email carries; `siteUrl` is origin + base path ("https://x.test/"). */
export function invitationLink(siteUrl: string, token: string): string {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return `${base}admin/invitation/${token}`;
}

export function invitationEmail(
  invitation: InvitationEmailInput,
  context: { link: string; companyName: string },
): { subject: string; text: string } {
  const role = ROLE_LABELS[invitation.role];
  return {
    subject: `${context.companyName}: You are invited to the admin area as ${role}`,
    text: [
      `${invitation.invitedByEmail} invited you (${invitation.email}) to the admin area of ${context.companyName}`,
      `as ${role}: ${ROLE_DESCRIPTIONS[invitation.role]}.`,
      "",
      "Choose your password here to accept:",
      context.link,
      "",
      `The link works once, until ${noticeTime(invitation.expiresAt)}. After that, ask ${invitation.invitedByEmail}`,
      "to send a new one.",
      "",
      `If you did not expect this, ignore this email: nothing happens unless the link is used.`,
      "",
      "-- ",
      `Sent by the ${context.companyName} website.`,
    ].join("\n"),
  };
}
