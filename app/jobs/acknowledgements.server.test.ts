import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminUsers, contactAcknowledgement, contactMessages } from "~/db/schema";
import { DEFAULT_ACKNOWLEDGEMENT } from "~/features/inbox/acknowledgement";
import { createAdmin } from "~/models/admin-users.server";
import { getAcknowledgement, saveAcknowledgement } from "~/models/contact-acknowledgement.server";
import { createInboxMessage } from "~/models/inbox-intake.server";
import { createReply } from "~/models/inbox-replies.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { cheapPasswordHashing } from "../../tests/support/password-cost";
import { startTestSmtp } from "../../tests/support/smtp";
import { startAcknowledgements } from "./acknowledgements.server";
import { ReplyMailer } from "./inbox-reply-mailer.server";

cheapPasswordHashing();

/** A header's value from a raw message (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
}

/** A raw message's text as a mail program shows it (quoted-printable or base64 undone). */
function bodyOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(body, "base64").toString("utf8");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const visitor = {
  name: "Rahim Uddin",
  email: "rahim@example.test",
  subject: "Website quote",
  message: "Hello,\nhow much?",
};

describe.each(testDrivers())("acknowledgement emails on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(contactAcknowledgement);
    smtp.received.length = 0;
    logs.length = 0;
  });

  const job = () =>
    startAcknowledgements({
      db: database.db,
      smtpUrl: smtp.url,
      host: "codexatech.test",
      log: (line) => logs.push(line),
      sweepIntervalMs: 3_600_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });

  async function turnOn(bengali = DEFAULT_ACKNOWLEDGEMENT.translations) {
    const saved = await saveAcknowledgement(database.db, 0, {
      enabled: true,
      body: "Dear {name}, {company} received “{subject}”.",
      translations: bengali,
    });
    expect(saved.ok).toBe(true);
  }

  it("is off until staff turn it on: a message stored meanwhile is owed nothing", async () => {
    expect((await getAcknowledgement(database.db)).enabled).toBe(false);
    await createInboxMessage(database.db, visitor, { spam: false });
    const acks = job();
    await acks.run();
    acks.stop();
    expect(smtp.received).toHaveLength(0);
  });

  it("sends one, in the page's language, with the Message-ID staff replies then cite", async () => {
    await turnOn();
    const { id } = await createInboxMessage(database.db, visitor, { spam: false }, undefined, "bn");
    const acks = job();
    await acks.run();
    await acks.run();
    acks.stop();

    expect(smtp.received).toHaveLength(1);
    const ack = smtp.received[0]!;
    expect(ack.to).toEqual(["rahim@example.test"]);
    const ackId = header(ack.raw, "Message-ID");
    expect(ackId).toBe(`<contact-${id}@codexatech.test>`);
    expect(header(ack.raw, "Auto-Submitted")).toBe("auto-replied");
    const text = bodyOf(ack.raw);
    expect(text).toContain("প্রিয় Rahim Uddin,");
    expect(text).toContain("“Website quote”");
    expect(text).toContain("আপনার বার্তা:\n> Hello,\n> how much?");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ackStatus: "sent", ackAttempts: 1 });

    // A staff reply threads under it.
    await database.db.delete(adminUsers);
    const admin = await createAdmin(database.db, { email: "ayesha@example.test", password: "long enough password 1" });
    const mailer = new ReplyMailer({
      db: database.db,
      smtpUrl: smtp.url,
      host: "codexatech.test",
      log: (line) => logs.push(line),
      sweepIntervalMs: 3_600_000,
    });
    const reply = (await createReply(
      database.db,
      id,
      "Here is a quote.",
      { userId: admin.id, email: admin.email },
      "codexatech.test",
    ))!;
    expect(await mailer.deliver(reply.id)).toEqual({ status: "sent" });
    mailer.stop();
    const answer = smtp.received[1]!;
    expect(header(answer.raw, "In-Reply-To")).toBe(ackId);
    expect(header(answer.raw, "References")).toContain(ackId!);
  });

  it("falls back to English where the Bengali is not written, and sends spam nothing", async () => {
    await turnOn({});
    await createInboxMessage(database.db, visitor, { spam: false }, undefined, "bn");
    await createInboxMessage(
      database.db,
      { ...visitor, email: "bot@example.test" },
      { spam: true, reason: "honeypot" },
    );
    const acks = job();
    await acks.run();
    acks.stop();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["rahim@example.test"]]);
    expect(bodyOf(smtp.received[0]!.raw)).toContain("Dear Rahim Uddin,");
  });

  it("retries a refused send and never sends twice, even with two instances", async () => {
    await turnOn();
    const { id } = await createInboxMessage(database.db, visitor, { spam: false });
    smtp.failNext(1);
    const one = job();
    const two = job();
    await Promise.all([one.run(), two.run()]);
    expect(smtp.received).toHaveLength(0);
    expect(logs.filter((line) => line.includes("failed (attempt 1 of 3)"))).toHaveLength(1);
    const later = new Date(Date.now() + 2_000);
    await Promise.all([one.run(later), two.run(later)]);
    one.stop();
    two.stop();
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0]!.raw, "Message-ID")).toBe(`<contact-${id}@codexatech.test>`);
  });

  it("sends none for a message marked as spam before it went out", async () => {
    await turnOn();
    const { id } = await createInboxMessage(database.db, visitor, { spam: false });
    await database.db.update(contactMessages).set({ spam: true }).where(eq(contactMessages.id, id));
    const acks = job();
    await acks.run();
    acks.stop();
    expect(smtp.received).toHaveLength(0);
  });
});
