import { UNCONFIRMED_DAYS } from "~/features/newsletter/newsletter-fields";
import { defaultLocale, type Locale } from "~/utils/locale";
import { formsText } from "~/words/forms";

/**
 * Every email sent to the newsletter list is built here, so each carries the subscriber's signed
 * one-click unsubscribe link as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058): a mail
 * program's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to it, which the route accepts.
 */
export function newsletterEmail(mail: {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n\n${formsText[mail.locale ?? defaultLocale].newsletterEmail.unsubscribeFooter(mail.unsubscribeUrl)}\n`,
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in email: the signed confirmation link, and what happens if nobody follows it. */
export function confirmationEmail(args: {
  from: { name: string; address: string };
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  const company = args.from.name;
  const text = formsText[args.locale ?? defaultLocale].newsletterEmail;
  return newsletterEmail({
    from: args.from,
    to: args.to,
    unsubscribeUrl: args.unsubscribeUrl,
    locale: args.locale,
    subject: text.confirmSubject(company),
    text: text.confirmText(company, args.confirmUrl, UNCONFIRMED_DAYS),
  });
}
