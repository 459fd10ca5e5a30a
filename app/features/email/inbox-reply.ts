import { contactMessageId, replySubject } from "~/features/inbox/inbox-reply";

/** A stored reply and the message it answers (a claimed reply passes as it is). */
export type ReplyEmailInput = {
  reply: { body: string; authorEmail: string; emailMessageId: string };
  message: { id: string; name: string; email: string; subject: string; message: string; createdAt: Date };
  /** Message-IDs of this message's earlier sent replies, oldest first (for References). */
  earlierReplyIds: string[];
};

/** The email for a reply: plain text, the visitor's message quoted below, threaded by its headers. */
export function replyEmail(outgoing: ReplyEmailInput, from: { name: string; address: string }, host: string) {
  const { reply, message, earlierReplyIds } = outgoing;
  const original = contactMessageId(message.id, host);
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    from,
    to: { name: message.name, address: message.email },
    replyTo: reply.authorEmail,
    subject: replySubject(message.subject),
    messageId: reply.emailMessageId,
    inReplyTo: original,
    references: [original, ...earlierReplyIds],
    text: `${reply.body}\n\nOn ${message.createdAt.toUTCString()}, ${message.name} wrote:\n${quoted}\n`,
  };
}
