import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminUsers, auditLog, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { can } from "~/features/roles/roles";
import { permissionForPath } from "~/features/roles/route-permissions.server";
import { setToastSecret } from "~/features/toast/toast.server";
import { mailSender } from "~/jobs/mail-transport.server";
import { createAdmin } from "~/models/admin-users.server";
import { audienceSize, getIssue } from "~/models/newsletter-issues.server";
import { deliveryCounts, listDeliveries } from "~/models/newsletter-outbox.server";
import type { SessionUser } from "~/models/sessions.server";
import { issueCommand, saveIssue } from "~/routes/admin/newsletter/issue-edit.server";
import { readConfig, setConfig } from "~/utils/env.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startTestSmtp } from "../support/smtp";

const doc = (text: string) =>
  JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

function issueForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("newsletter issue screens' permissions", () => {
  it("are Owner's and Sales', not a writer's", () => {
    for (const path of [
      "/admin/newsletter/issues",
      "/admin/newsletter/issues/:id",
      "/admin/newsletter/issues/:id/recipients",
      "/admin/newsletter/issues/:id/preview",
    ]) {
      const permission = permissionForPath(path)!;
      expect(permission).toBe("newsletter");
      expect(can("owner", permission)).toBe(true);
      expect(can("sales", permission)).toBe(true);
      expect(can("writer", permission)).toBe(false);
    }
  });
});

describe.each(testDrivers())("newsletter issue actions on %s", (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let staff: SessionUser;
  cheapPasswordHashing();

  beforeAll(async () => {
    setConfig(readConfig({ NODE_ENV: "test" }));
    setToastSecret(Buffer.alloc(32, 1));
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    setConfig(undefined);
    await smtp.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(newsletterIssues);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(auditLog);
    await database.db.delete(adminUsers);
    smtp.received.length = 0;
    const created = await createAdmin(database.db, { email: "sales@example.test", password: "long enough password 1" });
    staff = {
      sessionId: "test",
      userId: created.id,
      email: created.email,
      role: "sales",
      passwordGenerated: false,
      mustChangePassword: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      confirmedAt: new Date(),
    };
  });

  const context = () => ({ siteUrl: "https://codexatech.test", mail: mailSender(smtp.url) });

  it("refuses a form without a subject keeping what was typed, then saves, sends a test and queues", async () => {
    const refused = await saveIssue(
      database.db,
      staff,
      issueForm({ subject: " ", slug: "", audience: "all", body: doc("Hello"), "bn.body": doc("নমস্কার") }),
      null,
    );
    expect(refused).toMatchObject({ init: { status: 400 } });
    const reply = (refused as { data: { fieldErrors: Record<string, string>; values: Record<string, string> } }).data;
    expect(reply.fieldErrors.subject).toBeTruthy();
    expect(reply.values["bn.body"]).toBe(doc("নমস্কার"));
    expect(await database.db.select().from(newsletterIssues)).toHaveLength(0);

    const saved = await saveIssue(
      database.db,
      staff,
      issueForm({
        subject: "December news",
        "bn.subject": "ডিসেম্বরের খবর",
        slug: "",
        audience: "all",
        body: doc("Hello"),
        "bn.body": doc("নমস্কার"),
      }),
      null,
    );
    expect(saved).toBeInstanceOf(Response);
    const [row] = await database.db.select().from(newsletterIssues);
    expect(row).toMatchObject({ slug: "december-news", status: "draft", subject: "December news" });
    expect(row!.translations).toMatchObject({ bn: { subject: "ডিসেম্বরের খবর" } });

    // The same slug again is refused on its field.
    const taken = await saveIssue(
      database.db,
      staff,
      issueForm({ subject: "December news", slug: "", audience: "all", body: doc("x") }),
      null,
    );
    expect((taken as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors.slug).toMatch(/already/);
    // The archive's own pages' slugs could never be read at /newsletter/<slug> (decision 204).
    for (const slug of ["archive", "confirm", "unsubscribe"]) {
      const reserved = await saveIssue(
        database.db,
        staff,
        issueForm({ subject: "Archive", slug, audience: "all", body: doc("x") }),
        null,
      );
      expect((reserved as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors.slug).toBe(
        `"${slug}" is the address of another page`,
      );
    }

    // A test in Bengali to the signed-in staff member, through the real mail server.
    const issue = (await getIssue(database.db, row!.id))!;
    expect(
      await issueCommand(database.db, staff, issue, issueForm({ intent: "test", locale: "bn" }), context()),
    ).toEqual({ ok: true, message: "Test sent to sales@example.test" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["sales@example.test"]);
    expect(smtp.received[0]!.raw).toContain("List-Unsubscribe-Post");

    // Send now: every confirmed subscriber of the audience is queued, once.
    await database.db.insert(newsletterSubscribers).values([
      { email: "a@example.test", source: "blog", locale: "en", confirmedAt: new Date() },
      { email: "b@example.test", source: "blog", locale: "bn", confirmedAt: new Date() },
      { email: "pending@example.test", source: "blog", locale: "en" },
    ]);
    expect(await audienceSize(database.db, "all")).toBe(2);
    expect(await audienceSize(database.db, "bn")).toBe(1);
    // Without `confirmed` (a browser without JavaScript has no dialog) it asks, naming audience and count,
    // and queues nothing.
    const asked = await issueCommand(database.db, staff, issue, issueForm({ intent: "send" }), context());
    expect(asked).toMatchObject({ ok: false, confirm: { recipients: 2, audience: "all" } });
    expect(await deliveryCounts(database.db, issue.id)).toMatchObject({ queued: 0, sent: 0 });
    expect(await getIssue(database.db, issue.id)).toMatchObject({ status: "draft" });
    const confirmed = issueForm({ intent: "send", confirmed: "yes" });
    const sent = await issueCommand(database.db, staff, issue, confirmed, context());
    expect(sent).toEqual({ ok: true, message: "Sending to 2 subscribers" });
    expect(await deliveryCounts(database.db, issue.id)).toMatchObject({ queued: 2 });
    expect((await issueCommand(database.db, staff, issue, confirmed, context())).ok).toBe(false);
    // Editing a sent issue is refused.
    const late = await saveIssue(
      database.db,
      staff,
      issueForm({ subject: "Changed", slug: "december-news", audience: "all", body: doc("x"), version: "1" }),
      (await getIssue(database.db, issue.id))!,
    );
    expect(late).toMatchObject({ init: { status: 409 } });

    // Failed ones are retried.
    await database.db
      .update(newsletterDeliveries)
      .set({ status: "failed", lastError: "The mail server refused the address" })
      .where(eq(newsletterDeliveries.issueId, issue.id));
    const failed = await listDeliveries(database.db, issue.id, { limit: 10, offset: 0 });
    expect(failed.map((d) => d.lastError)).toEqual([
      "The mail server refused the address",
      "The mail server refused the address",
    ]);
    expect(await issueCommand(database.db, staff, issue, issueForm({ intent: "retry" }), context())).toEqual({
      ok: true,
      message: "Retrying 2 failed",
    });
    expect(await deliveryCounts(database.db, issue.id)).toMatchObject({ queued: 2, failed: 0 });

    const actions = (await database.db.select().from(auditLog)).map((entry) => `${entry.entity}:${entry.action}`);
    expect(actions.sort()).toEqual(
      [
        "newsletter_issue:created",
        "newsletter_issue:test_sent",
        "newsletter_issue:sent",
        "newsletter_issue:retried",
      ].sort(),
    );
  });

  it("schedules in company time, refuses a time in the past, and unschedules", async () => {
    await saveIssue(
      database.db,
      staff,
      issueForm({ subject: "Later", slug: "", audience: "bn", body: doc("x") }),
      null,
    );
    const [row] = await database.db.select().from(newsletterIssues);
    const issue = (await getIssue(database.db, row!.id))!;
    const past = await issueCommand(
      database.db,
      staff,
      issue,
      issueForm({ intent: "schedule", scheduledAt: "2020-01-01T10:00" }),
      context(),
    );
    expect(past.ok).toBe(false);
    const next = new Date(Date.now() + 86_400_000 * 3);
    const local = next.toISOString().slice(0, 16);
    expect(
      (await issueCommand(database.db, staff, issue, issueForm({ intent: "schedule", scheduledAt: local }), context()))
        .ok,
    ).toBe(true);
    expect(await getIssue(database.db, issue.id)).toMatchObject({ status: "scheduled" });
    expect((await issueCommand(database.db, staff, issue, issueForm({ intent: "unschedule" }), context())).ok).toBe(
      true,
    );
    expect(await getIssue(database.db, issue.id)).toMatchObject({ status: "draft", scheduledAt: null });
  });
});
