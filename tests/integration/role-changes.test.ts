// Issue 29 items 1, 4 and 5 (decision 180): an owner changes an admin's role; it is written to the audit
// trail and emailed to the person (through the real SMTP server the tests use); the last owner keeps the
// role; someone who no longer sees the inbox leaves their messages unassigned, with a line in each timeline;
// and a message is assigned only to someone who may see the inbox.
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers, auditLog, contactMessages } from "~/db/schema";
import { setToastSecret } from "~/features/toast/toast.server";
import { type SignInNotices, startSignInNotices, stopSignInNotices } from "~/jobs/sign-in-notices.server";
import { createAdmin, deleteAdmin } from "~/models/admin-users.server";
import { getTimeline, NOT_INBOX_STAFF_MESSAGE, updateWorkflow } from "~/models/inbox-workflow.server";
import { createSession, getSessionUser, type SessionUser } from "~/models/sessions.server";
import { changeRole } from "~/routes/admin/settings/role-change.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

const ORIGIN = "https://admin.example.test";

/** A raw mail's body with quoted-printable soft breaks and escapes undone (enough for these checks). */
function body(raw: string): string {
  return raw
    .split("\r\n\r\n")
    .slice(1)
    .join("\r\n\r\n")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");
}
const subjectOf = (raw: string) => /^Subject: (.*(?:\r\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";

cheapPasswordHashing();

describe.each(testDrivers())("role changes on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let notices: SignInNotices;
  let ayesha: SessionUser;
  let omarId = "";
  let messageId = "";

  beforeAll(async () => {
    setConfig(readConfig({ PUBLIC_URL: ORIGIN }));
    setToastSecret(randomBytes(32));
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    notices = startSignInNotices({ SMTP_URL: smtp.url, origin: ORIGIN, BASE_PATH: "/" }, database.db, () => {}, {
      retryMs: 100,
    })!;
    const { db } = database;
    await db.delete(adminUsers);
    const created = await createAdmin(db, { email: "ayesha@example.test", password: "ayeshas-long-password-1" });
    ayesha = (await getSessionUser(db, (await createSession(db, created.id)).token))!;
    omarId = (await createAdmin(db, { email: "omar@example.test", password: "omars-long-password-1", role: "sales" }))
      .id;
    [{ id: messageId }] = (await db
      .insert(contactMessages)
      .values({ name: "Ann Lee", email: "ann@example.test", subject: "Quote", message: "Hello" })
      .returning({ id: contactMessages.id })) as [{ id: string }];
  });
  afterAll(async () => {
    stopSignInNotices();
    await smtp?.close();
    await database?.drop();
    setConfig(undefined);
  });

  const change = (userId: string, role: string) => {
    const form = new FormData();
    form.set("userId", userId);
    form.set("role", role);
    return changeRole({ db: database.db, admin: ayesha, form });
  };

  it("assigns messages only to someone who may see the inbox", async () => {
    const actor = { userId: ayesha.userId, email: ayesha.email };
    expect(await updateWorkflow(database.db, messageId, { status: "new", assigneeId: omarId }, actor)).toMatchObject({
      assignee: { email: "omar@example.test" },
    });
    const writer = await createAdmin(database.db, {
      email: "wafa@example.test",
      password: "wafas-long-password-1",
      role: "writer",
    });
    await expect(
      updateWorkflow(database.db, messageId, { status: "new", assigneeId: writer.id }, actor),
    ).rejects.toThrow(NOT_INBOX_STAFF_MESSAGE);
  });

  it("emails the person, writes the audit trail and unassigns their messages when they leave the inbox", async () => {
    const before = smtp.received.length;
    const response = await change(omarId, "writer");
    expect(response).toMatchObject({ status: 302 });
    await notices.idle();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["omar@example.test"]);
    expect(subjectOf(mails[0]!.raw)).toBe("Codexa Technologies: Your admin role is now Writer");
    const text = body(mails[0]!.raw);
    expect(text).toContain(
      "ayesha@example.test changed the role of your admin account (omar@example.test) at Codexa Technologies\nfrom Sales to Writer: writing posts and submitting them for review.",
    );
    expect(text).toContain(`Sign in at ${ORIGIN}/admin/login.`);

    const [message] = await database.db
      .select({ assigneeId: contactMessages.assigneeId })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    expect(message!.assigneeId).toBeNull();
    expect((await getTimeline(database.db, messageId)).at(-1)).toMatchObject({
      kind: "assigned",
      actor: "ayesha@example.test",
      assignee: null,
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "role_changed"));
    expect(entry).toMatchObject({
      actorEmail: "ayesha@example.test",
      entity: "admin_user",
      entityId: omarId,
      details: { email: "omar@example.test", role: "writer", previous: "sales", unassigned: 1 },
    });
  });

  it("keeps the last owner an owner, and in the admins", async () => {
    const refused = await change(ayesha.userId, "editor");
    expect(refused).toMatchObject({ init: { status: 400 } });
    expect(JSON.stringify(refused)).toContain("The last owner cannot be removed or given another role");
    await expect(deleteAdmin(database.db, ayesha.userId)).rejects.toThrow("The last owner cannot be removed");
    // With a second owner, the first may step down.
    expect(await change(omarId, "owner")).toMatchObject({ status: 302 });
    expect(await change(ayesha.userId, "editor")).toMatchObject({ status: 302 });
  });

  it("refuses an unknown role", async () => {
    const refused = await change(omarId, "boss");
    expect(refused).toMatchObject({ init: { status: 400 } });
  });
});
