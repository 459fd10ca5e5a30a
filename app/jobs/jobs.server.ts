import type { Db } from "~/db/client.server";
import { purgeExpiredAudit } from "~/models/audit-log.server";
import { purgeTrashedPosts } from "~/models/blog-trash.server";
import { purgeUnconfirmedSubscribers } from "~/models/newsletter.server";
import { purgeExpiredPendingSignIns } from "~/models/pending-sign-ins.server";
import { purgeExpiredRateLimits } from "~/models/rate-limits.server";
import { purgeExpiredContactData } from "~/models/retention.server";
import { purgeExpiredSessions } from "~/models/sessions.server";
import { getAuditRetentionDays } from "~/models/site-settings.server";
import type { Config } from "~/utils/env.server";

import { startAcknowledgementJob, stopAcknowledgementJob } from "./acknowledgements.server";
import { startAssignmentNoticeJob, stopAssignmentNoticeJob } from "./assignment-notices.server";
import { startBlogScheduler } from "./blog-scheduler.server";
import { startUnansweredDigest } from "./inbox-digest.server";
import { startInboxNotifier, stopInboxNotifier } from "./inbox-notifier.server";
import { startReplyMailer, stopReplyMailer } from "./inbox-reply-mailer.server";
import { startNewsletterSenderJob, stopNewsletterSenderJob } from "./newsletter-issues.server";
import { startNewsletterMailer, stopNewsletterMailer } from "./newsletter-mailer.server";
import { startReviewNoticeJob, stopReviewNoticeJob } from "./review-notices.server";
import { startSignInNotices, stopSignInNotices } from "./sign-in-notices.server";
import { type Log, startWorker, type Stoppable } from "./worker.server";

export type JobContext = {
  config: Pick<
    Config,
    | "SMTP_URL"
    | "NOTIFY_EMAIL"
    | "origin"
    | "BASE_PATH"
    | "MESSAGE_RETENTION_MONTHS"
    | "BLOG_SCHEDULER_INTERVAL_SECONDS"
  >;
  db: Db;
  log: Log;
  /**
   * Public pages changed with no admin write behind it (a scheduled post went live, a scheduled newsletter
   * issue began sending): clear the page cache.
   */
  onContentPublished(): void;
};

export type Job = {
  name: string;
  /** Starts the job (undefined when its configuration turns it off); awaited before the next one starts. */
  start(context: JobContext): Stoppable | undefined | Promise<Stoppable | undefined>;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every background job the server runs, started in this order and stopped in reverse (decision 152). A
 * new job is a module in app/jobs/ built on `startWorker` (with `attempt` for outbox work) and one entry
 * here.
 */
export const jobs: readonly Job[] = [
  { name: "hourly upkeep", start: startHourlyUpkeep },
  {
    name: "inbox notifier",
    start: ({ config, db, log }) => {
      startInboxNotifier(config, db, log);
      return { stop: stopInboxNotifier };
    },
  },
  {
    name: "inbox reply mailer",
    start: ({ config, db, log }) => {
      startReplyMailer(config, db, log);
      return { stop: stopReplyMailer };
    },
  },
  {
    name: "assignment notices",
    start: ({ config, db, log }) => {
      startAssignmentNoticeJob(config, db, log);
      return { stop: stopAssignmentNoticeJob };
    },
  },
  {
    name: "review notices",
    start: ({ config, db, log }) => {
      startReviewNoticeJob(config, db, log);
      return { stop: stopReviewNoticeJob };
    },
  },
  {
    name: "acknowledgements",
    start: ({ config, db, log }) => {
      startAcknowledgementJob(config, db, log);
      return { stop: stopAcknowledgementJob };
    },
  },
  {
    name: "newsletter mailer",
    start: ({ config, db, log }) => {
      startNewsletterMailer(config, db, log);
      return { stop: stopNewsletterMailer };
    },
  },
  {
    name: "newsletter issues",
    start: ({ config, db, log, onContentPublished }) => {
      startNewsletterSenderJob(config, db, log, onContentPublished);
      return { stop: stopNewsletterSenderJob };
    },
  },
  {
    name: "sign-in notices",
    start: ({ config, db, log }) => {
      startSignInNotices(config, db, log);
      return { stop: stopSignInNotices };
    },
  },
  {
    name: "blog scheduler",
    start: ({ config, db, log, onContentPublished }) =>
      startBlogScheduler({
        db,
        intervalMs: config.BLOG_SCHEDULER_INTERVAL_SECONDS * 1000,
        onPublished: onContentPublished,
        log,
      }),
  },
];

/**
 * Starts `list` in order. The returned `stop()` stops them all, then waits for the passes still running, so
 * that at shutdown an email on the wire is finished and recorded before the database closes (otherwise its
 * row stayed "sending" and went out again once stale).
 */
export async function startJobs(context: JobContext, list: readonly Job[] = jobs): Promise<{ stop(): Promise<void> }> {
  const started: Stoppable[] = [];
  for (const job of list) {
    const running = await job.start(context);
    if (running) started.push(running);
  }
  return {
    async stop() {
      const stopping = started.reverse();
      for (const running of stopping) running.stop();
      await Promise.all(stopping.map((running) => running.idle?.()));
    },
  };
}

/**
 * Ended sessions, rate-limit windows, pending sign-ins and audit entries older than the audit retention
 * setting are deleted at start and hourly, so none of those tables grows for ever.
 * Contact retention, the unconfirmed-sign-up purge and the unanswered digest claim each UTC day once
 * across instances, so the hourly tick runs each at most once a day. The first pass's purges finish
 * before the server takes requests.
 */
async function startHourlyUpkeep({ config, db, log }: JobContext): Promise<Stoppable> {
  const digest = startUnansweredDigest(config, db, log);
  const purges: [name: string, purge: () => Promise<unknown>][] = [
    ["session purge", () => purgeExpiredSessions(db)],
    ["rate-limit purge", () => purgeExpiredRateLimits(db)],
    ["pending sign-in purge", () => purgeExpiredPendingSignIns(db)],
    ["contact retention purge", () => purgeExpiredContactData(db, { months: config.MESSAGE_RETENTION_MONTHS })],
    ["unconfirmed newsletter purge", () => purgeUnconfirmedSubscribers(db)],
    // The period is a setting staff change under Settings, so it is read on each pass (decision 146).
    ["audit trail purge", async () => purgeExpiredAudit(db, { days: await getAuditRetentionDays(db) })],
    // Trashed blog posts past their 30 days (decision 191); they were already off every public page.
    ["blog trash purge", () => purgeTrashedPosts(db)],
  ];
  const upkeep = startWorker({
    name: "hourly upkeep",
    everyMs: HOUR_MS,
    pass: async () => {
      for (const [name, purge] of purges)
        await purge().catch((error: Error) => log(`${name} failed: ${error.message}`));
      // Not awaited: a slow mail server must not hold up the start or the other purges.
      void digest?.run().catch((error: Error) => log(`unanswered digest failed: ${error.message}`));
    },
    log,
  });
  await upkeep.run();
  return upkeep;
}
