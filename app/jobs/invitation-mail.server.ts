import type { Db } from "~/db/client.server";
import { mailFailureReason } from "~/features/email/mail-failure";
import { invitationEmail, type InvitationEmailInput, invitationLink } from "~/features/email/staff-invitation";
import { getMailSender } from "~/models/site-settings.server";

import { createMailTransport } from "./mail-transport.server";

export type InvitationDelivery = { sent: true } | { sent: false; reason: string; link: string };

/**
 * Sends an invitation while the owner waits (decision 181), not through an outbox: the link's token is
 * kept nowhere but in this email, so a queue would have to store it. A failed send, or no SMTP_URL, gives
 * the owner the link to pass on instead, shown once.
 */
export async function deliverInvitation(
  db: Db,
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  invitation: InvitationEmailInput,
  token: string,
): Promise<InvitationDelivery> {
  const link = invitationLink(`${config.origin}${config.BASE_PATH}`, token);
  if (!config.SMTP_URL) return { sent: false, reason: "No mail server is set up (SMTP_URL)", link };
  const transport = await createMailTransport(config.SMTP_URL);
  try {
    const from = await getMailSender(db);
    await transport.sendMail({
      from,
      to: invitation.email,
      ...invitationEmail(invitation, { link, companyName: from.name }),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, reason: mailFailureReason(error), link };
  } finally {
    transport.close();
  }
}
