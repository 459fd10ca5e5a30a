// Issue 29 item 1, the writer's bullet (decision 182): a writer submits their draft for review; editors and
// owners are emailed; an editor sends it back with a note (the writer is emailed, and reads it in the editor)
// or publishes it (the writer is emailed). All on the server: a writer cannot publish by posting the status,
// nor send back. Over HTTP against the built server with a real SMTP server; the outbox on both drivers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers, auditLog, blogPosts } from "~/db/schema";
import type { Role } from "~/features/roles/roles";
import { startReviewNotices } from "~/jobs/review-notices.server";
import { createAdmin } from "~/models/admin-users.server";
import { endReviewOnPublish, listOwedReviewNotices, sendPostBack, submitPost } from "~/models/blog-review.server";

import { adminEditorServer } from "../support/admin-editors";
import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

cheapPasswordHashing();

const doc = JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }] });

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
const bodyOf = (raw: string) =>
  raw
    .split("\r\n\r\n")
    .slice(1)
    .join("\n")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");

async function mailsAfter(smtp: TestSmtp, before: number, count: number) {
  for (let i = 0; i < 200 && smtp.received.length < before + count; i++) await new Promise((r) => setTimeout(r, 50));
  return smtp.received.slice(before);
}

describe("a writer's post through review, over HTTP", () => {
  let smtp: TestSmtp;
  let postId = "";

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp?.close());
  const site = adminEditorServer("pglite", {
    prefix: "review",
    staff: {
      owner: { password: "owner-password-long", role: "owner" },
      editor: { password: "editor-password-long", role: "editor" },
      writer: { password: "writer-password-long", role: "writer" },
      sales: { password: "sales-password-long", role: "sales" },
    },
    async prepare(db, staff) {
      const [row] = await db
        .insert(blogPosts)
        .values({ slug: "writers-draft", title: "Writer's draft", body: JSON.parse(doc), createdBy: staff.writer })
        .returning({ id: blogPosts.id });
      postId = row!.id;
    },
    env: () => ({ SMTP_URL: smtp.url }),
  });
  const { cookies } = site;
  const send = (role: Role, target: string, body: FormData | URLSearchParams) => site.post(target, body, cookies[role]);
  const review = (role: Role, fields: Record<string, string>) =>
    send(role, `/admin/blog/${postId}/review`, new URLSearchParams(fields));
  const page = async (role: Role, target: string) =>
    (await (await fetch(`${site.server.url}${target}`, { headers: { Cookie: cookies[role] } })).text()).replaceAll(
      "<!-- -->",
      "",
    );
  function postForm(fields: Record<string, string>, version: number): FormData {
    const form = new FormData();
    const values = {
      title: "Writer's draft",
      slug: "writers-draft",
      category: "",
      author: "",
      excerpt: "",
      metaDescription: "",
      coverAlt: "",
      status: "draft",
      publishAt: "",
      body: doc,
      version: String(version),
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  }

  it("submit → editors emailed → send back with a note → resubmit → publish → writer emailed", async () => {
    // Only the writer's own draft; never by another role without "posts".
    expect((await review("sales", { intent: "submit-review" })).status).toBe(403);
    let before = smtp.received.length;
    const submitted = await review("writer", { intent: "submit-review" });
    expect(submitted.status).toBe(302);
    const toReviewers = await mailsAfter(smtp, before, 2);
    expect(toReviewers.map((mail) => mail.to[0]).sort()).toEqual(["editor@example.test", "owner@example.test"]);
    expect(subjectOf(toReviewers[0]!.raw)).toBe("Waiting for review: Writer's draft");
    expect(bodyOf(toReviewers[0]!.raw)).toContain(`/admin/blog/${postId}`);

    // The list shows it, and filters on it.
    const waiting = await page("editor", "/admin/blog?status=review");
    expect(waiting).toContain("Writer&#x27;s draft");
    expect(waiting).toContain("Waiting for review");
    expect(await page("editor", "/admin/blog?status=published")).not.toContain("Writer&#x27;s draft");

    // A writer can neither send back nor publish by posting the status, even in review.
    expect((await review("writer", { intent: "send-back", note: "mine" })).status).toBe(403);
    expect((await send("writer", `/admin/blog/${postId}`, postForm({ status: "published" }, 1))).status).toBe(403);
    expect(
      (
        await send(
          "writer",
          `/admin/blog/${postId}`,
          postForm({ status: "scheduled", publishAt: "2099-01-01T10:00" }, 1),
        )
      ).status,
    ).toBe(403);

    expect((await review("editor", { intent: "send-back", note: "  " })).status).toBe(400);
    before = smtp.received.length;
    const back = await review("editor", { intent: "send-back", note: "Add a conclusion, please." });
    expect(back.status).toBe(302);
    const [toWriter] = await mailsAfter(smtp, before, 1);
    expect(toWriter!.to).toEqual(["writer@example.test"]);
    expect(subjectOf(toWriter!.raw)).toBe("Sent back with a note: Writer's draft");
    expect(bodyOf(toWriter!.raw)).toContain("> Add a conclusion, please.");
    const editor = await page("writer", `/admin/blog/${postId}`);
    expect(editor).toContain("Sent back by editor@example.test");
    expect(editor).toContain("Add a conclusion, please.");
    // Sending back twice: it is no longer waiting.
    expect((await review("editor", { intent: "send-back", note: "Again" })).status).toBe(409);

    before = smtp.received.length;
    expect((await review("writer", { intent: "submit-review" })).status).toBe(302);
    await mailsAfter(smtp, before, 2);
    before = smtp.received.length;
    const published = await send("editor", `/admin/blog/${postId}`, postForm({ status: "published" }, 1));
    expect(published.status).toBe(302);
    const [done] = await mailsAfter(smtp, before, 1);
    expect(done!.to).toEqual(["writer@example.test"]);
    expect(subjectOf(done!.raw)).toBe("Published: Writer's draft");
    expect(bodyOf(done!.raw)).toContain("/blog/writers-draft");
    expect(await page("editor", "/admin/blog?status=review")).not.toContain("Writer&#x27;s draft");
    // Published, it is no longer the writer's to change.
    expect((await send("writer", `/admin/blog/${postId}`, postForm({}, 2))).status).toBe(403);
  });
});

describe.each(testDrivers())("the review outbox on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it("owes one email per step, retries a refused send, and a writer submits only their own draft", async () => {
    const { db } = database;
    await db.delete(adminUsers);
    const writer = await createAdmin(db, { email: "w@example.test", password: "writers-password-1", role: "writer" });
    await createAdmin(db, { email: "e@example.test", password: "editors-password-1", role: "editor" });
    const other = await createAdmin(db, { email: "o@example.test", password: "others-password-1", role: "writer" });
    const [post] = await db
      .insert(blogPosts)
      .values({ slug: "p", title: "P", body: JSON.parse(doc), createdBy: writer.id })
      .returning({ id: blogPosts.id });
    const id = post!.id;
    expect(await submitPost(db, id, { userId: other.id, email: "o@example.test", anyone: false })).toBeNull();
    expect(await submitPost(db, id, { userId: writer.id, email: "w@example.test", anyone: false })).toEqual({
      title: "P",
    });

    // The first try (at the worker's start) is refused: the notice stays owed, with one attempt counted.
    smtp.failNext(1);
    const before = smtp.received.length;
    const worker = startReviewNotices({
      db,
      smtpUrl: smtp.url,
      siteUrl: "https://x.test/",
      log: () => {},
      sweepIntervalMs: 60_000,
      retryBaseMs: 0,
    });
    try {
      await worker.idle();
      expect(smtp.received.length).toBe(before);
      expect((await listOwedReviewNotices(db, 8))[0]).toMatchObject({ step: "submitted", attempts: 1 });
      await worker.run();
      expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual(["e@example.test"]);
      expect(await listOwedReviewNotices(db, 8)).toEqual([]);

      expect(await sendPostBack(db, id, "Shorter", { email: "e@example.test" })).toEqual({ title: "P" });
      await endReviewOnPublish(db, id, { email: "e@example.test" });
      // The newer step replaced the unsent older one: only "published" is owed, to the writer.
      expect((await listOwedReviewNotices(db, 8)).map((notice) => notice.step)).toEqual(["published"]);
      await worker.run();
      expect(subjectOf(smtp.received.at(-1)!.raw)).toBe("Published: P");
      expect(smtp.received.at(-1)!.to).toEqual(["w@example.test"]);
      expect((await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!.reviewState).toBeNull();
      expect(await db.select().from(auditLog)).toEqual([]);
    } finally {
      worker.stop();
    }
  });
});
