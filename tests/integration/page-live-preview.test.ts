// Live preview of a page (issue 28 item 7, decision 175): the page editor's unsaved form POSTed to
// /admin/preview/page (or /bn/admin/preview/page) renders its blocks as the public page would, for staff whose
// role may edit pages, with no script; a block that would not save says why; nothing is stored.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { pageRevisions, pages } from "~/db/schema";
import { pageTitleLength } from "~/features/pages/page-schema";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";

describe("live preview of a page", () => {
  cheapPasswordHashing();
  async function pageCounts(db: Db) {
    const [saved] = await db.select({ n: count() }).from(pages);
    const [revisions] = await db.select({ n: count() }).from(pageRevisions);
    return { pages: saved!.n, revisions: revisions!.n };
  }
  let before: Awaited<ReturnType<typeof pageCounts>>;

  const site = adminEditorServer("pglite", {
    prefix: "page-live-preview",
    staff: {
      editor: { password: "editor-pw-long", role: "editor" },
      writer: { password: "writer-pw-long", role: "writer" },
    },
    async prepare(db) {
      before = await pageCounts(db);
    },
  });
  const { cookies } = site;

  const preview = (fields: Record<string, string>, options: { cookie?: string; lang?: "bn" } = {}) =>
    site.post(
      `${options.lang ? "/bn" : ""}/admin/preview/page`,
      new URLSearchParams([...Object.entries(fields), ["block", "h1:hero"], ["block", "c1:cta"]]).toString(),
      options.cookie ?? null,
    );

  // A new page, unsaved: a hero and a call to action, Bengali written for the hero's heading only.
  const form = (heading: string, extra: Record<string, string> = {}) => ({
    title: "Careers",
    address: "careers",
    status: "draft",
    "b.h1.heading": heading,
    "b.h1.intro": "Join a small team that ships.",
    "bn.b.h1.heading": "আমাদের সাথে কাজ করুন",
    "b.c1.heading": "Ready to apply?",
    "b.c1.text": "Send us a note.",
    "b.c1.buttonLabel": "Write to us",
    "b.c1.buttonLink": "/contact",
    "preview-item": "",
    ...extra,
  });

  it("refuses anyone signed out and a role that cannot edit pages", async () => {
    for (const lang of [undefined, "bn"] as const) {
      const refused = await preview(form("Signed out"), { lang });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("Signed out");
    }
    const writer = await preview(form("A writer's page"), { cookie: cookies.writer });
    expect(writer.status).toBe(403);
    expect(await writer.text()).not.toContain("A writer&#x27;s page");
  });

  it("renders the unsaved blocks in the public frame in English and in Bengali, with no script", async () => {
    const english = await preview(form("We are hiring engineers"), { cookie: cookies.editor });
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toMatch(/<h1[^>]*>We are hiring engineers<\/h1>/);
    expect(html).toContain("Join a small team that ships.");
    expect(html).toContain("Ready to apply?");
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    expect(english.headers.get("cache-control")).toMatch(/no-store/);

    const bengali = await preview(form("We are hiring engineers"), { cookie: cookies.editor, lang: "bn" });
    expect(bengali.status).toBe(200);
    const bn = await bengali.text();
    expect(bn).toMatch(/<html[^>]*lang="bn"/);
    expect(bn).toContain("আমাদের সাথে কাজ করুন");
    // The intro has no Bengali yet: the English one, marked as English.
    expect(bn).toMatch(/lang="en"[^>]*>Join a small team that ships\./);
  });

  it("refuses a title longer than the save allows, with the save's own message", async () => {
    // The page schema owns the rule: its message for a title one character too long.
    const tooLong = "x".repeat(121);
    const checked = pageTitleLength.safeParse(tooLong);
    expect(checked.success).toBe(false);
    const message = checked.error!.issues[0]!.message;
    expect(message).toBe("Title can be at most 120 characters");
    expect(pageTitleLength.safeParse("x".repeat(120)).success).toBe(true);

    const refused = await preview({ ...form("Hiring"), title: tooLong }, { cookie: cookies.editor });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message);
    const fields = { ...form("Hiring"), title: tooLong, version: "1", block: "h1:hero" };
    const saved = await site.post("/admin/pages/new", multipartForm(fields), cookies.editor);
    expect(saved.status).toBe(400);
    expect(await saved.text()).toContain(message);
    // An untitled page is still shown (a new page before its title is typed).
    expect((await preview({ ...form("Hiring"), title: "" }, { cookie: cookies.editor })).status).toBe(200);
  });

  it("says what to correct when a block would not save, and stores nothing", async () => {
    const refused = await preview(form("x".repeat(121)), { cookie: cookies.editor });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Heading can be at most 120 characters");
    const missing = await preview(form("Gone", { "preview-item": "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44" }), {
      cookie: cookies.editor,
    });
    expect(missing.status).toBe(404);
    expect(await site.readAfterStop(pageCounts)).toEqual(before);
  });
});
