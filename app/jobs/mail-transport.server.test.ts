import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestSmtp } from "../../tests/support/smtp";
import { mailSender, withMail } from "./mail-transport.server";
import { startWorker } from "./worker.server";

describe("withMail", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("closes the transport only after the pass in flight, so an email that pass sends after stop() still goes", async () => {
    const mail = mailSender(smtp.url, { pool: true });
    const email = (to: string) => ({ from: "site@example.test", to, subject: "Hello", text: "Hello" });
    let releasePass!: () => void;
    const paused = new Promise<void>((resolve) => (releasePass = resolve));
    const job = withMail(
      startWorker({
        name: "mailing job",
        everyMs: 3_600_000,
        log: () => {},
        pass: async () => {
          await mail.send(email("first@example.test"));
          // The newsletter sender's pass reads the database between its check for a stop and its send.
          await paused;
          await mail.send(email("second@example.test"));
        },
      }),
      mail,
    );
    const pass = job.run();
    await expect.poll(() => smtp.received.length).toBe(1);
    job.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    releasePass();
    await pass;
    expect(smtp.received.flatMap((received) => received.to)).toEqual(["first@example.test", "second@example.test"]);
    await job.idle();
  });
});
