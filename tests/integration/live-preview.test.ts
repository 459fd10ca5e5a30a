// Live preview (issue 28 item 7, decision 175): the editor's unsaved form POSTed to /admin/preview/blog (or
// /bn/admin/preview/blog) renders the article as the public page would, for staff whose role may edit it,
// with no script, never cached, noindex; nothing is stored and the public page cache is not cleared; the body
// is capped and cleaned as a save cleans it.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { auditLog, blogPostRevisions, blogPosts, media } from "~/db/schema";
import { PREVIEW_MAX_BYTES } from "~/features/preview/live-preview";

import { adminEditorServer } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";

const doc = (text: string, href = "https://example.com/") => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text },
        { type: "text", text: " a link", marks: [{ type: "link", attrs: { href } }] },
      ],
    },
    { type: "script", content: [{ type: "text", text: "alert(1)" }] },
  ],
});

type Counts = Record<"posts" | "revisions" | "audit" | "media", number>;

describe("live preview of a post", () => {
  cheapPasswordHashing();
  let demoPostId = "";
  let writersDraftId = "";
  let before: Counts;

  async function counts(db: Db): Promise<Counts> {
    const [posts] = await db.select({ n: count() }).from(blogPosts);
    const [revisions] = await db.select({ n: count() }).from(blogPostRevisions);
    const [audit] = await db.select({ n: count() }).from(auditLog);
    const [files] = await db.select({ n: count() }).from(media);
    return { posts: posts!.n, revisions: revisions!.n, audit: audit!.n, media: files!.n };
  }

  // PGlite is held by the server while it runs: the writer's draft is made first.
  const site = adminEditorServer("pglite", {
    prefix: "live-preview",
    staff: {
      editor: { password: "editor-pw-long", role: "editor" },
      writer: { password: "writer-pw-long", role: "writer" },
      sales: { password: "sales-pw-long", role: "sales" },
    },
    async prepare(db, staff) {
      const [row] = await db
        .insert(blogPosts)
        .values({ slug: "writers-draft", title: "Writer's draft", body: doc("Saved"), createdBy: staff.writer })
        .returning({ id: blogPosts.id });
      writersDraftId = row!.id;
      const [published] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.status, "published"))
        .limit(1);
      demoPostId = published!.id;
      before = await counts(db);
    },
  });
  const { cookies } = site;

  const preview = (fields: Record<string, string>, options: { cookie?: string; lang?: "bn"; raw?: string } = {}) =>
    site.post(
      `${options.lang ? "/bn" : ""}/admin/preview/blog`,
      options.raw ?? new URLSearchParams(fields).toString(),
      options.cookie ?? null,
    );

  const form = (title: string, extra: Record<string, string> = {}) => ({
    title,
    category: "Cloud",
    author: "Ada",
    status: "draft",
    body: JSON.stringify(doc("Unsaved body text", "javascript:alert(1)")),
    "preview-item": "",
    ...extra,
  });

  it("refuses anyone signed out, in both languages, and a role without the editor's permission", async () => {
    for (const lang of [undefined, "bn"] as const) {
      const refused = await preview(form("Signed out"), { lang });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("Signed out");
    }
    const sales = await preview(form("Sales"), { cookie: cookies.sales });
    expect(sales.status).toBe(403);
    expect(await sales.text()).not.toContain("Sales</h1>");
    // A writer previews a new post and their own draft, but not someone else's published post.
    const other = await preview(form("Not mine", { "preview-item": demoPostId }), { cookie: cookies.writer });
    expect(other.status).toBe(403);
    const own = await preview(form("My own draft", { "preview-item": writersDraftId }), { cookie: cookies.writer });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("My own draft");
    const missing = await preview(form("Gone", { "preview-item": "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44" }), {
      cookie: cookies.editor,
    });
    expect(missing.status).toBe(404);
  });

  it("renders the unsaved text in the public frame, cleaned as a save cleans it, with no script, never cached", async () => {
    const response = await preview(form("An unsaved headline", { "preview-item": demoPostId }), {
      cookie: cookies.editor,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>An unsaved headline<\/h1>/);
    expect(html).toContain("Unsaved body text");
    expect(html).toContain("By Ada");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // The public frame (header and footer) around it, and nothing that runs.
    expect(html).toContain('id="main-content"');
    expect(html).toContain("<footer");
    expect(html).not.toMatch(/<script|javascript:|alert\(1\)/);
  });

  it("renders the Bengali page from the Bengali fields, English where none is written", async () => {
    const response = await preview(form("English title", { "bn.title": "বাংলা শিরোনাম" }), {
      cookie: cookies.editor,
      lang: "bn",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain("বাংলা শিরোনাম");
    expect(html).not.toContain("English title");
    // The body is not translated: it shows in English, marked so.
    expect(html).toMatch(/lang="en"[^>]*>[\s\S]*Unsaved body text/);
  });

  it("says what to correct instead of failing, and caps the body", async () => {
    const tooLongTitle = await preview(form("x".repeat(201)), { cookie: cookies.editor });
    expect(tooLongTitle.status).toBe(400);
    expect(await tooLongTitle.text()).toContain("Title can be at most 200 characters");

    // Past the server's usual 64 KB form cap, within an article's: still drawn.
    const long = "Long paragraph. ".repeat(9_000);
    const big = await preview(form("A long article", { body: JSON.stringify(doc(long)) }), { cookie: cookies.editor });
    expect(big.status).toBe(200);
    expect(await big.text()).toContain("A long article");

    const tooLarge = await preview({}, { cookie: cookies.editor, raw: `title=${"x".repeat(PREVIEW_MAX_BYTES)}` });
    expect(tooLarge.status).toBe(413);
  });

  it("stores nothing and leaves the public page cache as it was", async () => {
    const logLine = async (id: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const line = site.server
          .output()
          .split("\n")
          .find((text) => text.includes(`"reqId":"${id}"`));
        if (line) return JSON.parse(line) as { cache?: string };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no log line for ${id}`);
    };
    let sequence = 0;
    const cacheOf = async (pagePath: string) => {
      const id = `preview-${sequence++}`;
      await (await fetch(`${site.server.url}${pagePath}`, { headers: { "X-Request-Id": id } })).arrayBuffer();
      return (await logLine(id)).cache;
    };
    await cacheOf("/portfolio");
    expect(await cacheOf("/portfolio")).toBe("hit");
    expect((await preview(form("Cache stays"), { cookie: cookies.editor })).status).toBe(200);
    expect(await cacheOf("/portfolio")).toBe("hit");

    await site.readAfterStop(async (db) => {
      expect(await counts(db)).toEqual(before);
      const [demo] = await db.select().from(blogPosts).where(eq(blogPosts.id, demoPostId));
      expect(demo!.title).not.toBe("An unsaved headline");
    });
  });
});
