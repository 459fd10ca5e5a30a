import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactMessages } from "~/db/schema";
import { createInboxMessage } from "~/models/inbox-intake.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { startTestSmtp } from "../../tests/support/smtp";
import { InboxNotifier } from "./inbox-notifier.server";

describe.each(testDrivers())("staff notification on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const logs: string[] = [];
  let notifier: InboxNotifier;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
    notifier = new InboxNotifier({
      db: database.db,
      smtpUrl: smtp.url,
      to: "staff@example.test",
      siteUrl: "https://codexatech.test/",
      log: (line) => logs.push(line),
      retryBaseMs: 1_000,
      maxAttempts: 3,
      queueGraceMs: 1_000,
    });
  });
  afterAll(async () => {
    notifier.stop();
    await smtp.close();
    await database.drop();
  });

  const row = async (id: string) =>
    (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

  it("emails staff in plain text with Reply-To set to the visitor, and records it", async () => {
    const { id } = await createInboxMessage(
      database.db,
      {
        name: "Eve <b>Bold</b>",
        email: "eve@example.com",
        subject: "Quote <script>",
        message: "Hi <img src=x onerror=alert(1)>\nThanks",
      },
      { spam: false },
    );
    notifier.enqueue(id);
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["staff@example.test"]);
    expect(mail.raw).toMatch(/^Reply-To: .*<eve@example\.com>/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw).not.toMatch(/text\/html/);
    expect(mail.raw).toContain("Subject: New contact message: Quote <script>");
    const body = mail.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain("Hi <img src=x onerror=alert(1)>\r\nThanks");
    expect(body).not.toContain("Language:");
    const stored = await row(id);
    expect(stored.notifiedAt).toBeInstanceOf(Date);
    expect(stored.notifyAttempts).toBe(1);
  });

  it("links to the message on the configured origin and names its lead source", async () => {
    const { id } = await createInboxMessage(
      database.db,
      { name: "Lina", email: "lina@example.com", subject: "Where from", message: "m" },
      { spam: false },
      {
        landingPage: "/services",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "spring-offer",
        utmTerm: null,
        utmContent: null,
        referrerHost: "news.example.org",
        sourcePage: "/contact",
      },
    );
    notifier.enqueue(id);
    await notifier.idle();
    const body = smtp.received
      .at(-1)!
      .raw.replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain(`Open in the inbox: https://codexatech.test/admin/contact-requests/${id}\r\n`);
    expect(body).toContain(
      [
        "Lead source:",
        "  Landing page: /services",
        "  Referring site: news.example.org",
        "  Sent from page: /contact",
        "  UTM source: newsletter",
        "  UTM medium: email",
        "  UTM campaign: spring-offer",
      ].join("\r\n"),
    );
  });

  it("tells staff when a message came from the Bengali site", async () => {
    const input = { name: "আনিকা", email: "anika@example.com", subject: "শুভেচ্ছা", message: "বার্তা" };
    const { id } = await createInboxMessage(database.db, input, { spam: false }, undefined, "bn");
    const before = smtp.received.length;
    notifier.enqueue(id);
    await notifier.idle();
    expect(smtp.received).toHaveLength(before + 1);
    // Bengali text makes the body base64 or quoted-printable: read it as a mail program would.
    const raw = smtp.received.at(-1)!.raw;
    const [head, ...rest] = raw.split("\r\n\r\n");
    const encoded = rest.join("\r\n\r\n");
    const text = /Content-Transfer-Encoding: base64/i.test(head!)
      ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
      : Buffer.from(
          encoded
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
    expect(text).toContain("Language: Bengali (sent from the Bengali site)");
    expect(text).toContain("Name: আনিকা");
  });

  it("never emails about spam, and never writes to the visitor", async () => {
    const { id } = await createInboxMessage(
      database.db,
      { name: "Bot", email: "bot@example.com", subject: "x", message: "y" },
      { spam: true, reason: "honeypot" },
    );
    const before = smtp.received.length;
    notifier.enqueue(id);
    await notifier.idle();
    await notifier.sweep(new Date(Date.now() + 60_000));
    expect(smtp.received.length).toBe(before);
    expect(smtp.received.every((mail) => mail.to.every((to) => to === "staff@example.test"))).toBe(true);
  });

  it("logs a failed send and retries it from the sweep with growing delays, up to the maximum", async () => {
    smtp.failNext(1);
    const { id } = await createInboxMessage(
      database.db,
      { name: "Ann", email: "ann@example.com", subject: "retry me", message: "m" },
      { spam: false },
    );
    notifier.enqueue(id);
    await notifier.idle();
    expect((await row(id)).notifiedAt).toBeNull();
    expect(logs.some((line) => line.includes(id) && line.includes("attempt 1 of 3, will retry"))).toBe(true);
    const created = (await row(id)).createdAt.getTime();
    await notifier.sweep(new Date(created + 500)); // not yet due (first retry after 1 s)
    expect((await row(id)).notifyAttempts).toBe(1);
    await notifier.sweep(new Date(created + 1_000));
    const done = await row(id);
    expect(done.notifiedAt).toBeInstanceOf(Date);
    expect(done.notifyAttempts).toBe(2);
    expect(smtp.received.filter((mail) => mail.raw.includes("retry me"))).toHaveLength(1);
  });

  it("gives up after the maximum attempts but keeps the message", async () => {
    smtp.failNext(10);
    const { id } = await createInboxMessage(
      database.db,
      { name: "Bo", email: "bo@example.com", subject: "gives up", message: "m" },
      { spam: false },
    );
    notifier.enqueue(id);
    await notifier.idle();
    const created = (await row(id)).createdAt.getTime();
    await notifier.sweep(new Date(created + 1_000));
    await notifier.sweep(new Date(created + 3_000));
    await notifier.sweep(new Date(created + 60_000));
    const stored = await row(id);
    expect(stored.notifyAttempts).toBe(3);
    expect(stored.notifiedAt).toBeNull();
    expect(stored.subject).toBe("gives up");
    expect(logs.some((line) => line.includes(id) && line.includes("giving up"))).toBe(true);
    smtp.failNext(0);
  });

  it("picks up a stored message whose queued send was lost (e.g. the process died)", async () => {
    const { id } = await createInboxMessage(
      database.db,
      { name: "Cy", email: "cy@example.com", subject: "lost queue", message: "m" },
      { spam: false },
    );
    await notifier.sweep(new Date((await row(id)).createdAt.getTime() + 1_000));
    expect((await row(id)).notifiedAt).toBeInstanceOf(Date);
  });
});
