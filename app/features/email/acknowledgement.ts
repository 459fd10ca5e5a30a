import { contactMessageId, replySubject } from "~/features/inbox/inbox-reply";
import { fillSavedReply } from "~/features/inbox/saved-replies";
import type { Locale } from "~/utils/locale";
import { localizeRow, type Translations } from "~/utils/translations";
import { wordsFor } from "~/words/words.server";

// The visitor's "we received your message" email (decision 201): staff's text in the language of the page the
// form was on (English where it is not translated), placeholders filled in, and the Message-ID that staff
// replies cite, so the replies thread under it.

export type AcknowledgementMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  createdAt: Date;
};

/** The acknowledgement of `message`; `host` is the configured site's (never a request's Host header). */
export function acknowledgementEmail(
  message: AcknowledgementMessage,
  text: { body: string; translations: Translations },
  { from, host }: { from: { name: string; address: string }; host: string },
) {
  const { body } = localizeRow(text, message.locale, ["body"]);
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const filled = fillSavedReply(body, {
    name: oneLine(message.name),
    subject: oneLine(message.subject),
    company: from.name,
  });
  return {
    from,
    to: { name: oneLine(message.name), address: message.email },
    subject: replySubject(oneLine(message.subject)),
    messageId: contactMessageId(message.id, host),
    headers: { "Auto-Submitted": "auto-replied", "Content-Language": message.locale },
    text: `${filled}\n\n${wordsFor(message.locale).email.yourMessage}\n${quoted}\n`,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
