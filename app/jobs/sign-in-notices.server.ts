import type { Db } from "~/db/client.server";
import { describeUserAgent } from "~/features/account/user-agent";
import { COMMAND_LINE, type SignInChange, type SignInNotice, signInNoticeEmail } from "~/features/email/sign-in-notice";
import { getSessionUserAgent } from "~/models/sessions.server";
import { getMailSender } from "~/models/site-settings.server";

import { type MailSender, mailSender } from "./mail-transport.server";
import type { Log } from "./worker.server";

// Sign-in notices (decision 145): an email to the admin a sign-in change concerns, with the time, the
// device and what to do if it was not them. Sent in the background: the change itself never waits for
// the mail server, and never fails because of it.

export type SignInNoticesOptions = {
  db: Db;
  smtpUrl: string;
  /** The configured origin and base path, e.g. "https://codexatech.com/". */
  siteUrl: string;
  log: Log;
  /** A failed send is tried again after retryMs, then 3 × retryMs; then it is logged and dropped. */
  retryMs?: number;
  maxAttempts?: number;
};

/**
 * The queue of notices: in memory, one send at a time, a few retries with growing waits. A notice not
 * sent in the end (or lost with the process) is logged or gone; the change itself is in the audit trail
 * either way (decision 145).
 */
export class SignInNotices {
  private readonly queue: { notice: SignInNotice; attempt: number }[] = [];
  private draining: Promise<void> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly mail: MailSender;
  private readonly options: Required<SignInNoticesOptions>;

  constructor(options: SignInNoticesOptions) {
    this.options = { retryMs: 30_000, maxAttempts: 3, ...options };
    this.mail = mailSender(this.options.smtpUrl);
  }

  /** Queues a notice; returns at once and never throws. */
  enqueue(notice: SignInNotice, attempt = 1): void {
    this.queue.push({ notice, attempt });
    this.drain();
  }

  /** Resolves once nothing is queued, being sent or waiting for a retry (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.draining || this.timers.size > 0) {
      if (this.draining) await this.draining;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.mail.close();
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      for (let next = this.queue.shift(); next; next = this.queue.shift())
        await this.attempt(next.notice, next.attempt);
    })().finally(() => {
      this.draining = null;
    });
  }

  private async attempt(notice: SignInNotice, attempt: number): Promise<void> {
    const { db, siteUrl, log, retryMs, maxAttempts } = this.options;
    const what = `sign-in notice (${notice.change.kind}) to ${notice.to}`;
    try {
      // Not the public settings: those build asset URLs from Vite's env, which the admin CLI has not.
      const [sender, userAgent] = await Promise.all([
        getMailSender(db),
        notice.by ? getSessionUserAgent(db, notice.by.sessionId) : null,
      ]);
      const device = notice.by ? describeUserAgent(userAgent) : COMMAND_LINE;
      const email = signInNoticeEmail(notice, { device, companyName: sender.name, siteUrl });
      await this.mail.send({ from: sender, to: notice.to, ...email });
    } catch (error) {
      if (attempt >= maxAttempts) {
        log(`${what} not sent after ${attempt} attempts: ${(error as Error).message}`);
        return;
      }
      log(`${what} failed (attempt ${attempt} of ${maxAttempts}, will retry): ${(error as Error).message}`);
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.enqueue(notice, attempt + 1);
        },
        retryMs * (2 ** attempt - 1),
      );
      timer.unref();
      this.timers.add(timer);
    }
  }
}

const holder = globalThis as typeof globalThis & { __signInNotices?: SignInNotices };

/** Starts the notices when SMTP_URL is set; without it none is sent, and that is logged once here. */
export function startSignInNotices(
  config: { SMTP_URL?: string; origin: string; BASE_PATH: string },
  db: Db,
  log: Log,
  options: Pick<SignInNoticesOptions, "retryMs" | "maxAttempts"> = {},
): SignInNotices | undefined {
  stopSignInNotices();
  if (!config.SMTP_URL) {
    log("SMTP_URL is not set: admins are not emailed about changes to their sign-in.");
    return undefined;
  }
  const notices = new SignInNotices({
    db,
    smtpUrl: config.SMTP_URL,
    siteUrl: `${config.origin}${config.BASE_PATH}`,
    log,
    ...options,
  });
  holder.__signInNotices = notices;
  return notices;
}

export function stopSignInNotices(): void {
  holder.__signInNotices?.stop();
  holder.__signInNotices = undefined;
}

/** Called after a sign-in change is stored; returns at once. */
export function noticeSignInChange(notice: SignInNotice): void {
  holder.__signInNotices?.enqueue(notice);
}

/** A change the signed-in admin made: told to `to` (their own address unless named), now. */
export function noticeFromSession(
  admin: { email: string; sessionId: string },
  change: SignInChange,
  to: string = admin.email,
): void {
  noticeSignInChange({ change, to, by: { email: admin.email, sessionId: admin.sessionId }, at: new Date() });
}
