import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  adminUsers,
  auditLog,
  contactMessageEvents,
  contactMessageNotes,
  contactMessageReplies,
  contactMessages,
  newsletterSubscribers,
} from "~/db/schema";
import { NOTHING_STORED } from "~/features/privacy/data-requests";
import { setToastSecret } from "~/features/toast/toast.server";
import { createAdmin } from "~/models/admin-users.server";
import { setMessagesRead } from "~/models/inbox.server";
import { createReply } from "~/models/inbox-replies.server";
import { addNote } from "~/models/inbox-workflow.server";
import type { SessionUser } from "~/models/sessions.server";
import { eraseAddress, lookUpAddress, personalDataDownload } from "~/routes/admin/privacy/data-requests.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

/** The erasure's POST (its session signed in just now, so no recent sign-in is asked for). */
const ERASE_REQUEST = {
  request: new Request("http://localhost/admin/data-requests", { method: "POST" }),
  ip: "127.0.0.1",
};

/** The payload of a redirectWithToast (its flash cookie is signed; the redirect target is enough here). */
function redirectTarget(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("location") : null;
}

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("data access and erasure on %s", (driver) => {
  let database: TestDatabase;
  let admin: SessionUser;
  beforeAll(async () => {
    // The erase action answers with a redirect carrying a signed flash toast.
    setConfig(readConfig({ NODE_ENV: "test" }));
    setToastSecret(Buffer.alloc(32, 1));
    database = await createTestDatabase(driver);
    await database.db.delete(adminUsers);
    const created = await createAdmin(database.db, { email: "ayesha@example.test", password: "long enough password" });
    admin = {
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
  afterAll(async () => {
    setConfig(undefined);
    await database?.drop();
  });

  it("finds, downloads and erases everything stored about an address (any letter case), audited, and nothing else", async () => {
    const { db } = database;
    const actor = { userId: admin.userId, email: admin.email };
    const [first, second, other] = await db
      .insert(contactMessages)
      .values([
        {
          name: "Ann Lee",
          email: "ann@example.test",
          subject: "Website quote",
          message: "Hello",
          createdAt: new Date("2026-10-01T09:00:00Z"),
          utmSource: "x",
          sourcePage: "/services",
        },
        {
          name: "Ann Lee",
          email: "ANN@Example.test",
          subject: "Follow-up",
          message: "Again",
          createdAt: new Date("2026-10-02T09:00:00Z"),
        },
        { name: "Bob", email: "bob@example.test", subject: "Other", message: "Not Ann" },
      ])
      .returning();
    await addNote(db, first!.id, "Wants a quote by Friday", actor);
    await createReply(db, first!.id, "Thanks Ann, here it is", actor, "site.test");
    await setMessagesRead(db, [first!.id], true, actor);
    await addNote(db, other!.id, "Bob's note", actor);
    await db.insert(newsletterSubscribers).values([
      { email: "Ann@example.test", source: "blog", confirmedAt: new Date("2026-10-03T00:00:00Z") },
      { email: "bob@example.test", source: "shop" },
    ]);

    expect(await lookUpAddress(db, " ann@EXAMPLE.test ")).toEqual({
      email: "ann@EXAMPLE.test",
      state: "found",
      counts: { messages: 2, notes: 1, replies: 1, subscriptions: 1 },
      newsletter: "confirmed",
    });

    const download = await personalDataDownload(db, admin, "ann@example.test");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const json = (await download.json()) as {
      email: string;
      contactMessages: {
        subject: string;
        leadSource: { utmSource: string | null; sourcePage: string | null };
        notes: { body: string; author: string }[];
        replies: { body: string }[];
        timeline: { kind: string }[];
      }[];
      newsletterSubscriptions: { email: string; source: string; confirmedAt: string | null }[];
    };
    expect(json.email).toBe("ann@example.test");
    expect(json.contactMessages.map((message) => message.subject)).toEqual(["Website quote", "Follow-up"]);
    expect(json.contactMessages[0]!.leadSource).toMatchObject({ utmSource: "x", sourcePage: "/services" });
    expect(json.contactMessages[0]!.notes).toEqual([
      expect.objectContaining({ body: "Wants a quote by Friday", author: "ayesha@example.test" }),
    ]);
    expect(json.contactMessages[0]!.replies).toEqual([expect.objectContaining({ body: "Thanks Ann, here it is" })]);
    expect(json.contactMessages[0]!.timeline.map((event) => event.kind)).toEqual(["read"]);
    expect(json.newsletterSubscriptions).toEqual([
      {
        email: "Ann@example.test",
        source: "blog",
        subscribedAt: expect.any(String),
        confirmedAt: "2026-10-03T00:00:00.000Z",
      },
    ]);
    expect(JSON.stringify(json)).not.toContain("Bob");

    // Without the confirmation, nothing is erased: the page asks first.
    const asked = new FormData();
    asked.set("intent", "erase");
    asked.set("email", "ann@example.test");
    expect(await eraseAddress(db, admin, asked, ERASE_REQUEST)).toEqual({ confirmErase: "ann@example.test" });
    expect((await lookUpAddress(db, "ann@example.test")).state).toBe("found");

    asked.set("confirmed", "yes");
    const erased = await eraseAddress(db, admin, asked, ERASE_REQUEST);
    expect(redirectTarget(erased)).toBe("/admin/data-requests?email=ann%40example.test");
    expect(await lookUpAddress(db, "ann@example.test")).toEqual({ email: "ann@example.test", state: "nothing" });
    expect(await db.select().from(contactMessageNotes).where(eq(contactMessageNotes.messageId, first!.id))).toEqual([]);
    expect(await db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, first!.id))).toEqual(
      [],
    );
    expect(await db.select().from(contactMessageEvents).where(eq(contactMessageEvents.messageId, first!.id))).toEqual(
      [],
    );
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, second!.id))).toEqual([]);

    // Bob's data is untouched.
    expect((await lookUpAddress(db, "bob@example.test")).state).toBe("found");
    expect(
      await db.select().from(contactMessageNotes).where(eq(contactMessageNotes.messageId, other!.id)),
    ).toHaveLength(1);

    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, "personal_data"));
    expect(audits.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ["exported", "ayesha@example.test", { messages: 2, notes: 1, replies: 1, subscriptions: 1 }],
      ["erased", "ayesha@example.test", { messages: 2, notes: 1, replies: 1, subscriptions: 1 }],
    ]);
    // The audit keeps what happened, not whom it was about.
    expect(JSON.stringify(audits)).not.toMatch(/ann@/i);
  });

  it("answers an unknown address with 'Nothing is stored for this address.' and changes nothing", async () => {
    const { db } = database;
    expect(await lookUpAddress(db, "nobody@example.test")).toEqual({ email: "nobody@example.test", state: "nothing" });
    const download = await personalDataDownload(db, admin, "nobody@example.test");
    expect(download.status).toBe(404);
    expect(await download.text()).toBe(NOTHING_STORED);
    const form = new FormData();
    form.set("intent", "erase");
    form.set("email", "nobody@example.test");
    form.set("confirmed", "yes");
    const before = (await db.select().from(auditLog)).length;
    expect(redirectTarget(await eraseAddress(db, admin, form, ERASE_REQUEST))).toBe(
      "/admin/data-requests?email=nobody%40example.test",
    );
    expect((await db.select().from(auditLog)).length).toBe(before);
    expect(await lookUpAddress(db, "not an address")).toMatchObject({ state: "invalid" });
    expect((await personalDataDownload(db, admin, "not an address")).status).toBe(404);
  });
});
