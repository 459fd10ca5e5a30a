// What staff read when an email could not be sent (issue 31): a mail server that never answered (refused
// connection, time-out, DNS) is one plain sentence, not "connect ECONNREFUSED 127.0.0.1:587"; a server that
// answered and refused gets its own words, on one short line, since they say what to fix.

export const MAIL_SERVER_SILENT = "The mail server did not answer";

const REFUSAL_MAX = 120;

/** The reason an SMTP send failed, in words staff can act on. */
export function mailFailureReason(error: unknown): string {
  const { responseCode, response } = (error ?? {}) as { responseCode?: unknown; response?: unknown };
  if (typeof responseCode !== "number" || typeof response !== "string") return MAIL_SERVER_SILENT;
  const line = response.split(/\r?\n/, 1)[0]!.replace(/\s+/g, " ").trim();
  if (line === "") return MAIL_SERVER_SILENT;
  const short = line.length > REFUSAL_MAX ? `${line.slice(0, REFUSAL_MAX - 1).trimEnd()}…` : line;
  return `The mail server refused it: ${short}`;
}
