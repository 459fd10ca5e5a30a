import type { Db } from "~/db/client.server";
import { confirmationEmail } from "~/features/email/newsletter";
import { type NewsletterLinkPurpose, signNewsletterLink } from "~/features/newsletter/newsletter-links.server";
import { claimConfirmation, listOwedConfirmations, releaseConfirmation } from "~/models/newsletter.server";
import { getServerSecret } from "~/models/server-secrets.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { defaultLocale, type Locale, localizePath } from "~/utils/locale";

import { type MailSender, mailSender } from "./mail-transport.server";
import { attempt, startWorker, type Worker } from "./worker.server";

/** The server secret that signs confirmation and unsubscribe links. */
export const NEWSLETTER_LINK_SECRET = "newsletter-links";

export function newsletterLinkSecret(db: Db): Promise<Buffer> {
  return getServerSecret(db, NEWSLETTER_LINK_SECRET);
}

/**
 * The absolute, signed link for `purpose` ("https://codexatech.com/newsletter/confirm?token=…"), to the
 * page in the subscriber's language ("…/bn/newsletter/confirm?token=…").
 */
export function newsletterLink(
  siteUrl: string,
  secret: Buffer,
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
  now = Date.now(),
  locale: Locale = defaultLocale,
): string {
  const url = new URL(localizePath(`/newsletter/${purpose}`, locale).slice(1), siteUrl);
  url.searchParams.set("token", signNewsletterLink(secret, purpose, subscriberId, now));
  return url.toString();
}

export type NewsletterMailerOptions = {
  db: Db;
  smtpUrl: string;
  /** Absolute URL of the site root with the base path ("https://codexatech.com/acme/"). */
  siteUrl: string;
  log: (message: string) => void;
  sweepIntervalMs?: number;
};

/**
 * Sends owed confirmation emails. The sign-up only marks one as owed and returns (so the answer takes
 * the same time whether or not the address was already subscribed); `kick()` then sends in the
 * background, and a periodic sweep picks up what failed or what another process left. Each send is
 * claimed in the database, so instances never both send it.
 */
export class NewsletterMailer {
  private readonly mail: MailSender;
  private readonly worker: Worker<void>;
  private readonly options: Required<NewsletterMailerOptions>;

  constructor(options: NewsletterMailerOptions) {
    this.options = { sweepIntervalMs: 60_000, ...options };
    this.mail = mailSender(this.options.smtpUrl);
    this.worker = startWorker({
      name: "newsletter confirmation sweep",
      everyMs: this.options.sweepIntervalMs,
      pass: () => this.sendOwed(),
      log: this.options.log,
    });
  }

  /** Sends whatever is owed, in the background; never throws. */
  kick(): void {
    this.worker.kick();
  }

  /** Resolves once nothing is being sent (for tests and shutdown). */
  idle(): Promise<void> {
    return this.worker.idle();
  }

  stop(): void {
    this.worker.stop();
    this.mail.close();
  }

  private async sendOwed(): Promise<void> {
    const { db, log } = this.options;
    let owed: string[];
    try {
      owed = await listOwedConfirmations(db);
    } catch (error) {
      log(`newsletter confirmation sweep failed: ${(error as Error).message}`);
      return;
    }
    for (const id of owed) await this.send(id);
  }

  private async send(id: string): Promise<void> {
    const { db, log, siteUrl } = this.options;
    await attempt({
      claim: () => claimConfirmation(db, id),
      perform: async (claimed) => {
        const [secret, settings] = await Promise.all([newsletterLinkSecret(db), getPublicSiteSettings(db)]);
        await this.mail.send(
          confirmationEmail({
            from: { name: settings.companyName, address: settings.email },
            to: claimed.email,
            locale: claimed.locale,
            confirmUrl: newsletterLink(siteUrl, secret, "confirm", claimed.id, Date.now(), claimed.locale),
            unsubscribeUrl: newsletterLink(siteUrl, secret, "unsubscribe", claimed.id, Date.now(), claimed.locale),
          }),
        );
      },
      // The claim marked it sent; a failure gives it back for the next sweep.
      failed: () => releaseConfirmation(db, id),
      report: {
        deferred: (error) => log(`newsletter confirmation ${id} deferred (database: ${error.message})`),
        failed: (_claimed, error) => log(`newsletter confirmation ${id} failed, will retry: ${error.message}`),
        unrecorded: () => {},
      },
    });
  }
}

const holder = globalThis as typeof globalThis & { __newsletterMailer?: NewsletterMailer };

/** Starts the mailer when SMTP_URL is set; without it, confirmations stay owed until it is. */
export function startNewsletterMailer(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: (message: string) => void,
): NewsletterMailer | undefined {
  stopNewsletterMailer();
  if (!config.SMTP_URL) return undefined;
  const mailer = new NewsletterMailer({
    db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
  });
  holder.__newsletterMailer = mailer;
  mailer.kick();
  return mailer;
}

export function stopNewsletterMailer(): void {
  holder.__newsletterMailer?.stop();
  holder.__newsletterMailer = undefined;
}

/** Called after a sign-up owes a confirmation; returns at once. */
export function sendOwedConfirmations(): void {
  holder.__newsletterMailer?.kick();
}
