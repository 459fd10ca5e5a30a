import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminUsers, contactMessageEvents, contactMessageNotes, contactMessages } from "~/db/schema";
import { assigneeCondition, inboxSearch, parseInboxQuery } from "~/features/inbox/inbox";
import { createAdmin, deleteAdmin } from "~/models/admin-users.server";
import {
  countMessages,
  deleteMessages,
  getAssignedOpenMessages,
  getMessage,
  listMessages,
  setMessagesRead,
} from "~/models/inbox.server";
import { addNote, getTimeline, listInboxStaff, updateWorkflow, WorkflowError } from "~/models/inbox-workflow.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("inbox workflow on %s", (driver) => {
  let database: TestDatabase;
  let ayesha: { userId: string; email: string };
  let ben: { userId: string; email: string };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(adminUsers);
    const a = await createAdmin(database.db, { email: "ayesha@example.test", password: "long enough password 1" });
    const b = await createAdmin(database.db, { email: "ben@example.test", password: "long enough password 2" });
    ayesha = { userId: a.id, email: a.email };
    ben = { userId: b.id, email: b.email };
  });

  async function message(subject = "Website quote") {
    const [row] = await database.db
      .insert(contactMessages)
      .values({
        name: "Rahim",
        email: "rahim@example.test",
        subject,
        message: "Hello",
        createdAt: new Date("2026-03-01T10:00:00Z"),
      })
      .returning();
    return row!;
  }

  it("starts New and unassigned, and records status and assignee changes on the timeline", async () => {
    const { id } = await message();
    expect(await getMessage(database.db, id)).toMatchObject({ status: "new", assigneeId: null });

    expect(await updateWorkflow(database.db, id, { status: "in_progress", assigneeId: ben.userId }, ayesha)).toEqual({
      status: "in_progress",
      assignee: { id: ben.userId, email: ben.email },
    });
    // Saving the same values changes nothing and adds nothing to the timeline.
    expect(await updateWorkflow(database.db, id, { status: "in_progress", assigneeId: ben.userId }, ayesha)).toEqual(
      {},
    );
    expect(await updateWorkflow(database.db, id, { status: "closed", assigneeId: null }, ben)).toEqual({
      status: "closed",
      assignee: null,
    });

    expect(await getMessage(database.db, id)).toMatchObject({ status: "closed", assigneeId: null });
    const timeline = await getTimeline(database.db, id);
    expect(timeline.map((entry) => ({ ...entry, at: undefined }))).toEqual([
      { kind: "received", at: undefined },
      { kind: "status", at: undefined, actor: ayesha.email, status: "in_progress" },
      { kind: "assigned", at: undefined, actor: ayesha.email, assignee: ben.email },
      { kind: "status", at: undefined, actor: ben.email, status: "closed" },
      { kind: "assigned", at: undefined, actor: ben.email, assignee: null },
    ]);
    expect(timeline[0]!.at.toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("shows the status and assignee in the list, and unassigns when the admin is removed", async () => {
    const { id } = await message();
    await updateWorkflow(database.db, id, { status: "in_progress", assigneeId: ben.userId }, ayesha);
    expect(await listMessages(database.db, {})).toMatchObject([
      { id, status: "in_progress", assigneeEmail: ben.email },
    ]);
    await deleteAdmin(database.db, ben.userId);
    expect(await listMessages(database.db, {})).toMatchObject([{ id, status: "in_progress", assigneeEmail: null }]);
    // The timeline still names who was assigned.
    expect((await getTimeline(database.db, id)).at(-1)).toMatchObject({ kind: "assigned", assignee: ben.email });
  });

  it("filters the list by status (Open is New or In progress) and assignee, and lists one's open messages", async () => {
    const mineNew = await message("Mine, new");
    const mineClosed = await message("Mine, closed");
    const bens = await message("Ben's");
    await message("Nobody's");
    await updateWorkflow(database.db, mineNew.id, { status: "new", assigneeId: ayesha.userId }, ayesha);
    await updateWorkflow(database.db, mineClosed.id, { status: "closed", assigneeId: ayesha.userId }, ayesha);
    await updateWorkflow(database.db, bens.id, { status: "in_progress", assigneeId: ben.userId }, ayesha);
    const subjects = async (query: Parameters<typeof listMessages>[1]) =>
      (await listMessages(database.db, query)).map((m) => m.subject).sort();

    expect(await subjects({ assigneeId: ayesha.userId })).toEqual(["Mine, closed", "Mine, new"]);
    expect(await subjects({ assigneeId: ayesha.userId, status: "open" })).toEqual(["Mine, new"]);
    expect(await subjects({ status: "open" })).toEqual(["Ben's", "Mine, new", "Nobody's"]);
    expect(await subjects({ status: "closed" })).toEqual(["Mine, closed"]);
    expect(await subjects({ assigneeId: null })).toEqual(["Nobody's"]);
    expect(await countMessages(database.db, { status: "in_progress", assigneeId: ben.userId })).toBe(1);
    const mine = await getAssignedOpenMessages(database.db, ayesha.userId);
    expect(mine.count).toBe(1);
    expect(mine.messages.map((m) => m.id)).toEqual([mineNew.id]);

    // "me" is whoever is signed in; a view's URL keeps both filters, and nonsense falls back to the default.
    const view = parseInboxQuery(new URLSearchParams("status=open&assignee=me&filter=unread"));
    expect(view).toMatchObject({ status: "open", assignee: "me", filter: "unread" });
    expect(assigneeCondition(view.assignee, ayesha.userId)).toBe(ayesha.userId);
    expect(assigneeCondition("none", ayesha.userId)).toBeNull();
    expect(assigneeCondition("anyone", ayesha.userId)).toBeUndefined();
    expect(inboxSearch(view)).toBe("?filter=unread&status=open&assignee=me");
    expect(parseInboxQuery(new URLSearchParams("status=later&assignee=someone"))).toMatchObject({
      status: "any",
      assignee: "anyone",
    });
  });

  it("assigns only staff whose role works the inbox, and keeps an assignee whose role changed since", async () => {
    const { id } = await message();
    await database.db.update(adminUsers).set({ role: "writer" }).where(eq(adminUsers.id, ben.userId));
    await expect(updateWorkflow(database.db, id, { status: "new", assigneeId: ben.userId }, ayesha)).rejects.toThrow(
      "Choose someone whose role works the inbox (Owner or Sales)",
    );
    expect((await listInboxStaff(database.db)).map((admin) => admin.email)).toEqual([ayesha.email]);

    await database.db.update(adminUsers).set({ role: "sales" }).where(eq(adminUsers.id, ben.userId));
    await updateWorkflow(database.db, id, { status: "new", assigneeId: ben.userId }, ayesha);
    await database.db.update(adminUsers).set({ role: "writer" }).where(eq(adminUsers.id, ben.userId));
    // Saving a new status keeps him (the message page lists him as its current assignee).
    expect(await updateWorkflow(database.db, id, { status: "closed", assigneeId: ben.userId }, ayesha)).toEqual({
      status: "closed",
    });
    expect((await listInboxStaff(database.db, ben.userId)).map((admin) => admin.email)).toEqual([
      ayesha.email,
      ben.email,
    ]);
  });

  it("refuses an assignee who is not an admin, and answers null for a message that is gone", async () => {
    const { id } = await message();
    await expect(
      updateWorkflow(database.db, id, { status: "new", assigneeId: "00000000-0000-4000-8000-000000000000" }, ayesha),
    ).rejects.toBeInstanceOf(WorkflowError);
    expect(await getMessage(database.db, id)).toMatchObject({ status: "new", assigneeId: null });
    await deleteMessages(database.db, [id]);
    expect(await updateWorkflow(database.db, id, { status: "closed", assigneeId: null }, ayesha)).toBeNull();
    expect(await addNote(database.db, id, "too late", ayesha)).toBeNull();
    expect(await getTimeline(database.db, id)).toEqual([]);
  });

  it("keeps notes with their author and time, in order, and records read and unread only when they change", async () => {
    const { id } = await message();
    const first = await addNote(database.db, id, "Called them, they want a quote by Friday", ayesha);
    expect(first).toMatchObject({
      messageId: id,
      authorEmail: ayesha.email,
      authorId: ayesha.userId,
      body: "Called them, they want a quote by Friday",
    });
    expect(first!.createdAt).toBeInstanceOf(Date);
    await addNote(database.db, id, "Quote sent", ben);

    expect(await setMessagesRead(database.db, [id], true, ayesha)).toEqual([id]);
    expect(await setMessagesRead(database.db, [id], true, ben)).toEqual([id]);
    await setMessagesRead(database.db, [id], false, ben);

    const kinds = (await getTimeline(database.db, id)).map((entry) => [
      entry.kind,
      "actor" in entry ? entry.actor : null,
    ]);
    expect(kinds).toEqual([
      ["received", null],
      ["note", ayesha.email],
      ["note", ben.email],
      ["read", ayesha.email],
      ["unread", ben.email],
    ]);
  });

  it("deletes notes and timeline with the message, and keeps a note whose author was removed", async () => {
    const { id } = await message();
    const other = await message("Other");
    await addNote(database.db, id, "Mine", ben);
    await addNote(database.db, other.id, "Kept", ben);
    await updateWorkflow(database.db, id, { status: "replied", assigneeId: null }, ben);
    await deleteAdmin(database.db, ben.userId);
    expect((await getTimeline(database.db, other.id)).at(-1)).toMatchObject({
      kind: "note",
      actor: ben.email,
      body: "Kept",
    });

    await deleteMessages(database.db, [id]);
    expect(await database.db.select().from(contactMessageNotes)).toHaveLength(1);
    expect(await database.db.select().from(contactMessageEvents)).toHaveLength(0);
  });

  it("refuses a status outside the four in the database itself", async () => {
    const { id } = await message();
    await expect(
      database.db
        .update(contactMessages)
        .set({ status: "archived" as "new" })
        .where(eq(contactMessages.id, id)),
    ).rejects.toThrow();
  });
});
