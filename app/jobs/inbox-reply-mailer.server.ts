import type { Transporter } from "nodemailer";

import type { Db } from "~/db/client.server";
import { createMailTransport } from "~/jobs/mail-transport.server";
import {
  claimReplyAttempt,
  getReply,
  listUndelivered,
  markReplyFailed,
  markReplySent,
  type OutgoingReply,
} from "~/models/inbox-replies.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { contactMessageId, replySubject } from "~/utils/inbox-reply";

export type ReplyMailerOptions = {
  db: Db;
  smtpUrl: string;
  /** Host for Message-IDs (the site's). */
  host: string;
  log: (message: string) => void;
  sweepIntervalMs?: number;
  /** Retry n+1 is due retryBaseMs × (2ⁿ − 1) after the reply was written: 1 min, 3 min, 7 min, … */
  retryBaseMs?: number;
  maxAttempts?: number;
};

export type DeliveryResult = { status: "sent" } | { status: "failed"; reason: string } | { status: "skipped" };

/** The email for a reply: plain text, the visitor's message quoted below, threaded by its headers. */
export function replyEmail(outgoing: OutgoingReply, from: { name: string; address: string }, host: string) {
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

/**
 * Sends staff replies by email. A reply is already stored when it gets here; each attempt is claimed in
 * the database (so instances never double-send), and a failure is stored with its reason and retried
 * by a periodic sweep with growing delays, or at once from the message view.
 */
export class ReplyMailer {
  private transport: Promise<Transporter> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly options: Required<ReplyMailerOptions>;

  constructor(options: ReplyMailerOptions) {
    this.options = { sweepIntervalMs: 60_000, retryBaseMs: 60_000, maxAttempts: 8, ...options };
    this.timer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs);
    this.timer.unref();
  }

  /** One attempt at a stored reply (the first, or a retry); never throws. */
  async deliver(replyId: string): Promise<DeliveryResult> {
    const { db, log } = this.options;
    let outgoing: OutgoingReply | null;
    try {
      const current = await getReply(db, replyId);
      if (!current || current.status === "sent") return { status: "skipped" };
      outgoing = await claimReplyAttempt(db, replyId, current.attempts);
    } catch (error) {
      log(`reply ${replyId} deferred (database: ${(error as Error).message})`);
      return { status: "failed", reason: "The database could not be reached" };
    }
    if (!outgoing) return { status: "skipped" };
    try {
      const settings = await getPublicSiteSettings(db);
      this.transport ??= createMailTransport(this.options.smtpUrl);
      await (
        await this.transport
      ).sendMail(replyEmail(outgoing, { name: settings.companyName, address: settings.email }, this.options.host));
    } catch (error) {
      const reason = (error as Error).message || "The mail server refused the reply";
      log(`reply ${replyId} failed (attempt ${outgoing.reply.attempts}): ${reason}`);
      await markReplyFailed(db, replyId, reason).catch(() => {});
      return { status: "failed", reason };
    }
    try {
      await markReplySent(db, replyId);
    } catch (error) {
      log(`reply ${replyId} sent but not recorded: ${(error as Error).message}`);
    }
    return { status: "sent" };
  }

  /** Retries failed replies that are due, and ones a stopped process left "sending". */
  async sweep(now = new Date()): Promise<void> {
    const { db, maxAttempts, retryBaseMs, log } = this.options;
    let pending;
    try {
      pending = await listUndelivered(db, {
        maxAttempts,
        stuckBefore: new Date(now.getTime() - 2 * 60_000),
        limit: 50,
      });
    } catch (error) {
      log(`reply sweep failed: ${(error as Error).message}`);
      return;
    }
    for (const reply of pending) {
      const due = retryBaseMs * (2 ** reply.attempts - 1);
      if (now.getTime() - reply.createdAt.getTime() >= due) await this.deliver(reply.id);
    }
  }

  stop(): void {
    clearInterval(this.timer);
    void this.transport?.then(
      (transport) => transport.close(),
      () => {},
    );
  }
}

const holder = globalThis as typeof globalThis & { __replyMailer?: ReplyMailer };

/** Starts the mailer when SMTP_URL is set; without it the message view offers a mailto: link instead. */
export function startReplyMailer(
  config: { SMTP_URL?: string; origin: string },
  db: Db,
  log: (message: string) => void,
): ReplyMailer | undefined {
  stopReplyMailer();
  if (!config.SMTP_URL) return undefined;
  const mailer = new ReplyMailer({ db, smtpUrl: config.SMTP_URL, host: new URL(config.origin).hostname, log });
  holder.__replyMailer = mailer;
  void mailer.sweep();
  return mailer;
}

export function stopReplyMailer(): void {
  holder.__replyMailer?.stop();
  holder.__replyMailer = undefined;
}

export function getReplyMailer(): ReplyMailer | undefined {
  return holder.__replyMailer;
}
