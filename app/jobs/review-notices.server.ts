import type { Db } from "~/db/client.server";
import { postReviewEmail } from "~/features/email/post-review";
import {
  claimReviewNotice,
  listOwedReviewNotices,
  markReviewNoticeSent,
  type OwedReviewNotice,
  reviewerEmails,
} from "~/models/blog-review.server";
import { getMailSender } from "~/models/site-settings.server";

import { type MailSender, mailSender } from "./mail-transport.server";
import { type Log, retryIsDue, startWorker, type Worker } from "./worker.server";

/** Who a review step is told to: the reviewers when submitted, else the post's writer. */
async function recipientsOf(db: Db, notice: OwedReviewNotice): Promise<string[]> {
  if (notice.step === "submitted") return reviewerEmails(db, notice.byEmail);
  return notice.writerEmail && notice.writerEmail !== notice.byEmail ? [notice.writerEmail] : [];
}

/**
 * Sends the review emails a post owes (decision 182), as the assignment notices do (decision 200): at once
 * after a step (`kickReviewNotices`) and every minute for retries, each try claimed in the database.
 */
export function startReviewNotices(options: {
  db: Db;
  smtpUrl: string;
  siteUrl: string;
  log: Log;
  sweepIntervalMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
}): Worker<void> & { mail: MailSender } {
  const { db, siteUrl, log, sweepIntervalMs = 60_000, retryBaseMs = 30_000, maxAttempts = 8 } = options;
  const mail = mailSender(options.smtpUrl);
  const worker = startWorker({
    name: "review notices",
    everyMs: sweepIntervalMs,
    atStart: true,
    log,
    pass: async (now) => {
      for (const notice of await listOwedReviewNotices(db, maxAttempts)) {
        if (!retryIsDue({ attempts: notice.attempts, since: notice.at, now, baseMs: retryBaseMs })) continue;
        if (!(await claimReviewNotice(db, notice))) continue;
        try {
          const from = await getMailSender(db);
          const email = postReviewEmail(notice, siteUrl);
          for (const to of await recipientsOf(db, notice)) await mail.send({ from, to, ...email });
          await markReviewNoticeSent(db, notice);
        } catch (error) {
          log(
            `review notice for post ${notice.postId} failed (attempt ${notice.attempts + 1}): ${(error as Error).message}`,
          );
        }
      }
    },
  });
  return {
    ...worker,
    mail,
    stop() {
      worker.stop();
      mail.close();
    },
  };
}

const holder = globalThis as typeof globalThis & { __reviewNotices?: ReturnType<typeof startReviewNotices> };

export function startReviewNoticeJob(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: Log,
) {
  stopReviewNoticeJob();
  if (!config.SMTP_URL) return undefined;
  holder.__reviewNotices = startReviewNotices({
    db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
  });
  return holder.__reviewNotices;
}

export function stopReviewNoticeJob(): void {
  holder.__reviewNotices?.stop();
  holder.__reviewNotices = undefined;
}

/** After a review step is saved: its email goes now rather than at the next minute. Never throws. */
export function kickReviewNotices(): void {
  holder.__reviewNotices?.kick();
}
