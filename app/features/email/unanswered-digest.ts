// The daily digest email of messages unanswered for more than 24 hours (decision 107): plain text, one
// line per message with its sender, subject, age and a link into the admin area on the site's configured
// origin (never a request's Host header: the digest is sent with no request at all).

export const DIGEST_MAX_LISTED = 50;

export type DigestMessage = { id: string; name: string; email: string; subject: string; createdAt: Date };

const HOUR_MS = 60 * 60 * 1000;

/** "26 hours", "3 days": how long a message has waited, in whole hours under two days, else days. */
export function messageAge(createdAt: Date, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / HOUR_MS));
  if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

/** The digest for `messages` (oldest first); `total` counts those not listed too. `siteUrl` is origin + base path ("https://x.test/"). */
export function digestEmail({
  messages,
  total,
  siteUrl,
  companyName,
  now,
}: {
  messages: DigestMessage[];
  total: number;
  siteUrl: string;
  companyName: string;
  now: Date;
}) {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  const count = total === 1 ? "1 message" : `${total} messages`;
  const lines = messages.map(
    (message) =>
      `- ${oneLine(message.name)} <${oneLine(message.email)}>: ${oneLine(message.subject)}\n  waiting ${messageAge(message.createdAt, now)}: ${base}admin/contact-requests/${message.id}`,
  );
  const more = total > messages.length ? [`…and ${total - messages.length} more: ${base}admin/contact-requests`] : [];
  return {
    subject: `${oneLine(companyName)}: ${count} unanswered for more than 24 hours`,
    text: [
      `${count} from the contact form ${total === 1 ? "is" : "are"} still New or In progress more than 24 hours after arriving:`,
      "",
      ...lines,
      ...more,
      "",
      `You get this email once a day because you turned it on. To stop it, untick "Email me a daily digest" under Settings, Notifications: ${base}admin/settings/notifications`,
      "",
    ].join("\n"),
  };
}

/** A visitor's text on one line: a line break in a name or subject cannot add lines (or headers) to the email. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
