import "~/utils/zod-config";

import { z } from "zod";

export const REPLY_MAX = 10_000;
export const EMPTY_REPLY_MESSAGE = "Please write a reply before sending it";

export const replySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, EMPTY_REPLY_MESSAGE)
    .max(REPLY_MAX, `Keep the reply under ${REPLY_MAX.toLocaleString("en")} characters`),
});

export const retryReplySchema = z.object({ replyId: z.uuid() });

/** "Re: subject", not doubled when the subject already starts with it. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** mailto: with "Re: subject", for when no SMTP server is configured. */
export function replyMailto(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(subject))}`;
}

/** The Message-ID a contact message is given, so replies can cite it in In-Reply-To and References. */
export function contactMessageId(messageId: string, host: string): string {
  return `<contact-${messageId}@${host}>`;
}

export function replyMessageId(replyId: string, host: string): string {
  return `<reply-${replyId}@${host}>`;
}
