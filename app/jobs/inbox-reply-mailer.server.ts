import type { Db } from "~/db/client.server";
import { replyEmail } from "~/features/email/inbox-reply";
import { mailFailureReason } from "~/features/email/mail-failure";
import { recordAudit } from "~/models/audit-log.server";
import {
  claimReplyAttempt,
  getReply,
  listUndelivered,
  markReplyFailed,
  markReplySent,
} from "~/models/inbox-replies.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";

import { type MailSender, mailSender } from "./mail-transport.server";
import { attempt, retryIsDue, startSweep, type Worker } from "./worker.server";

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

/**
 * Sends staff replies by email. A reply is already stored when it gets here; each attempt is claimed in
 * the database (so instances never double-send), and a failure is stored with its reason and retried
 * by a periodic sweep with growing delays, or at once from the message view.
 */
export class ReplyMailer {
  private readonly mail: MailSender;
  private readonly sweeper: Worker<void>;
  private readonly options: Required<ReplyMailerOptions>;

  constructor(options: ReplyMailerOptions) {
    this.options = { sweepIntervalMs: 60_000, retryBaseMs: 60_000, maxAttempts: 8, ...options };
    this.mail = mailSender(this.options.smtpUrl);
    const { db, maxAttempts, retryBaseMs } = this.options;
    this.sweeper = startSweep({
      name: "reply sweep",
      everyMs: this.options.sweepIntervalMs,
      log: this.options.log,
      list: (now) => listUndelivered(db, { maxAttempts, stuckBefore: new Date(now.getTime() - 2 * 60_000), limit: 50 }),
      isDue: (reply, now) => retryIsDue({ attempts: reply.attempts, since: reply.createdAt, now, baseMs: retryBaseMs }),
      retry: (reply) => this.deliver(reply.id, { automatic: true }),
    });
  }

  /**
   * One attempt at a stored reply (the first, or a retry); never throws. An `automatic` one (the sweep's)
   * that succeeds goes on the message's timeline and in the audit trail: nobody was there to see it.
   */
  async deliver(replyId: string, { automatic = false } = {}): Promise<DeliveryResult> {
    const { db, log, host } = this.options;
    const outcome = await attempt({
      claim: async () => {
        const current = await getReply(db, replyId);
        if (!current || current.status === "sent") return null;
        return claimReplyAttempt(db, replyId, current.attempts);
      },
      perform: async (outgoing) => {
        const settings = await getPublicSiteSettings(db);
        await this.mail.send(replyEmail(outgoing, { name: settings.companyName, address: settings.email }, host));
      },
      succeeded: async (outgoing) => {
        await markReplySent(db, replyId, new Date(), { automaticAttempt: automatic ? outgoing.reply.attempts : null });
        if (automatic)
          await recordAudit(db, {
            actor: null,
            action: "reply_retried",
            entity: "contact_message",
            entityId: outgoing.message.id,
            details: { reply: replyId, attempt: outgoing.reply.attempts },
          });
      },
      failed: (_outgoing, error) => markReplyFailed(db, replyId, mailFailureReason(error)),
      report: {
        deferred: (error) => log(`reply ${replyId} deferred (database: ${error.message})`),
        failed: (outgoing, error) =>
          // The log keeps the technical error for whoever runs the server; staff see mailFailureReason.
          log(`reply ${replyId} failed (attempt ${outgoing.reply.attempts}): ${error.message}`),
        unrecorded: (_outgoing, error) => log(`reply ${replyId} sent but not recorded: ${error.message}`),
      },
    });
    switch (outcome.status) {
      case "skipped":
        return { status: "skipped" };
      case "deferred":
        return { status: "failed", reason: "The database could not be reached" };
      case "failed":
        return { status: "failed", reason: mailFailureReason(outcome.error) };
      case "done":
        return { status: "sent" };
    }
  }

  /** Retries failed replies that are due, and ones a stopped process left "sending". */
  sweep(now = new Date()): Promise<void> {
    return this.sweeper.run(now);
  }

  stop(): void {
    this.sweeper.stop();
    this.mail.close();
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
