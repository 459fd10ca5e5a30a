import { defaultLocale, type Locale, localeNames } from "~/utils/locale";

/** What staff are told about one contact message (a stored message passes as it is). */
export type StaffNotificationMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  locale: Locale;
};

/** The staff email for one message: plain text only, so nothing a visitor typed can become markup. */
export function staffEmail(message: StaffNotificationMessage, to: string) {
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
      "",
      message.message,
      "",
      "-- ",
      "Reply to this email to answer the visitor. The message is also in the admin inbox.",
    ].join("\n"),
  };
}
