import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, jobRuns, newsletterSubscribers } from "~/db/schema";
import {
  CONFIRMATION_LINK_MAX_AGE_MS,
  signNewsletterLink,
  verifyNewsletterLink,
} from "~/features/newsletter/newsletter-links.server";
import { newsletterLink, newsletterLinkSecret, NewsletterMailer } from "~/jobs/newsletter-mailer.server";
import {
  claimConfirmation,
  CONFIRMATION_MAX_ATTEMPTS,
  countSubscribers,
  getSubscriberPage,
  listOwedConfirmations,
  purgeUnconfirmedSubscribers,
  subscribe,
  UNCONFIRMED_PURGE_JOB,
} from "~/models/newsletter.server";
import { confirm, showConfirmation, showUnsubscribe, unsubscribe } from "~/routes/public/newsletter-links.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { startTestSmtp } from "../support/smtp";

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = "http://site.test/";

/** The state a link handler answered (its data() payload) and the HTTP status. */
function shown(result: unknown): { status: number; state: string; email?: string | null; cache: string | null } {
  const { data, init } = result as {
    data: { state: string; email?: string | null };
    init: { status: number; headers: Record<string, string> };
  };
  return { status: init.status, ...data, cache: init.headers["Cache-Control"] ?? null };
}

/** The value of a header in a raw message, with folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const unfolded = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1];
}

/** The token of the first link to `path` in a raw (quoted-printable) mail body. */
function tokenIn(raw: string, path: string): string {
  const body = raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9._-]+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}

describe("newsletter links", () => {
  const secret = Buffer.alloc(32, 7);
  const id = "0b0b6a3e-2c1f-4d55-9a1e-1f2e3d4c5b6a";

  it("verifies its own links, and refuses tampered, swapped, other-key and expired ones", () => {
    const now = Date.parse("2026-06-01T00:00:00Z");
    const token = signNewsletterLink(secret, "confirm", id, now);
    expect(verifyNewsletterLink(secret, "confirm", token, now + 1000)).toEqual({ ok: true, subscriberId: id });
    const otherId = token.replace(id, "1b0b6a3e-2c1f-4d55-9a1e-1f2e3d4c5b6a");
    expect(verifyNewsletterLink(secret, "confirm", otherId, now)).toEqual({ ok: false, reason: "invalid" });
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(verifyNewsletterLink(secret, "confirm", flipped, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyNewsletterLink(Buffer.alloc(32, 8), "confirm", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyNewsletterLink(secret, "unsubscribe", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyNewsletterLink(secret, "confirm", undefined, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyNewsletterLink(secret, "confirm", token, now + CONFIRMATION_LINK_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
    // Unsubscribe links keep working: a newsletter may be read months later.
    const leave = signNewsletterLink(secret, "unsubscribe", id, now);
    expect(verifyNewsletterLink(secret, "unsubscribe", leave, now + 400 * DAY_MS)).toEqual({
      ok: true,
      subscriberId: id,
    });
  });
});

describe.each(testDrivers())("newsletter double opt-in on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(newsletterSubscribers);
    smtp.received.length = 0;
  });

  const rowOf = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

  it("stores a sign-up unconfirmed, owes one confirmation, and a repeat owes another only after 10 minutes", async () => {
    const t0 = new Date("2026-06-01T10:00:00Z");
    expect(await subscribe(database.db, "ada@example.test", "blog", t0)).toEqual({
      created: true,
      confirmationOwed: true,
    });
    const { id } = await rowOf("ada@example.test");
    expect(await listOwedConfirmations(database.db)).toEqual([id]);
    expect(await claimConfirmation(database.db, id, t0)).toEqual({ id, email: "ada@example.test", locale: "en" });
    // Claimed once: a second instance gets nothing.
    expect(await claimConfirmation(database.db, id, t0)).toBeNull();
    expect(await listOwedConfirmations(database.db)).toEqual([]);

    expect(await subscribe(database.db, "ADA@example.test", "shop", new Date(t0.getTime() + 5 * 60_000))).toEqual({
      created: false,
      confirmationOwed: false,
    });
    expect(await subscribe(database.db, "ada@example.test", "shop", new Date(t0.getTime() + 11 * 60_000))).toEqual({
      created: false,
      confirmationOwed: true,
    });
    expect(await listOwedConfirmations(database.db)).toEqual([id]);
    // The repeat restarts the 7 days.
    expect((await rowOf("ada@example.test")).createdAt.toISOString()).toBe("2026-06-01T10:11:00.000Z");
    expect(await countSubscribers(database.db)).toEqual({ confirmed: 0, pending: 1 });
  });

  it("sends the confirmation through SMTP with the unsubscribe headers; confirming and unsubscribing work once", async () => {
    const mailer = new NewsletterMailer({ db: database.db, smtpUrl: smtp.url, siteUrl: SITE, log: () => {} });
    try {
      await subscribe(database.db, "grace@example.test", "shop");
      mailer.kick();
      await mailer.idle();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(["grace@example.test"]);
      expect(header(mail.raw, "Subject")).toMatch(/^Confirm your subscription to the .+ newsletter$/);
      const unsubscribeUrl = header(mail.raw, "List-Unsubscribe");
      expect(unsubscribeUrl).toMatch(new RegExp(`^<${SITE}newsletter/unsubscribe\\?token=[A-Za-z0-9._-]+>$`));
      expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

      // Sent once: another kick finds nothing owed.
      mailer.kick();
      await mailer.idle();
      expect(smtp.received).toHaveLength(1);

      const confirmToken = tokenIn(mail.raw, "newsletter/confirm");
      expect(shown(await showConfirmation(database.db, confirmToken))).toEqual({
        status: 200,
        state: "ready",
        email: "grace@example.test",
        cache: "private, no-store",
      });
      // Opening the link changes nothing; the button's POST confirms.
      expect((await rowOf("grace@example.test")).confirmedAt).toBeNull();
      expect(shown(await confirm(database.db, confirmToken + "x")).state).toBe("invalid");
      expect((await rowOf("grace@example.test")).confirmedAt).toBeNull();
      expect(shown(await confirm(database.db, confirmToken))).toMatchObject({
        status: 200,
        state: "confirmed",
        email: "grace@example.test",
      });
      const { id, confirmedAt } = await rowOf("grace@example.test");
      expect(confirmedAt).toBeInstanceOf(Date);
      expect(shown(await confirm(database.db, confirmToken)).state).toBe("confirmed");
      expect((await rowOf("grace@example.test")).confirmedAt).toEqual(confirmedAt);
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audits.map((entry) => entry.action)).toEqual(["confirmed"]);
      expect(await countSubscribers(database.db)).toEqual({ confirmed: 1, pending: 0 });
      expect(
        (await getSubscriberPage(database.db, { status: "confirmed" })).subscribers.map((row) => row.email),
      ).toEqual(["grace@example.test"]);
      expect((await getSubscriberPage(database.db, { status: "pending" })).total).toBe(0);

      // A confirmed address that signs up again is sent nothing.
      expect(await subscribe(database.db, "grace@example.test", "blog")).toEqual({
        created: false,
        confirmationOwed: false,
      });

      const leaveToken = tokenIn(mail.raw, "newsletter/unsubscribe");
      expect(shown(await unsubscribe(database.db, confirmToken)).state).toBe("invalid");
      expect(shown(await showUnsubscribe(database.db, leaveToken))).toMatchObject({
        state: "ready",
        email: "grace@example.test",
      });
      expect(shown(await unsubscribe(database.db, leaveToken))).toMatchObject({
        status: 200,
        state: "unsubscribed",
        email: "grace@example.test",
      });
      expect(await countSubscribers(database.db)).toEqual({ confirmed: 0, pending: 0 });
      expect(shown(await unsubscribe(database.db, leaveToken))).toMatchObject({
        status: 200,
        state: "unsubscribed",
        email: null,
      });
      // The old confirmation link cannot bring the address back.
      expect(shown(await confirm(database.db, confirmToken))).toMatchObject({ status: 410, state: "expired" });
      expect(await countSubscribers(database.db)).toEqual({ confirmed: 0, pending: 0 });
    } finally {
      mailer.stop();
    }
  });

  it("sends a sign-up from a Bengali page its confirmation in Bengali, with links to the Bengali pages", async () => {
    const mailer = new NewsletterMailer({ db: database.db, smtpUrl: smtp.url, siteUrl: SITE, log: () => {} });
    try {
      await subscribe(database.db, "rakib@example.test", "blog", new Date(), "bn");
      mailer.kick();
      await mailer.idle();
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual(["rakib@example.test"]);
      const [head, ...rest] = mail.raw.split("\r\n\r\n");
      const encoded = rest.join("\r\n\r\n");
      // Bengali makes nodemailer encode the body (base64 or quoted-printable) and the subject (RFC 2047).
      const body = /Content-Transfer-Encoding: base64/i.test(head!)
        ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
        : Buffer.from(
            encoded
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8");
      const subject = (header(mail.raw, "Subject") ?? "").replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_, b64: string) =>
        Buffer.from(b64, "base64").toString("utf8"),
      );
      expect(subject).toMatch(/নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন$/);
      expect(body).toContain("নিশ্চিত করতে এই লিংকটি খুলুন:");
      expect(body).toContain("লিংকটি ৭ দিন কাজ করবে।");
      expect(body).toMatch(new RegExp(`${SITE}bn/newsletter/confirm\\?token=[A-Za-z0-9._-]+`));
      expect(header(mail.raw, "List-Unsubscribe")).toMatch(
        new RegExp(`^<${SITE}bn/newsletter/unsubscribe\\?token=[A-Za-z0-9._-]+>$`),
      );
      expect((await rowOf("rakib@example.test")).locale).toBe("bn");
    } finally {
      mailer.stop();
    }
  });

  it("keeps a confirmation owed while SMTP refuses it, and sends it on the next sweep", async () => {
    const mailer = new NewsletterMailer({ db: database.db, smtpUrl: smtp.url, siteUrl: SITE, log: () => {} });
    try {
      smtp.failNext(1);
      await subscribe(database.db, "linus@example.test", "blog");
      mailer.kick();
      await mailer.idle();
      expect(smtp.received).toHaveLength(0);
      const row = await rowOf("linus@example.test");
      expect(row).toMatchObject({ confirmationSentAt: null, confirmationAttempts: 1 });
      mailer.kick();
      await mailer.idle();
      expect(smtp.received.map((mail) => mail.to)).toEqual([["linus@example.test"]]);
      expect((await rowOf("linus@example.test")).confirmationAttempts).toBe(2);
    } finally {
      mailer.stop();
    }
    // Out of attempts: no longer owed.
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: null, confirmationAttempts: CONFIRMATION_MAX_ATTEMPTS });
    expect(await listOwedConfirmations(database.db)).toEqual([]);
  });

  it("refuses an expired confirmation link and changes nothing", async () => {
    await subscribe(database.db, "old@example.test", "shop");
    const { id } = await rowOf("old@example.test");
    const secret = await newsletterLinkSecret(database.db);
    const old = new URL(
      newsletterLink(SITE, secret, "confirm", id, Date.now() - CONFIRMATION_LINK_MAX_AGE_MS - 60_000),
    ).searchParams.get("token");
    expect(shown(await showConfirmation(database.db, old))).toMatchObject({ status: 410, state: "expired" });
    expect(shown(await confirm(database.db, old))).toMatchObject({ status: 410, state: "expired" });
    expect((await rowOf("old@example.test")).confirmedAt).toBeNull();
  });

  it("purges sign-ups unconfirmed for 7 days, once a day across instances, audited", async () => {
    const now = new Date("2026-07-20T03:00:00Z");
    await database.db.delete(jobRuns).where(eq(jobRuns.name, UNCONFIRMED_PURGE_JOB));
    await database.db.insert(newsletterSubscribers).values([
      { email: "stale@example.test", source: "blog", createdAt: new Date(now.getTime() - 7 * DAY_MS - 60_000) },
      { email: "fresh@example.test", source: "blog", createdAt: new Date(now.getTime() - 6 * DAY_MS) },
      {
        email: "loyal@example.test",
        source: "shop",
        createdAt: new Date(now.getTime() - 90 * DAY_MS),
        confirmedAt: new Date(now.getTime() - 89 * DAY_MS),
      },
    ]);
    const [a, b] = await Promise.all([
      purgeUnconfirmedSubscribers(database.db, { now }),
      purgeUnconfirmedSubscribers(database.db, { now: new Date(now.getTime() + 1000) }),
    ]);
    expect([a, b].filter((result) => result.ran)).toEqual([{ ran: true, deleted: 1 }]);
    const left = (await database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers))
      .map((row) => row.email)
      .sort();
    expect(left).toEqual(["fresh@example.test", "loyal@example.test"]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "unconfirmed_purged"));
    expect(entry).toMatchObject({ actorId: null, entity: "newsletter_subscriber", details: { deleted: 1 } });
    // Later the same day nothing runs; the next day it runs again.
    expect(await purgeUnconfirmedSubscribers(database.db, { now: new Date(now.getTime() + 3 * 60 * 60_000) })).toEqual({
      ran: false,
    });
    expect(await purgeUnconfirmedSubscribers(database.db, { now: new Date(now.getTime() + 2 * DAY_MS) })).toEqual({
      ran: true,
      deleted: 1,
    });
  });
});
