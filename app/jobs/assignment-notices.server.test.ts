import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contactMessageEvents, contactMessages } from "~/db/schema";
import { createAdmin } from "~/models/admin-users.server";
import { updateWorkflow } from "~/models/inbox-workflow.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { cheapPasswordHashing } from "../../tests/support/password-cost";
import { startTestSmtp } from "../../tests/support/smtp";
import { startAssignmentNotices } from "./assignment-notices.server";

cheapPasswordHashing();

/** A raw message's text as a mail program shows it (quoted-printable undone). */
function bodyOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(testDrivers())("assignment notices on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let ayesha: { userId: string; email: string };
  let karim: { userId: string; email: string };
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    const a = await createAdmin(database.db, { email: "ayesha@example.test", password: "long enough password 1" });
    const k = await createAdmin(database.db, { email: "karim@example.test", password: "long enough password 1" });
    ayesha = { userId: a.id, email: a.email };
    karim = { userId: k.id, email: k.email };
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    smtp.received.length = 0;
    logs.length = 0;
  });

  const job = () =>
    startAssignmentNotices({
      db: database.db,
      smtpUrl: smtp.url,
      siteUrl: "https://codexatech.test/",
      log: (line) => logs.push(line),
      sweepIntervalMs: 3_600_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });

  async function message(subject = "Website quote") {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Rahim Uddin", email: "rahim@example.test", subject, message: "Hello" })
      .returning();
    return row!;
  }

  it("emails the assignee a link to the message, once, and never the admin who assigned themselves", async () => {
    const { id } = await message();
    const other = await message("Mine");
    await updateWorkflow(database.db, id, { status: "new", assigneeId: karim.userId }, ayesha);
    await updateWorkflow(database.db, other.id, { status: "new", assigneeId: ayesha.userId }, ayesha);
    const notices = job();
    await notices.run();
    await notices.run();
    notices.stop();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["karim@example.test"]);
    expect(mail.raw).toContain("Subject: Assigned to you: Website quote");
    const body = bodyOf(mail.raw);
    expect(body).toContain("ayesha@example.test assigned you a message from the contact form.");
    expect(body).toContain(`Open it: https://codexatech.test/admin/contact-requests/${id}\r\n`);
    const [event] = await database.db.select().from(contactMessageEvents).where(eq(contactMessageEvents.messageId, id));
    expect(event).toMatchObject({ kind: "assigned", noticeStatus: "sent", noticeAttempts: 1 });
  });

  it("retries a notice the mail server refused, and skips one whose message was reassigned since", async () => {
    const { id } = await message();
    const moved = await message("Moved on");
    // Before the assignment: "not yet due" below is timed from here, not from whenever a loaded machine gets there.
    const assigned = Date.now();
    await updateWorkflow(database.db, id, { status: "new", assigneeId: karim.userId }, ayesha);
    await updateWorkflow(database.db, moved.id, { status: "new", assigneeId: karim.userId }, ayesha);
    await updateWorkflow(database.db, moved.id, { status: "new", assigneeId: null }, ayesha);
    smtp.failNext(1);
    const notices = job();
    await notices.run();
    expect(smtp.received).toHaveLength(0);
    expect(logs.join("\n")).toContain("assignment notice to karim@example.test failed (attempt 1 of 3)");
    await notices.run(new Date(assigned + 500)); // not yet due: the retry is 1 s after the assignment
    expect(smtp.received).toHaveLength(0);
    await notices.run(new Date(Date.now() + 2_000));
    notices.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain("Subject: Assigned to you: Website quote");
  });
});
