import { leadSourceRows } from "~/features/inbox/lead-source-rows";
import type { LeadSource } from "~/utils/lead-source";
import { defaultLocale, type Locale, localeNames } from "~/utils/locale";

/** What staff are told about one contact message (a stored message passes as it is). */
export type StaffNotificationMessage = LeadSource & {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  locale: Locale;
};

/**
 * The staff email for one message: plain text only, so nothing a visitor typed can become markup. The
 * link is on the configured origin (`siteUrl` is origin + base path), never a request's Host: the email
 * is sent from a background job.
 */
export function staffEmail(message: StaffNotificationMessage, to: string, siteUrl: string) {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  const source = leadSourceRows(message);
  return {
    from: { name: "Website contact form", address: to },
    to,
    replyTo: { name: message.name, address: message.email },
    subject: `New contact message: ${message.subject}`,
    text: [
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Subject: ${message.subject}`,
      // Staff reading the email should know to answer in the visitor's language.
      ...(message.locale === defaultLocale
        ? []
        : [`Language: ${localeNames[message.locale]} (sent from the ${localeNames[message.locale]} site)`]),
      `Received: ${message.createdAt.toISOString()}`,
      `Open in the inbox: ${base}admin/contact-requests/${message.id}`,
      "",
      message.message,
      "",
      "Lead source:",
      ...(source.length === 0
        ? ["  Not recorded (the visitor's browser sent no source)."]
        : source.map(([label, value]) => `  ${label}: ${value}`)),
      "",
      "-- ",
      "Reply to this email to answer the visitor, or open the message in the inbox to assign it and track it.",
    ].join("\n"),
  };
}
