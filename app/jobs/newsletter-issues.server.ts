import type { Db } from "~/db/client.server";
import { mailFailureReason } from "~/features/email/mail-failure";
import { newsletterIssueEmail, type RenderedIssue, renderIssueFor } from "~/features/email/newsletter-issue";
import { issueBodyRenderer } from "~/features/newsletter/newsletter-issue-render.server";
import { getIssue } from "~/models/newsletter-issues.server";
import {
  claimDeliveries,
  claimedInLastMinute,
  dueIssueIds,
  finishSentIssues,
  hasPendingDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  queueIssue,
  releaseDeliveries,
} from "~/models/newsletter-outbox.server";
import { getNewsletterPerMinute, getPublicSiteSettings } from "~/models/site-settings.server";
import type { Locale } from "~/utils/locale";

import { type MailSender, mailSender, withMail } from "./mail-transport.server";
import { newsletterLink, newsletterLinkSecret } from "./newsletter-mailer.server";
import { type Log, startWorker, type Worker } from "./worker.server";

export type NewsletterSenderOptions = {
  db: Db;
  smtpUrl: string;
  /** Absolute URL of the site root with the base path: the footer's and List-Unsubscribe's links. */
  siteUrl: string;
  log: Log;
  tickMs?: number;
  /** A row claimed longer ago than this and not finished was left by a process that died: claimable again. */
  staleAfterMs?: number;
  /** How often scheduled issues are looked for. */
  scheduleCheckMs?: number;
  /** A scheduled issue began sending: it is now in the public archive (decision 204), so pages changed. */
  onIssuePublished?: () => void;
};

/** The most one pass claims, whatever the rate: the rest waits for the next tick. */
const MAX_BATCH = 50;

/**
 * Sends newsletter issues through their outbox (decision 202). Each tick (1 s) queues scheduled issues that
 * are due, then claims as many deliveries as the per-minute setting leaves for this second (measured over
 * every instance's claims in the last minute), sends them one by one, and records each as soon as the mail
 * server has answered. Stopping finishes the email in flight and puts the rest of its claim back.
 */
export function startNewsletterSender(options: NewsletterSenderOptions): Worker<number> & { mail: MailSender } {
  const { db, siteUrl, log, tickMs = 1_000, staleAfterMs = 10 * 60_000, scheduleCheckMs = 15_000 } = options;
  const mail = mailSender(options.smtpUrl, { pool: true });
  const render = issueBodyRenderer(siteUrl);
  let stopping = false;
  let lastScheduleCheck = 0;

  const pass = async (now: Date): Promise<number> => {
    if (stopping) return 0;
    if (now.getTime() - lastScheduleCheck >= scheduleCheckMs) {
      lastScheduleCheck = now.getTime();
      let published = 0;
      for (const id of await dueIssueIds(db, now)) if ((await queueIssue(db, id, now)) !== null) published++;
      if (published > 0) options.onIssuePublished?.();
    }
    if (!(await hasPendingDeliveries(db))) return 0;
    const perMinute = await getNewsletterPerMinute(db);
    const perTick = Math.max(1, Math.ceil((perMinute * tickMs) / 60_000));
    const budget = Math.min(perTick, MAX_BATCH, perMinute - (await claimedInLastMinute(db, now)));
    const claimed = await claimDeliveries(db, { limit: budget, staleBefore: new Date(now.getTime() - staleAfterMs) });
    if (claimed.length === 0) {
      await finishSentIssues(db, now);
      return 0;
    }
    const [settings, secret] = await Promise.all([getPublicSiteSettings(db), newsletterLinkSecret(db)]);
    const from = { name: settings.companyName, address: settings.email };
    const rendered = new Map<string, RenderedIssue | null>();
    const issueFor = async (issueId: string, locale: Locale) => {
      const key = `${issueId}:${locale}`;
      if (!rendered.has(key)) {
        const issue = await getIssue(db, issueId);
        rendered.set(key, issue ? renderIssueFor(issue, locale, render) : null);
      }
      return rendered.get(key) ?? null;
    };
    let sent = 0;
    for (const [index, delivery] of claimed.entries()) {
      if (stopping) {
        await releaseDeliveries(
          db,
          claimed.slice(index).map((row) => row.id),
        );
        break;
      }
      const issue = await issueFor(delivery.issueId, delivery.locale);
      if (!issue) continue;
      const unsubscribeUrl = newsletterLink(
        siteUrl,
        secret,
        "unsubscribe",
        delivery.subscriberId,
        Date.now(),
        delivery.locale,
      );
      try {
        await mail.send(
          newsletterIssueEmail({ issue, from, to: delivery.email, unsubscribeUrl, locale: delivery.locale }),
        );
      } catch (error) {
        log(`newsletter delivery ${delivery.id} failed: ${(error as Error).message}`);
        await markDeliveryFailed(db, delivery.id, mailFailureReason(error));
        continue;
      }
      // Right after the server accepted it: only a crash between these two lines can send it twice.
      await markDeliverySent(db, delivery.id);
      sent++;
    }
    await finishSentIssues(db, new Date());
    return sent;
  };

  const worker = startWorker({ name: "newsletter issues", everyMs: tickMs, atStart: true, log, pass });
  const withStop = {
    ...worker,
    stop() {
      stopping = true;
      worker.stop();
    },
  };
  return withMail(withStop, mail);
}

const holder = globalThis as typeof globalThis & { __newsletterSender?: ReturnType<typeof startNewsletterSender> };

/** Starts the sender when SMTP_URL is set; without it issues can be written and previewed, not sent. */
export function startNewsletterSenderJob(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: Log,
  onIssuePublished?: () => void,
) {
  stopNewsletterSenderJob();
  if (!config.SMTP_URL) return undefined;
  holder.__newsletterSender = startNewsletterSender({
    db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
    onIssuePublished,
  });
  return holder.__newsletterSender;
}

export function stopNewsletterSenderJob(): void {
  holder.__newsletterSender?.stop();
  holder.__newsletterSender = undefined;
}

/** Called after an issue is queued: the first emails go now rather than at the next tick. Never throws. */
export function sendNewsletterNow(): void {
  holder.__newsletterSender?.kick();
}

/** The running sender's mail transport, for a test-send to oneself; null without SMTP_URL. */
export function newsletterMail(): MailSender | null {
  return holder.__newsletterSender?.mail ?? null;
}
