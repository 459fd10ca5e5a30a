import type { Transporter } from "nodemailer";

/**
 * An SMTP transport for `smtpUrl`, with bounded waits so a dead server fails an attempt rather than
 * hanging it. nodemailer (~14 MB of RSS) is imported with the first email, not at start-up.
 */
export async function createMailTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
