import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers, auditLog, contactMessageNotes, contactMessageReplies, contactMessages } from "~/db/schema";
import { createAdmin } from "~/models/admin-users.server";
import { createReply } from "~/models/inbox-replies.server";
import { addNote } from "~/models/inbox-workflow.server";
import { purgeExpiredContactData, retentionCutoff } from "~/models/retention.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("retention on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("deletes messages, replies and notes older than the setting, once a day across instances, audited", async () => {
    const now = new Date("2028-03-15T04:00:00Z");
    expect(retentionCutoff(now, 24).toISOString()).toBe("2026-03-15T04:00:00.000Z");
    await database.db.delete(adminUsers);
    const admin = await createAdmin(database.db, { email: "ops@example.test", password: "long enough password" });
    const actor = { userId: admin.id, email: admin.email };
    const base = { email: "a@example.test", subject: "s", message: "m" };
    const [old, kept] = await database.db
      .insert(contactMessages)
      .values([
        { ...base, name: "Old", createdAt: new Date("2026-03-14T00:00:00Z") },
        { ...base, name: "Kept", createdAt: new Date("2026-04-01T00:00:00Z") },
      ])
      .returning();
    await addNote(database.db, old!.id, "old note", actor);
    await createReply(database.db, old!.id, "old reply", actor, "site.test");
    await addNote(database.db, kept!.id, "recent note", actor);
    // Notes and replies are written now (2026-11) in real time: within 24 months of `now`.

    // Two instances tick at once: one runs, the other skips.
    const [a, b] = await Promise.all([
      purgeExpiredContactData(database.db, { now, months: 24 }),
      purgeExpiredContactData(database.db, { now: new Date(now.getTime() + 1000), months: 24 }),
    ]);
    const ran = [a, b].filter((result) => result.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ messages: 1 });
    expect((await database.db.select().from(contactMessages)).map((row) => row.name)).toEqual(["Kept"]);
    expect((await database.db.select().from(contactMessageNotes)).map((row) => row.body)).toEqual(["recent note"]);
    expect(await database.db.select().from(contactMessageReplies)).toEqual([]);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "retention_purged"));
    expect(audit).toHaveLength(1);
    // Either instance may be the one that ran; the cutoff is the winner's.
    const olderThan = retentionCutoff(a.ran ? now : new Date(now.getTime() + 1000), 24).toISOString();
    expect(audit[0]).toMatchObject({
      actorId: null,
      entity: "contact_message",
      details: { messages: 1, months: 24, olderThan },
    });

    // Later the same UTC day: nothing runs. The next day it runs again (nothing left: no audit entry).
    expect(await purgeExpiredContactData(database.db, { now: new Date("2028-03-15T23:00:00Z"), months: 24 })).toEqual({
      ran: false,
    });
    expect(
      await purgeExpiredContactData(database.db, { now: new Date("2028-03-16T00:30:00Z"), months: 24 }),
    ).toMatchObject({ ran: true, messages: 0 });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "retention_purged"))).toHaveLength(1);

    // A shorter setting reaches further: 1 month before 2028-03-17 deletes everything written in 2026.
    expect(
      await purgeExpiredContactData(database.db, { now: new Date("2028-03-17T00:00:00Z"), months: 1 }),
    ).toMatchObject({ ran: true, messages: 1, notes: 1 });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  });
});
