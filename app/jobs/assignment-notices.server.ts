import type { Db } from "~/db/client.server";
import { assignmentEmail } from "~/features/email/assignment-notice";
import { claimNotice, listOwedNotices, markNoticeSent } from "~/models/assignment-notices.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";

import { type MailSender, mailSender, withMail } from "./mail-transport.server";
import { attempt, type Log, retryIsDue, startWorker, type Worker } from "./worker.server";

export type AssignmentNoticesOptions = {
  db: Db;
  smtpUrl: string;
  /** The configured origin and base path ("https://codexatech.com/"): the email links there. */
  siteUrl: string;
  log: Log;
  sweepIntervalMs?: number;
  /** Attempt n+1 is due retryBaseMs × (2ⁿ − 1) after the assignment: 30 s, 1.5 min, 3.5 min, … */
  retryBaseMs?: number;
  maxAttempts?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Emails an admin when someone else assigns them a message (decision 200). The assignment's timeline
 * event is the outbox: it is written "owed" in the same transaction as the assignment, so a mail server
 * that is down, or a restart, only delays the email. A pass runs at once after each assignment (`kick`)
 * and every minute for retries; each attempt is claimed in the database, so instances never both send.
 */
export function startAssignmentNotices(options: AssignmentNoticesOptions): Worker<void> & { mail: MailSender } {
  const { db, siteUrl, log, sweepIntervalMs = 60_000, retryBaseMs = 30_000, maxAttempts = 8 } = options;
  const mail = mailSender(options.smtpUrl);
  const worker = startWorker({
    name: "assignment notices",
    everyMs: sweepIntervalMs,
    atStart: true,
    log,
    pass: async (now) => {
      const owed = await listOwedNotices(db, { since: new Date(now.getTime() - 2 * DAY_MS), maxAttempts, limit: 100 });
      for (const notice of owed) {
        if (!retryIsDue({ attempts: notice.attempts, since: notice.at, now, baseMs: retryBaseMs })) continue;
        await attempt({
          claim: async () => ((await claimNotice(db, notice.eventId, notice.attempts)) ? notice : null),
          perform: async () => {
            const settings = await getPublicSiteSettings(db);
            const from = { name: settings.companyName, address: settings.email };
            await mail.send(assignmentEmail(notice, { siteUrl, from }));
          },
          succeeded: () => markNoticeSent(db, notice.eventId),
          report: {
            deferred: (error) => log(`assignment notice ${notice.eventId} deferred (database: ${error.message})`),
            failed: (_notice, error) =>
              log(
                `assignment notice to ${notice.assigneeEmail} failed (attempt ${notice.attempts + 1} of ${maxAttempts}): ${error.message}`,
              ),
            unrecorded: (_notice, error) =>
              log(`assignment notice ${notice.eventId} sent but not recorded: ${error.message}`),
          },
        });
      }
    },
  });
  return withMail(worker, mail);
}

const holder = globalThis as typeof globalThis & { __assignmentNotices?: ReturnType<typeof startAssignmentNotices> };

/** Starts the job when SMTP_URL is set; without it nobody can be emailed, and the inbox's filters remain. */
export function startAssignmentNoticeJob(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: Log,
) {
  stopAssignmentNoticeJob();
  if (!config.SMTP_URL) return undefined;
  holder.__assignmentNotices = startAssignmentNotices({
    db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
  });
  return holder.__assignmentNotices;
}

export function stopAssignmentNoticeJob(): void {
  holder.__assignmentNotices?.stop();
  holder.__assignmentNotices = undefined;
}

/** Called after an assignment is saved: the notice goes out now rather than at the next minute. Never throws. */
export function sendAssignmentNotices(): void {
  holder.__assignmentNotices?.kick();
}
