import type { SendMailOptions, Transporter } from "nodemailer";

/**
 * An SMTP transport for `smtpUrl`, with bounded waits so a dead server fails an attempt rather than
 * hanging it. nodemailer (~14 MB of RSS) is imported with the first email, not at start-up.
 */
export async function createMailTransport(smtpUrl: string, { pool = false } = {}): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    // A pooled transport keeps its one connection open between emails (nodemailer reopens it when the
    // server drops it): for a batch sender, which otherwise paid a new connection and greeting per email.
    ...(pool ? { pool: true, maxConnections: 1 } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type MailSender = {
  /** Sends one email; rejects with the mail server's reason. */
  send(mail: SendMailOptions): Promise<void>;
  /** Closes the transport, if one was made; never throws. */
  close(): void;
};

/**
 * What each job sends through: the transport is made with its first email, and reused after. `pool` keeps
 * the connection open between emails (the newsletter sender's thousands).
 */
export function mailSender(smtpUrl: string, options: { pool?: boolean } = {}): MailSender {
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail) {
      transport ??= createMailTransport(smtpUrl, options);
      await (await transport).sendMail(mail);
    },
    close() {
      void transport?.then(
        (made) => made.close(),
        () => {},
      );
    },
  };
}

/**
 * A job's worker with the sender it owns: stopping the job closes its transport once the pass in flight is
 * done. Closed at once, the pool refused an email that pass had already begun ("Connection pool was closed"),
 * and the newsletter recorded a failure that needed a manual retry.
 */
export function withMail<W extends { stop(): void; idle(): Promise<void> }>(
  worker: W,
  mail: MailSender,
): W & { mail: MailSender } {
  return {
    ...worker,
    mail,
    stop() {
      worker.stop();
      void worker.idle().finally(() => mail.close());
    },
  };
}
