import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { companyDefaults } from "~/content/company";
import { adminUsers, contactMessageReplies, contactMessages } from "~/db/schema";
import { auditSentence } from "~/features/audit/audit-sentences";
import { ReplyMailer } from "~/jobs/inbox-reply-mailer.server";
import { createAdmin } from "~/models/admin-users.server";
import { listRecentAudit } from "~/models/audit-log.server";
import { getMessage } from "~/models/inbox.server";
import { createReply, getReply, listUndelivered } from "~/models/inbox-replies.server";
import { getTimeline } from "~/models/inbox-workflow.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { freePort } from "../support/server";
import { startTestSmtp } from "../support/smtp";

/** A header's value from a raw message (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
}

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("email replies on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let mailer: ReplyMailer;
  let author: { userId: string; email: string };
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
    await database.db.delete(adminUsers);
    smtp.received.length = 0;
    logs.length = 0;
    const admin = await createAdmin(database.db, { email: "ayesha@example.test", password: "long enough password 1" });
    author = { userId: admin.id, email: admin.email };
    mailer = new ReplyMailer({
      db: database.db,
      smtpUrl: smtp.url,
      host: "site.test",
      log: (line) => logs.push(line),
      sweepIntervalMs: 3_600_000,
    });
  });
  afterEach(() => mailer.stop());

  async function message() {
    const [row] = await database.db
      .insert(contactMessages)
      .values({
        name: "Rahim Uddin",
        email: "rahim@example.test",
        subject: "Website quote",
        message: "Hello,\nhow much for a site?",
      })
      .returning();
    return row!;
  }

  it("sends a stored reply with Reply-To and threading headers, marks it sent and the message Replied", async () => {
    const { id } = await message();
    const first = (await createReply(database.db, id, "Thanks Rahim, a quote follows.", author, "site.test"))!;
    expect(first.status).toBe("sending");
    expect(await mailer.deliver(first.id)).toEqual({ status: "sent" });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["rahim@example.test"]);
    expect(mail.from).toBe(companyDefaults.email);
    expect(header(mail.raw, "Reply-To")).toBe("ayesha@example.test");
    expect(header(mail.raw, "Subject")).toBe("Re: Website quote");
    expect(header(mail.raw, "Message-ID")).toBe(`<reply-${first.id}@site.test>`);
    expect(header(mail.raw, "In-Reply-To")).toBe(`<contact-${id}@site.test>`);
    expect(header(mail.raw, "References")).toBe(`<contact-${id}@site.test>`);
    expect(mail.raw).toContain("Thanks Rahim, a quote follows.");
    expect(mail.raw).toContain("> how much for a site?");

    expect(await getReply(database.db, first.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await getMessage(database.db, id))?.status).toBe("replied");
    const timeline = await getTimeline(database.db, id);
    expect(timeline.filter((entry) => entry.kind !== "received").map((entry) => entry.kind)).toEqual([
      "reply",
      "status",
    ]);
    expect(timeline.find((entry) => entry.kind === "reply")).toMatchObject({
      actor: author.email,
      status: "sent",
      body: "Thanks Rahim, a quote follows.",
    });

    // A second reply cites the first in References; sending it again does nothing.
    const second = (await createReply(database.db, id, "Any questions?", author, "site.test"))!;
    expect(await mailer.deliver(second.id)).toEqual({ status: "sent" });
    expect(header(smtp.received[1]!.raw, "References")).toBe(`<contact-${id}@site.test> <reply-${first.id}@site.test>`);
    expect(await mailer.deliver(second.id)).toEqual({ status: "skipped" });
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps a reply as failed with the reason while SMTP refuses it, then delivers it on retry", async () => {
    const { id } = await message();
    const reply = (await createReply(database.db, id, "Sorry for the wait.", author, "site.test"))!;
    smtp.failNext(1);
    const result = await mailer.deliver(reply.id);
    expect(result).toMatchObject({ status: "failed" });
    expect((result as { reason: string }).reason).toBe(
      "The mail server refused it: 451 Mailbox temporarily unavailable",
    );
    expect(await getReply(database.db, reply.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "The mail server refused it: 451 Mailbox temporarily unavailable",
    });
    expect((await getMessage(database.db, id))?.status).toBe("new");
    expect(logs.join("\n")).toMatch(/reply .* failed/);

    // The sweep waits for the back-off, then sends it.
    await mailer.sweep(new Date(reply.createdAt.getTime() + 1_000));
    expect(smtp.received).toHaveLength(0);
    await mailer.sweep(new Date(reply.createdAt.getTime() + 61_000));
    expect(smtp.received).toHaveLength(1);
    expect(await getReply(database.db, reply.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect((await getMessage(database.db, id))?.status).toBe("replied");
    // Nobody watched the retry that worked: the timeline and the audit trail say it happened.
    expect((await getTimeline(database.db, id)).filter((entry) => entry.kind === "reply_retried")).toEqual([
      { kind: "reply_retried", at: expect.any(Date), attempt: 2 },
    ]);
    const audit = (await listRecentAudit(database.db, 50)).filter((entry) => entry.action === "reply_retried");
    expect(audit).toMatchObject([
      { actorEmail: null, entity: "contact_message", entityId: id, details: { reply: reply.id, attempt: 2 } },
    ]);
    expect(auditSentence(audit[0]!)).toBe("An automatic retry sent the reply to 'Website quote' (attempt 2)");
  });

  it("writes nothing extra when a person's own send or Retry now works", async () => {
    const { id } = await message();
    const reply = (await createReply(database.db, id, "Straight through", author, "site.test"))!;
    smtp.failNext(1);
    await mailer.deliver(reply.id);
    expect(await mailer.deliver(reply.id)).toEqual({ status: "sent" });
    expect((await getTimeline(database.db, id)).some((entry) => entry.kind === "reply_retried")).toBe(false);
    expect(
      (await listRecentAudit(database.db, 50)).some(
        (entry) => entry.action === "reply_retried" && entry.entityId === id,
      ),
    ).toBe(false);
  });

  it("stores the reply as failed when no SMTP server answers at all, and a retry delivers it", async () => {
    const { id } = await message();
    const down = new ReplyMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      host: "site.test",
      log: () => {},
      sweepIntervalMs: 3_600_000,
    });
    const reply = (await createReply(database.db, id, "Hello again", author, "site.test"))!;
    try {
      expect(await down.deliver(reply.id)).toMatchObject({
        status: "failed",
        reason: "The mail server did not answer",
      });
    } finally {
      down.stop();
    }
    expect(await getReply(database.db, reply.id)).toMatchObject({
      status: "failed",
      lastError: "The mail server did not answer",
    });
    const pending = await listUndelivered(database.db, { maxAttempts: 8, stuckBefore: new Date(), limit: 10 });
    expect(pending.map((row) => row.id)).toEqual([reply.id]);
    expect(await mailer.deliver(reply.id)).toEqual({ status: "sent" });
    expect(smtp.received).toHaveLength(1);
  });

  it("deletes replies with their message", async () => {
    const { id } = await message();
    await createReply(database.db, id, "Bye", author, "site.test");
    await database.db.delete(contactMessages).where(eq(contactMessages.id, id));
    expect(await database.db.select().from(contactMessageReplies)).toEqual([]);
    expect(await createReply(database.db, id, "Too late", author, "site.test")).toBeNull();
  });
});
