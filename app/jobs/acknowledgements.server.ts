import type { Db } from "~/db/client.server";
import { acknowledgementEmail } from "~/features/email/acknowledgement";
import {
  claimAcknowledgement,
  getAcknowledgement,
  listOwedAcknowledgements,
  markAcknowledged,
} from "~/models/contact-acknowledgement.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";

import { type MailSender, mailSender, withMail } from "./mail-transport.server";
import { attempt, type Log, retryIsDue, startWorker, type Worker } from "./worker.server";

export type AcknowledgementsOptions = {
  db: Db;
  smtpUrl: string;
  /** The configured site's host name: the acknowledgement's Message-ID is `<contact-<id>@host>`. */
  host: string;
  log: Log;
  sweepIntervalMs?: number;
  /** Attempt n+1 is due retryBaseMs × (2ⁿ − 1) after the message arrived: 30 s, 1.5 min, 3.5 min, … */
  retryBaseMs?: number;
  maxAttempts?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the visitor's "we received your message" email (decision 201). The message's row is the outbox: it
 * is stored "owed" when acknowledgements are on and it is not spam, so a mail server that is down, or a
 * restart, only delays the email. A pass runs at once after each message (`kick`) and every minute for
 * retries; each attempt is claimed in the database, so two instances never both send it.
 */
export function startAcknowledgements(options: AcknowledgementsOptions): Worker<void> & { mail: MailSender } {
  const { db, host, log, sweepIntervalMs = 60_000, retryBaseMs = 30_000, maxAttempts = 8 } = options;
  const mail = mailSender(options.smtpUrl);
  const worker = startWorker({
    name: "acknowledgements",
    everyMs: sweepIntervalMs,
    atStart: true,
    log,
    pass: async (now) => {
      const owed = await listOwedAcknowledgements(db, {
        since: new Date(now.getTime() - 2 * DAY_MS),
        maxAttempts,
        limit: 100,
      });
      for (const message of owed) {
        if (!retryIsDue({ attempts: message.attempts, since: message.createdAt, now, baseMs: retryBaseMs })) continue;
        await attempt({
          claim: async () => ((await claimAcknowledgement(db, message.id, message.attempts)) ? message : null),
          perform: async () => {
            const [settings, text] = await Promise.all([
              getPublicSiteSettings(db, message.locale),
              getAcknowledgement(db),
            ]);
            const from = { name: settings.companyName, address: settings.email };
            await mail.send(acknowledgementEmail(message, text, { from, host }));
          },
          succeeded: () => markAcknowledged(db, message.id),
          report: {
            deferred: (error) => log(`acknowledgement of message ${message.id} deferred (database: ${error.message})`),
            failed: (_message, error) =>
              log(
                `acknowledgement of message ${message.id} failed (attempt ${message.attempts + 1} of ${maxAttempts}): ${error.message}`,
              ),
            unrecorded: (_message, error) =>
              log(`acknowledgement of message ${message.id} sent but not recorded: ${error.message}`),
          },
        });
      }
    },
  });
  return withMail(worker, mail);
}

const holder = globalThis as typeof globalThis & { __acknowledgements?: ReturnType<typeof startAcknowledgements> };

/** Starts the job when SMTP_URL is set; without it no visitor can be emailed. */
export function startAcknowledgementJob(config: { SMTP_URL?: string; origin: string }, db: Db, log: Log) {
  stopAcknowledgementJob();
  if (!config.SMTP_URL) return undefined;
  holder.__acknowledgements = startAcknowledgements({
    db,
    smtpUrl: config.SMTP_URL,
    host: new URL(config.origin).hostname,
    log,
  });
  return holder.__acknowledgements;
}

export function stopAcknowledgementJob(): void {
  holder.__acknowledgements?.stop();
  holder.__acknowledgements = undefined;
}

/** Called after a genuine message is stored: its acknowledgement goes now, not at the next minute. Never throws. */
export function sendAcknowledgements(): void {
  holder.__acknowledgements?.kick();
}
