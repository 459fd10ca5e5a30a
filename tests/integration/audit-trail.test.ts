import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminUsers, auditLog, contactMessages } from "~/db/schema";
import { auditRange, parseAuditQuery } from "~/features/audit/audit-query";
import { auditSentence } from "~/features/audit/audit-sentences";
import { setToastSecret } from "~/features/toast/toast.server";
import { createAdmin, deleteAdmin } from "~/models/admin-users.server";
import { getAuditPage, listAuditActors, recordAudit } from "~/models/audit-log.server";
import { purgeExpiredContactData } from "~/models/retention.server";
import type { SessionUser } from "~/models/sessions.server";
import { performInboxAction } from "~/routes/admin/inbox/inbox-actions.server";
import { saveNote, saveWorkflow } from "~/routes/admin/inbox/inbox-message.server";
import { eraseAddress } from "~/routes/admin/privacy/data-requests.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

/** The erasure's POST (its session signed in just now, so no recent sign-in is asked for). */
const ERASE_REQUEST = {
  request: new Request("http://localhost/admin/data-requests", { method: "POST" }),
  ip: "127.0.0.1",
};

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) for (const one of [value].flat()) data.append(key, one);
  return data;
};

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("audit trail on %s", (driver) => {
  let database: TestDatabase;
  let ayesha: SessionUser;

  beforeAll(async () => {
    setConfig(readConfig({ NODE_ENV: "test" }));
    setToastSecret(Buffer.alloc(32, 1));
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    setConfig(undefined);
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(contactMessages);
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, {
      email: "ayesha@example.test",
      password: "long enough password 1",
    });
    ayesha = {
      sessionId: "test",
      userId: created.id,
      email: created.email,
      role: "owner",
      passwordGenerated: false,
      mustChangePassword: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      confirmedAt: new Date(),
    };
  });

  async function message(subject: string, email = "rahim@example.test", createdAt = new Date()) {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Rahim", email, subject, message: "Hello", createdAt })
      .returning();
    return row!.id;
  }

  async function sentences() {
    const { entries } = await getAuditPage(database.db, {
      admin: "",
      action: "",
      since: null,
      before: null,
      page: 1,
      pageSize: 100,
    });
    return entries.map((entry) => auditSentence(entry)).reverse();
  }

  it("keeps only a message's id: the sentences name it by its subject while it exists, and not after it is deleted", async () => {
    const { db } = database;
    const id = await message("Website quote");
    const targets = { redirectTo: () => "/admin/contact-requests", fallback: "/admin/contact-requests" };
    const here = `/admin/contact-requests/${id}`;
    await performInboxAction(db, ayesha, form({ intent: "mark-read", ids: id }), targets);
    await saveWorkflow({
      db,
      admin: ayesha,
      messageId: id,
      form: form({ intent: "workflow", status: "in_progress", assigneeId: ayesha.userId }),
      here,
    });
    await saveNote({
      db,
      admin: ayesha,
      messageId: id,
      form: form({ intent: "add-note", note: "Call back on Monday" }),
      here,
    });
    const other = await message("Hosting plans");
    await performInboxAction(db, ayesha, form({ intent: "mark-unread", ids: [id, other] }), targets);
    expect(await sentences()).toEqual([
      "ayesha@example.test marked 'Website quote' as read",
      "ayesha@example.test set the status of 'Website quote' to In progress",
      "ayesha@example.test assigned 'Website quote' to ayesha@example.test",
      "ayesha@example.test added a note to 'Website quote'",
      "ayesha@example.test marked 2 messages as unread",
    ]);

    await performInboxAction(db, ayesha, form({ intent: "delete", ids: id, confirmed: "yes" }), targets);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
    expect(await sentences()).toEqual([
      "ayesha@example.test marked a message as read",
      "ayesha@example.test set the status of a message to In progress",
      "ayesha@example.test assigned a message to ayesha@example.test",
      "ayesha@example.test added a note to a message",
      "ayesha@example.test marked 2 messages as unread",
      "ayesha@example.test deleted a message",
    ]);
    // Nothing the visitor wrote, nor their address, is in the trail: only the message's id.
    const stored = JSON.stringify(await db.select().from(auditLog));
    expect(stored).not.toMatch(/Website quote|rahim@/);
    expect(stored).toContain(id);
  });

  it("keeps nothing of a message that an erasure or the retention purge deleted", async () => {
    const { db } = database;
    const targets = { redirectTo: () => "/admin/contact-requests", fallback: "/admin/contact-requests" };
    const ann = await message("Ann's private question", "ann@example.test");
    const old = await message("Old question", "old@example.test", new Date("2020-01-01T00:00:00Z"));
    const kept = await message("Still here");
    await performInboxAction(db, ayesha, form({ intent: "mark-read", ids: ann }), targets);
    await performInboxAction(db, ayesha, form({ intent: "mark-read", ids: old }), targets);
    await performInboxAction(db, ayesha, form({ intent: "mark-read", ids: kept }), targets);

    expect(
      (await eraseAddress(
        db,
        ayesha,
        form({ intent: "erase", email: "ann@example.test", confirmed: "yes" }),
        ERASE_REQUEST,
      )) instanceof Response,
    ).toBe(true);
    expect(await purgeExpiredContactData(db, { now: new Date(), months: 24 })).toMatchObject({
      ran: true,
      messages: 1,
    });

    const text = await sentences();
    expect(text.slice(0, 3)).toEqual([
      "ayesha@example.test marked a message as read",
      "ayesha@example.test marked a message as read",
      "ayesha@example.test marked 'Still here' as read",
    ]);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toMatch(/private question|Old question|ann@|old@/);
  });

  it("pages and filters the trail by admin (removed admins too, or none), action and UTC days", async () => {
    const { db } = database;
    const ben = await createAdmin(db, { email: "ben@example.test", password: "long enough password 2" });
    const at = (iso: string) => new Date(iso);
    await db.insert(auditLog).values([
      {
        at: at("2026-11-01T08:00:00Z"),
        actorId: ayesha.userId,
        actorEmail: ayesha.email,
        action: "login",
        entity: "session",
      },
      { at: at("2026-11-02T23:59:59Z"), actorId: ben.id, actorEmail: ben.email, action: "login", entity: "session" },
      {
        at: at("2026-11-03T00:00:00Z"),
        actorEmail: null,
        action: "login_failed",
        entity: "session",
        details: { email: "a@b.com" },
      },
      { at: at("2026-11-04T12:00:00Z"), actorId: ben.id, actorEmail: ben.email, action: "logout", entity: "session" },
    ]);
    await deleteAdmin(db, ben.id);
    // Recorded afterwards through the model, so now-ish: outside the date ranges below.
    await recordAudit(db, {
      actor: { userId: ayesha.userId, email: ayesha.email },
      action: "logout",
      entity: "session",
    });

    expect(await listAuditActors(db)).toEqual(["ayesha@example.test", "ben@example.test"]);
    const page = (query: string, pageSize = 10) => {
      const parsed = parseAuditQuery(new URLSearchParams(query));
      return getAuditPage(db, {
        admin: parsed.admin,
        action: parsed.action,
        ...auditRange(parsed),
        page: parsed.page,
        pageSize,
      }).then((view) => ({
        ...view,
        text: view.entries.map((entry) => auditSentence(entry)),
      }));
    };

    expect((await page("admin=ben@example.test")).text).toEqual([
      "ben@example.test signed out",
      "ben@example.test signed in",
    ]);
    expect((await page("admin=none")).text).toEqual(["Login failed for a@b.com"]);
    expect((await page("action=login")).text).toEqual(["ben@example.test signed in", "ayesha@example.test signed in"]);
    expect((await page("from=2026-11-02&to=2026-11-03")).text).toEqual([
      "Login failed for a@b.com",
      "ben@example.test signed in",
    ]);
    // A range typed backwards means the same days.
    expect((await page("from=2026-11-03&to=2026-11-02")).text).toEqual([
      "Login failed for a@b.com",
      "ben@example.test signed in",
    ]);
    expect((await page("action=logout&to=2026-11-10")).text).toEqual(["ben@example.test signed out"]);
    // Unknown filter values are ignored rather than matching nothing.
    expect((await page("action=drop table&from=yesterday")).total).toBe(5);

    const second = await page("page=2", 2);
    expect({ total: second.total, page: second.page, pageCount: second.pageCount, text: second.text }).toEqual({
      total: 5,
      page: 2,
      pageCount: 3,
      text: ["Login failed for a@b.com", "ben@example.test signed in"],
    });
    // A page past the end shows the last one.
    expect((await page("page=99", 2)).page).toBe(3);
  });
});
