import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { adminUsers, contactMessages } from "~/db/schema";
import { startUnansweredDigest } from "~/jobs/inbox-digest.server";
import { createAdmin } from "~/models/admin-users.server";
import { getDigestOptIn, setDigestOptIn } from "~/models/inbox-digest.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

const HOUR_MS = 60 * 60 * 1000;
const CONFIG = { origin: "https://agency.example", BASE_PATH: "/site/" };

/** A raw mail's body with quoted-printable soft breaks and escapes undone (enough for ASCII checks). */
function body(raw: string): string {
  return raw.split("\r\n\r\n").slice(1).join("\r\n\r\n").replace(/=\r\n/g, "").replace(/=3D/g, "=");
}

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("daily digest of unanswered messages on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  const now = new Date("2026-05-10T00:30:00Z");
  let waiting: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    const db = database.db;
    await db.delete(adminUsers);
    const optedIn = await createAdmin(db, { email: "ayesha@agency.example", password: "long enough password" });
    await createAdmin(db, { email: "tanvir@agency.example", password: "long enough password" });
    await setDigestOptIn(db, optedIn.id, true);
    const message = (name: string, hoursAgo: number, extra: Partial<typeof contactMessages.$inferInsert> = {}) => ({
      name,
      email: `${name.toLowerCase()}@client.example`,
      subject: `Quote for ${name}`,
      message: "m",
      createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      ...extra,
    });
    const rows = await db
      .insert(contactMessages)
      .values([
        message("Nadia", 30),
        message("Oliver", 4 * 24, { status: "in_progress" }),
        message("Recent", 2),
        message("Answered", 50, { status: "replied" }),
        message("Spammer", 50, { spam: true }),
      ])
      .returning({ id: contactMessages.id, name: contactMessages.name });
    waiting = rows.find((row) => row.name === "Nadia")!.id;
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  it("keeps each admin's choice", async () => {
    const [first] = await database.db.select().from(adminUsers).limit(1);
    await setDigestOptIn(database.db, first!.id, false);
    expect(await getDigestOptIn(database.db, first!.id)).toBe(false);
    await setDigestOptIn(database.db, first!.id, first!.email === "ayesha@agency.example");
  });

  it("mails each opted-in admin once a day, with sender, subject, age and a link on the configured origin", async () => {
    const digest = startUnansweredDigest({ ...CONFIG, SMTP_URL: smtp.url }, database.db, log)!;
    expect(await digest.run(now)).toEqual({ ran: true, messages: 2, sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([["ayesha@agency.example"]]);
    const text = body(smtp.received[0]!.raw);
    expect(smtp.received[0]!.raw).toMatch(
      /^Subject: Codexa Technologies: 2 messages unanswered for more than 24 hours$/m,
    );
    // Oldest first; the opted-out admin, recent, answered and spam messages are not in it.
    expect(text.indexOf("Oliver <oliver@client.example>: Quote for Oliver")).toBeGreaterThan(-1);
    expect(text.indexOf("Oliver")).toBeLessThan(text.indexOf("Nadia"));
    expect(text).toContain("waiting 4 days: https://agency.example/site/admin/contact-requests/");
    expect(text).toContain(
      `Nadia <nadia@client.example>: Quote for Nadia\r\n  waiting 30 hours: https://agency.example/site/admin/contact-requests/${waiting}`,
    );
    expect(text).not.toMatch(/Recent|Answered|Spammer/);

    // A later tick the same day sends nothing.
    expect(await digest.run(new Date(now.getTime() + 5 * HOUR_MS))).toEqual({ ran: false });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends once when two instances tick at the same moment", { timeout: 60_000 }, async () => {
    const nextDay = new Date(now.getTime() + 24 * HOUR_MS);
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const other = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    try {
      const a = startUnansweredDigest({ ...CONFIG, SMTP_URL: smtp.url }, database.db, log)!;
      const b = startUnansweredDigest({ ...CONFIG, SMTP_URL: smtp.url }, other.db, log)!;
      const runs = await Promise.all([a.run(nextDay), b.run(new Date(nextDay.getTime() + 1000))]);
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      expect(smtp.received).toHaveLength(2);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it("sends nothing on a day with no unanswered messages", async () => {
    await database.db.update(contactMessages).set({ status: "closed" });
    const digest = startUnansweredDigest({ ...CONFIG, SMTP_URL: smtp.url }, database.db, log)!;
    expect(await digest.run(new Date(now.getTime() + 2 * 24 * HOUR_MS))).toEqual({
      ran: true,
      messages: 0,
      sent: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
  });

  it("gives the day back when every mail failed, so the next tick sends it", async () => {
    await database.db.update(contactMessages).set({ status: "new" });
    const day = new Date(now.getTime() + 3 * 24 * HOUR_MS);
    const digest = startUnansweredDigest({ ...CONFIG, SMTP_URL: smtp.url }, database.db, log)!;
    smtp.failNext(1);
    expect(await digest.run(day)).toMatchObject({ ran: true, sent: 0, failed: 1 });
    expect(logs.at(-1)).toMatch(/^unanswered digest to ayesha@agency\.example failed: /);
    expect(await digest.run(new Date(day.getTime() + HOUR_MS))).toMatchObject({ ran: true, sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it("without SMTP_URL sends nothing and says so once", () => {
    const said: string[] = [];
    expect(
      startUnansweredDigest({ ...CONFIG, SMTP_URL: undefined }, database.db, (message) => said.push(message)),
    ).toBeNull();
    expect(said).toEqual(["SMTP_URL is not set: the daily digest of unanswered messages is not sent."]);
  });
});
