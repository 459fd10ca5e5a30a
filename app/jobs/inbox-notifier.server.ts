import type { Db } from "~/db/client.server";
import { staffEmail } from "~/features/email/staff-notification";
import { claimNotifyAttempt, listUnnotified, markNotified } from "~/models/inbox-intake.server";

import { type MailSender, mailSender } from "./mail-transport.server";
import { attempt, retryIsDue, startSweep, type Worker } from "./worker.server";

export type InboxNotifierOptions = {
  db: Db;
  smtpUrl: string;
  /** Staff address that receives each genuine message. */
  to: string;
  /** The configured origin and base path ("https://codexatech.com/"): the email links to the message there. */
  siteUrl: string;
  log: (message: string) => void;
  /** How often stored-but-unsent notifications are looked for. */
  sweepIntervalMs?: number;
  /** Attempt n+1 is due retryBaseMs × (2ⁿ − 1) after the message arrived: 30 s, 1.5 min, 3.5 min, … */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** A message that has waited this long in the queue without an attempt is picked up by the sweep. */
  queueGraceMs?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Emails staff about new contact messages without ever holding up the visitor's response: stored
 * messages are queued in memory and sent one at a time; a failed or missed send (the process died,
 * SMTP was down) is retried by a periodic sweep over contact_messages with growing delays, up to
 * `maxAttempts`. The message itself is safe in the database whatever happens here.
 */
export class InboxNotifier {
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;
  private readonly sweeper: Worker<void>;
  private readonly mail: MailSender;
  private readonly options: Required<InboxNotifierOptions>;

  constructor(options: InboxNotifierOptions) {
    this.options = {
      sweepIntervalMs: 60_000,
      retryBaseMs: 30_000,
      maxAttempts: 8,
      queueGraceMs: 60_000,
      ...options,
    };
    this.mail = mailSender(this.options.smtpUrl);
    const { db, maxAttempts, retryBaseMs, queueGraceMs } = this.options;
    this.sweeper = startSweep({
      name: "staff notification sweep",
      everyMs: this.options.sweepIntervalMs,
      log: this.options.log,
      list: (now) => listUnnotified(db, { since: new Date(now.getTime() - 2 * DAY_MS), maxAttempts, limit: 100 }),
      isDue: (message, now) =>
        message.notifyAttempts === 0
          ? now.getTime() - message.createdAt.getTime() >= queueGraceMs
          : retryIsDue({ attempts: message.notifyAttempts, since: message.createdAt, now, baseMs: retryBaseMs }),
      retry: (message) => this.attempt(message.id, message.notifyAttempts),
    });
  }

  /** Queues the first attempt for a message that has just been stored. Never throws. */
  enqueue(id: string): void {
    this.queue.push(id);
    this.drain();
  }

  /** Resolves once the queue is empty (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Retries what is due; safe to run on several instances at once (attempts are claimed in the database). */
  sweep(now = new Date()): Promise<void> {
    return this.sweeper.run(now);
  }

  stop(): void {
    this.sweeper.stop();
    this.mail.close();
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) await this.attempt(id, 0);
    })().finally(() => {
      this.draining = null;
    });
  }

  private async attempt(id: string, attemptsSoFar: number): Promise<void> {
    const { db, to, siteUrl, maxAttempts, log } = this.options;
    await attempt({
      claim: () => claimNotifyAttempt(db, id, attemptsSoFar),
      perform: (message) => this.mail.send(staffEmail(message, to, siteUrl)),
      succeeded: () => markNotified(db, id),
      report: {
        deferred: (error) => log(`staff notification for message ${id} deferred (database: ${error.message})`),
        failed: (_message, error) => {
          const attempt = attemptsSoFar + 1;
          const next = attempt >= maxAttempts ? "giving up; the message is in the admin inbox" : "will retry";
          log(
            `staff notification for message ${id} failed (attempt ${attempt} of ${maxAttempts}, ${next}): ${error.message}`,
          );
        },
        unrecorded: (_message, error) =>
          log(`staff notification for message ${id} sent but not recorded: ${error.message}`),
      },
    });
  }
}

const holder = globalThis as typeof globalThis & { __inboxNotifier?: InboxNotifier };

/** Starts the notifier when SMTP_URL and NOTIFY_EMAIL are both set; otherwise staff read the inbox. */
export function startInboxNotifier(
  config: { SMTP_URL?: string; NOTIFY_EMAIL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: (message: string) => void,
): InboxNotifier | undefined {
  holder.__inboxNotifier?.stop();
  holder.__inboxNotifier = undefined;
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) return undefined;
  const notifier = new InboxNotifier({
    db,
    smtpUrl: config.SMTP_URL,
    to: config.NOTIFY_EMAIL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
  });
  holder.__inboxNotifier = notifier;
  void notifier.sweep();
  return notifier;
}

export function stopInboxNotifier(): void {
  holder.__inboxNotifier?.stop();
  holder.__inboxNotifier = undefined;
}

/** Called after a genuine message is stored; returns at once. */
export function notifyStaff(id: string): void {
  holder.__inboxNotifier?.enqueue(id);
}
