import type { Db } from "~/db/client.server";
import { DIGEST_MAX_LISTED, digestEmail } from "~/features/email/unanswered-digest";
import { claimDigestDay, listDigestRecipients, releaseDigestDay } from "~/models/inbox-digest.server";
import { countUnanswered, listUnanswered } from "~/models/leads-overview.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";

import { mailSender } from "./mail-transport.server";

export type DigestMail = { from: { name: string; address: string }; to: string; subject: string; text: string };

export type DigestRun = { ran: false } | { ran: true; messages: number; sent: number; failed: number };

/**
 * Once per UTC day across instances (decision 107): claims the day, then emails every opted-in admin
 * the messages unanswered for more than 24 hours at `now`; nothing when there are none. A run whose
 * every mail failed gives the day back, so the next hourly tick tries again.
 */
export async function runUnansweredDigest({
  db,
  now = new Date(),
  siteUrl,
  send,
  log,
}: {
  db: Db;
  now?: Date;
  /** The configured origin and base path, e.g. "https://codexatech.com/". */
  siteUrl: string;
  send: (mail: DigestMail) => Promise<void>;
  log: (message: string) => void;
}): Promise<DigestRun> {
  if (!(await claimDigestDay(db, now))) return { ran: false };
  const [total, recipients] = await Promise.all([countUnanswered(db, now), listDigestRecipients(db)]);
  if (total === 0 || recipients.length === 0) return { ran: true, messages: total, sent: 0, failed: 0 };
  const [messages, settings] = await Promise.all([
    listUnanswered(db, now, DIGEST_MAX_LISTED),
    getPublicSiteSettings(db),
  ]);
  const email = digestEmail({ messages, total, siteUrl, companyName: settings.companyName, now });
  let sent = 0;
  let failed = 0;
  for (const to of recipients) {
    try {
      await send({ from: { name: settings.companyName, address: settings.email }, to, ...email });
      sent++;
    } catch (error) {
      failed++;
      log(`unanswered digest to ${to} failed: ${(error as Error).message}`);
    }
  }
  if (sent === 0)
    await releaseDigestDay(db, now).catch((error: Error) =>
      log(`unanswered digest: could not release the day: ${error.message}`),
    );
  return { ran: true, messages: total, sent, failed };
}

export type UnansweredDigest = { run(now?: Date): Promise<DigestRun> };

/**
 * The digest job for the server's hourly tick, or null without SMTP_URL: then nothing is sent, and
 * that is logged once here rather than every hour.
 */
export function startUnansweredDigest(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: (message: string) => void,
): UnansweredDigest | null {
  if (!config.SMTP_URL) {
    log("SMTP_URL is not set: the daily digest of unanswered messages is not sent.");
    return null;
  }
  const siteUrl = `${config.origin}${config.BASE_PATH}`;
  const mail = mailSender(config.SMTP_URL);
  return { run: (now = new Date()) => runUnansweredDigest({ db, now, siteUrl, send: mail.send, log }) };
}
