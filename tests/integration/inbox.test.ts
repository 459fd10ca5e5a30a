import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contactMessages } from "~/db/schema";
import { createAdmin } from "~/models/admin-users.server";
import {
  countMessages,
  deleteMessages,
  exportMessages,
  getInboxPage,
  getMessage,
  likePattern,
  listMessages,
  markMessagesNotSpam,
  setMessagesRead,
} from "~/models/inbox.server";
import { createInboxMessage } from "~/models/inbox-intake.server";
import { createReply, markReplyFailed, markReplySent } from "~/models/inbox-replies.server";
import { addNote, updateWorkflow } from "~/models/inbox-workflow.server";
import { inboxCsv } from "~/routes/admin/inbox/inbox-export.server";
import { contactSchema } from "~/utils/contact-schema";
import { CSV_BOM } from "~/utils/csv";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

type Seed = Partial<typeof contactMessages.$inferInsert> & { name: string };

const base = Date.parse("2026-03-01T12:00:00Z");

/** Messages one minute apart: the last in the list is the newest. */
async function seed(database: TestDatabase, rows: Seed[]) {
  const values = rows.map((row, index) => ({
    email: `${row.name.toLowerCase().replace(/\W+/g, ".")}@example.test`,
    subject: `Subject ${index}`,
    message: `Body ${index}`,
    createdAt: new Date(base + index * 60_000),
    ...row,
  }));
  return database.db.insert(contactMessages).values(values).returning();
}

async function readAll(generator: AsyncGenerator<unknown>) {
  const rows = [];
  for await (const row of generator) rows.push(row);
  return rows;
}

describe.each(testDrivers())("inbox queries on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.delete(contactMessages);
  });

  it("lists newest first, 25 to a page, with the total and clamps a page past the end", async () => {
    await seed(
      database,
      Array.from({ length: 60 }, (_, i) => ({ name: `Person ${i}` })),
    );
    const first = await getInboxPage(database.db, { page: 1 });
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(3);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]!.name).toBe("Person 59");
    expect(first.messages[24]!.name).toBe("Person 35");
    const third = await getInboxPage(database.db, { page: 3 });
    expect(third.messages.map((m) => m.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Person ${9 - i}`));
    const beyond = await getInboxPage(database.db, { page: 99 });
    expect(beyond.page).toBe(3);
    expect(beyond.messages).toHaveLength(10);
  });

  it("searches name, email and subject case-insensitively, treating % and _ literally", async () => {
    await seed(database, [
      { name: "Alice Smith" },
      { name: "Bob", email: "bob@ALICEcorp.test" },
      { name: "Carol", subject: "Question about alice" },
      { name: "Dan", message: "alice only in the body" },
      { name: "Eve", subject: "100% sure" },
      { name: "Frank", subject: "1000 sure" },
      { name: "Gina", email: "gina_x@example.test" },
      { name: "Hank", email: "hankyx@example.test" },
    ]);
    const names = async (q: string) => (await listMessages(database.db, { q })).map((m) => m.name).sort();
    expect(await names("ALICE")).toEqual(["Alice Smith", "Bob", "Carol"]);
    expect(await names("0% s")).toEqual(["Eve"]);
    expect(await names("a_x")).toEqual(["Gina"]);
    expect(await names("no such person")).toEqual([]);
    expect(await countMessages(database.db, { q: "alice" })).toBe(3);
    expect(likePattern("a\\b%c_d")).toBe("%a\\\\b\\%c\\_d%");
  });

  it("finds Bengali names and subjects, however the visitor's keyboard spelled the vowel signs", async () => {
    // "ো" is one code point (U+09CB) or "ে" + "া" (U+09C7 U+09BE); "য়" is U+09DF or "য" + "়", and NFC
    // is the decomposed one. The form stores NFC (contactSchema) and the search term is normalised too.
    const composedO = "\u09CB";
    const decomposedO = "\u09C7\u09BE";
    const typed = contactSchema.parse({
      name: `রাকিব হাসান`,
      email: "rakib@example.test",
      subject: `ওয়েবসাইট নিয়ে কিছু প্রশ্ন, ম${decomposedO}বাইল অ্যাপও`,
      message: "আমাদের দোকানের জন্য একটি অনলাইন শপ দরকার।",
    });
    expect(typed.subject).toBe(typed.subject.normalize("NFC"));
    await seed(database, [
      { ...typed, locale: "bn" },
      { name: "তানিয়া \u0987\u09B8\u09B2\u09BE\u09AE", subject: "\u09AF\u09BC\u09BE\u09A8 বুকিং" },
      { name: "Rakib Khan", subject: "Hosting question" },
    ]);
    const names = async (q: string) => (await listMessages(database.db, { q })).map((m) => m.name).sort();
    expect(await names("হাসান")).toEqual(["রাকিব হাসান"]);
    expect(await names(`ম${composedO}বাইল`)).toEqual(["রাকিব হাসান"]);
    expect(await names(`ম${decomposedO}বাইল`)).toEqual(["রাকিব হাসান"]);
    expect(await names("\u09DFান")).toEqual(["তানিয়া ইসলাম"]);
    expect(await names(" ইসলাম ")).toEqual(["তানিয়া ইসলাম"]);
    // Bengali has no letter case; Latin beside it keeps the case-insensitive match.
    expect(await names("rakib")).toEqual(["Rakib Khan", "রাকিব হাসান"]);
    // One- and two-character terms match at the start, as in English.
    expect(await names("রা")).toEqual(["রাকিব হাসান"]);
    expect(await countMessages(database.db, { q: `ম${decomposedO}বাইল` })).toBe(1);
    const [summary] = await listMessages(database.db, { q: "হাসান" });
    expect(summary?.locale).toBe("bn");
  });

  it("stores the language a message was sent in, English unless said otherwise, and exports it", async () => {
    const { id: english } = await createInboxMessage(
      database.db,
      { name: "Ann", email: "ann@example.test", subject: "Hi", message: "m" },
      { spam: false },
    );
    const { id: bengali } = await createInboxMessage(
      database.db,
      { name: "আনিকা", email: "anika@example.test", subject: "শুভেচ্ছা", message: "বার্তা" },
      { spam: false },
      undefined,
      "bn",
    );
    expect((await getMessage(database.db, english))?.locale).toBe("en");
    expect((await getMessage(database.db, bengali))?.locale).toBe("bn");
    const bytes = await new Response(inboxCsv(database.db, { filter: "all" })).arrayBuffer();
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toContain('"Spam","Language","Status"');
    expect(lines.find((line) => line.includes("আনিকা"))).toContain('"শুভেচ্ছা","বার্তা","no","no","Bengali","New"');
    expect(lines.find((line) => line.includes("Ann"))).toContain('"English","New"');
  });

  it("exports the workflow: status, assignee, lead source, note count, replies sent and the last one's date", async () => {
    const admin = await createAdmin(database.db, {
      email: `export-${driver}@example.test`,
      password: "a long password 1",
    });
    const actor = { userId: admin.id, email: admin.email };
    const [worked] = await seed(database, [
      {
        name: "Worked",
        landingPage: "/services",
        referrerHost: "news.example.org",
        sourcePage: "/contact",
        utmSource: "=cmd|' /C calc'!A0",
        utmMedium: "email",
        utmCampaign: "spring",
      },
      { name: "Untouched" },
    ]);
    await updateWorkflow(database.db, worked!.id, { status: "in_progress", assigneeId: admin.id }, actor);
    await addNote(database.db, worked!.id, "Called them", actor);
    await addNote(database.db, worked!.id, "Sent a quote", actor);
    const first = await createReply(database.db, worked!.id, "First", actor, "x.test");
    const second = await createReply(database.db, worked!.id, "Second", actor, "x.test");
    const failed = await createReply(database.db, worked!.id, "Never arrived", actor, "x.test");
    await markReplySent(database.db, first!.id, new Date("2026-03-02T08:00:00.000Z"));
    await markReplySent(database.db, second!.id, new Date("2026-03-03T09:30:00.000Z"));
    await markReplyFailed(database.db, failed!.id, "451 Mailbox temporarily unavailable");

    const bytes = await new Response(inboxCsv(database.db, { filter: "all" })).arrayBuffer();
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(
      lines
        .find((line) => line.includes('"Worked"'))!
        .split('","')
        .slice(8)
        .join("|"),
    ).toBe(
      [
        "Replied", // a sent reply moves the message to Replied
        admin.email,
        "/services",
        "news.example.org",
        "/contact",
        "'=cmd|' /C calc'!A0", // the formula guard covers what the visitor's browser sent too
        "email",
        "spring",
        "",
        "",
        "2",
        "2", // the failed reply never reached the visitor
        '2026-03-03T09:30:00.000Z"',
      ].join("|"),
    );
    expect(
      lines
        .find((line) => line.includes('"Untouched"'))!
        .split('","')
        .slice(8)
        .join("|"),
    ).toBe(["New", "", "", "", "", "", "", "", "", "", "0", "0", '"'].join("|"));
  });

  it("matches one- and two-letter terms at the start of name, email or subject only", async () => {
    await seed(database, [
      { name: "Alan" },
      { name: "Sally", subject: "All good" },
      { name: "Zed", email: "al@example.test" },
    ]);
    expect((await listMessages(database.db, { q: "al" })).map((m) => m.name).sort()).toEqual(["Alan", "Sally", "Zed"]);
    expect((await listMessages(database.db, { q: "z" })).map((m) => m.name)).toEqual(["Zed"]);
    expect(likePattern("a%")).toBe("a\\%%");
  });

  it("counts up to a limit when asked, and says when a view's total is capped", async () => {
    await seed(
      database,
      Array.from({ length: 30 }, (_, i) => ({ name: `Match ${i}` })),
    );
    expect(await countMessages(database.db, { q: "match" }, 10)).toBe(10);
    expect(await countMessages(database.db, { filter: "unread" }, 10)).toBe(10);
    expect(await countMessages(database.db, {})).toBe(30);
    // Page 1 counts at least 11 pages' worth: 275 with pages of 25, 22 with pages of 2.
    expect(await getInboxPage(database.db, { q: "match", pageSize: 2 })).toMatchObject({
      total: 30,
      totalIsCapped: false,
    });
    const view = await getInboxPage(database.db, { q: "match", page: 2 });
    expect(view).toMatchObject({ total: 30, totalIsCapped: false, page: 2, pageCount: 2 });
    expect(view.messages.map((m) => m.name)).toEqual(["Match 4", "Match 3", "Match 2", "Match 1", "Match 0"]);
    await database.db.execute(sql`
      insert into contact_messages (name, email, subject, message, created_at)
      select 'Bulk ' || g, 'bulk' || g || '@example.test', 'match me', 'm', timestamptz '2025-01-01' + g * interval '1 second'
      from generate_series(1, 1020) g`);
    const capped = await getInboxPage(database.db, { q: "match" });
    expect(capped).toMatchObject({ total: 1000, totalIsCapped: true, page: 1, pageCount: 40 });
    // Further pages stay reachable: the count always reaches ten pages past the one asked for.
    const deep = await getInboxPage(database.db, { q: "match", page: 42 });
    expect(deep).toMatchObject({ total: 1050, totalIsCapped: false, page: 42, pageCount: 42 });
    expect(deep.messages).toHaveLength(1050 - 41 * 25);
  });

  it("filters unread, read and spam, keeping spam out of the other views", async () => {
    const [unread, read, spam] = await seed(database, [
      { name: "Unread" },
      { name: "Read", read: true },
      { name: "Spammer", spam: true, spamReason: "honeypot" },
    ]);
    const names = async (filter: "all" | "unread" | "read" | "spam") =>
      (await listMessages(database.db, { filter })).map((m) => m.name);
    expect(await names("all")).toEqual(["Read", "Unread"]);
    expect(await names("unread")).toEqual(["Unread"]);
    expect(await names("read")).toEqual(["Read"]);
    expect(await names("spam")).toEqual(["Spammer"]);
    expect(await countMessages(database.db, { filter: "spam", q: "spam" })).toBe(1);

    expect(await markMessagesNotSpam(database.db, [spam!.id, read!.id])).toEqual([spam!.id]);
    expect(await names("spam")).toEqual([]);
    expect(await names("unread")).toEqual(["Spammer", "Unread"]);
    expect((await getMessage(database.db, spam!.id))?.spamReason).toBeNull();
    expect(unread!.read).toBe(false);
  });

  it("toggles read state of one or many and reports ids that no longer exist", async () => {
    const [a, b] = await seed(database, [{ name: "A" }, { name: "B" }]);
    expect(await setMessagesRead(database.db, [a!.id], true)).toEqual([a!.id]);
    expect((await getMessage(database.db, a!.id))?.read).toBe(true);
    expect((await setMessagesRead(database.db, [a!.id, b!.id], true)).sort()).toEqual([a!.id, b!.id].sort());
    expect(await countMessages(database.db, { filter: "unread" })).toBe(0);
    await setMessagesRead(database.db, [b!.id], false);
    expect((await listMessages(database.db, { filter: "unread" })).map((m) => m.id)).toEqual([b!.id]);
    expect(await setMessagesRead(database.db, ["00000000-0000-4000-8000-000000000000"], true)).toEqual([]);
  });

  it("deletes one or many messages", async () => {
    const [a, b, c] = await seed(database, [{ name: "A" }, { name: "B" }, { name: "C" }]);
    expect(await deleteMessages(database.db, [a!.id])).toEqual([a!.id]);
    expect(await getMessage(database.db, a!.id)).toBeNull();
    expect((await deleteMessages(database.db, [a!.id, b!.id, c!.id])).sort()).toEqual([b!.id, c!.id].sort());
    expect(await countMessages(database.db, {})).toBe(0);
  });

  it("exports every message of the current view in batches, and the CSV escapes formulas", async () => {
    await seed(database, [
      ...Array.from({ length: 7 }, (_, i) => ({ name: `Batch ${i}` })),
      {
        name: '=HYPERLINK("http://evil.test","x")',
        subject: "+cmd|' /C calc'!A0",
        message: '@SUM(1)\nline two, "quoted"',
      },
      { name: "Spam", spam: true },
    ]);
    // Same created_at for several rows: the keyset cursor must neither skip nor repeat them.
    await database.db.insert(contactMessages).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Tie ${i}`,
        email: "t@example.test",
        subject: "s",
        message: "m",
        createdAt: new Date(base),
      })),
    );
    const rows = (await readAll(exportMessages(database.db, { filter: "all" }, 3))) as { name: string }[];
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.name)).size).toBe(13);
    expect(rows[0]!.name).toMatch(/^=HYPERLINK/);

    const bytes = await new Response(inboxCsv(database.db, { q: "hyperlink", filter: "all" })).arrayBuffer();
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Received (UTC)","Name","Email","Subject","Message","Read","Spam","Language","Status","Assigned to",' +
        '"Landing page","Referring site","Sent from page","UTM source","UTM medium","UTM campaign","UTM term",' +
        '"UTM content","Notes","Replies sent","Last reply sent (UTC)"',
    );
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(lines[1]).toContain(`"'+cmd|' /C calc'!A0"`);
    expect(lines[1]).toContain('"\'@SUM(1)\nline two, ""quoted"""');
    expect(lines[1]!.startsWith('"2026-03-01T12:07:00.000Z"')).toBe(true);
    expect(lines[2]).toBe("");
  });
});
