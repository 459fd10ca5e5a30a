import { SMTPServer } from "smtp-server";

import { freePort } from "./server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * A real SMTP server on a free local port that keeps what it receives. `failNext(n)` makes the next
 * n messages fail with a temporary error, to exercise retries; `holdNext()` keeps the next one's answer back
 * until released, so a test can act while an email is on the wire.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let hold: Promise<void> | undefined;
  let arrived: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", async () => {
        arrived?.();
        arrived = undefined;
        const held = hold;
        hold = undefined;
        await held;
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    // A test's app server is stopped at its end, sometimes mid-send (newsletter confirmations go out in the
    // background); its reset connection is not a failure. Anything else still surfaces.
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    throw error;
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count: number) {
      failures = count;
    },
    holdNext() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      const onArrival = new Promise<void>((resolve) => (arrived = resolve));
      return { arrived: onArrival, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
