// Issue 28, item 6 (decision 178): a published post or page edited as a staged change over HTTP, as any client
// could: visitors (the article, the feed, search, the page in both editions) keep the live version, staff's
// preview and editor show the staged one, a stale staging is refused, the revisions list marks which version is
// live, and "Save and publish" replaces the live version in one step (a 301 when the address changed).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";

function doc(text: string) {
  return JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
}

describe.each(testDrivers())("staged changes over HTTP (%s)", (driver) => {
  const site = adminEditorServer(driver, { prefix: "staged" });
  const visit = (target: string, staff = false) => site.visit(target, staff ? { Cookie: site.cookie } : {});
  const text = async (target: string, staff = false) => (await visit(target, staff)).text();
  const send = (target: string, fields: Record<string, string>) => site.post(target, multipartForm(fields));

  /** The revisions list's rows as text: "Version 2 Staged change", … */
  const revisionRows = async (editor: string) =>
    [...new JSDOM(await text(`${editor}/revisions`, true)).window.document.querySelectorAll("ol li")].map((row) =>
      row.querySelector("p")!.textContent!.trim(),
    );

  const post = (overrides: Record<string, string>) => ({
    title: "Quartz migration notes",
    slug: "quartz-migration",
    category: "Cloud",
    author: "Staff",
    excerpt: "How we moved.",
    metaDescription: "",
    coverAlt: "",
    status: "published",
    publishAt: "",
    body: doc("Live quartz words"),
    version: "1",
    ...overrides,
  });

  it("stages a change to a published post that visitors never see, until it is published in one step", async () => {
    const created = await send("/admin/blog/new", post({}));
    expect(created.status).toBe(302);
    const editor = created.headers.get("location")!;
    const id = editor.split("/").at(-1)!;

    const staged = await send(
      editor,
      post({ intent: "stage", title: "Quartz migration, revised", body: doc("Staged quartz words") }),
    );
    expect(staged.status).toBe(302);
    expect(staged.headers.get("location")).toBe(editor);

    // Visitors: the article, the feed and search still show the live version.
    const article = await text("/blog/quartz-migration");
    expect(article).toContain("Live quartz words");
    expect(article).not.toContain("Staged quartz words");
    const feed = await text("/blog/feed.xml");
    expect(feed).toContain("Quartz migration notes");
    expect(feed).not.toContain("revised");
    expect(await text("/search?q=quartz")).not.toContain("revised");

    // Staff: the preview and the editor show the staged change, with the notice and a way to discard it.
    const preview = await text(`/admin/blog/${id}/preview`, true);
    expect(preview).toContain("Staged quartz words");
    // Its banner says it is the staged change, not what visitors see.
    expect(preview).toContain("Preview of the staged change: visitors still see the live version");
    expect(preview).not.toContain("Preview: this is how the post will look.");
    const form = await text(editor, true);
    expect(form).toContain("You are editing a staged change; the live version is unchanged.");
    expect(form).toContain('value="Quartz migration, revised"');
    expect(form).toContain("Discard staged change");
    expect(form).toContain("Preview staged change");

    // A second member of staff staging from the version before is refused, as a stale save is.
    const stale = await send(editor, post({ intent: "stage", title: "Someone else's change" }));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved this since you opened it");

    // The revisions list says which version is live and which is staged.
    expect(await revisionRows(editor)).toEqual(["Version 2Staged change", "Version 1Live"]);

    // Publishing replaces the live article.
    const published = await send(
      editor,
      post({ intent: "publish", version: "2", title: "Quartz migration, revised", body: doc("Staged quartz words") }),
    );
    expect(published.status).toBe(302);
    const now = await text("/blog/quartz-migration");
    expect(now).toContain("Staged quartz words");
    expect(await text(editor, true)).not.toContain("You are editing a staged change");
    const livePreview = await text(`/admin/blog/${id}/preview`, true);
    expect(livePreview).toContain("Preview: this is how the post will look.");
    expect(livePreview).not.toContain("Preview of the staged change");
    expect(await revisionRows(editor)).toEqual(["Version 3Live", "Version 2Staged, not published", "Version 1"]);
  });

  const page = (overrides: Record<string, string>) => ({
    title: "Quartz careers",
    address: "quartz-careers",
    status: "published",
    publishAt: "",
    version: "1",
    block: "h1:hero",
    "b.h1.heading": "Live quartz heading",
    "bn.b.h1.heading": "লাইভ শিরোনাম",
    "b.h1.intro": "Open roles.",
    ...overrides,
  });

  it("stages a change to a published page in both editions, discards one, and publishes one with a 301", async () => {
    const created = await send("/admin/pages/new", page({}));
    expect(created.status).toBe(302);
    const editor = created.headers.get("location")!;
    const id = editor.split("/").at(-1)!;
    const staged = await send(
      editor,
      page({ intent: "stage", address: "quartz-jobs", "b.h1.heading": "Staged quartz heading" }),
    );
    expect(staged.status).toBe(302);
    expect(await text("/quartz-careers")).toContain("Live quartz heading");
    expect(await text("/bn/quartz-careers")).toContain("লাইভ শিরোনাম");
    expect((await visit("/quartz-jobs")).status).toBe(404);
    const preview = await text(`/admin/pages/${id}/preview`, true);
    expect(preview).toContain("Staged quartz heading");
    expect(preview).toContain("Preview of the staged change");
    expect(await text("/sitemap.xml")).not.toContain("quartz-jobs");

    // Discarding it at the version the editor was loaded at leaves the live page; the editor opens on it again.
    expect((await send(`${editor}?discard`, { version: "1" })).status).toBe(302);
    expect(await text(editor, true)).toContain("You are editing a staged change");
    expect((await send(`${editor}?discard`, { version: "2" })).status).toBe(302);
    const reopened = await text(editor, true);
    expect(reopened).not.toContain("You are editing a staged change");
    expect(reopened).toContain("Live quartz heading");

    // Staged again, then published: the new address is live and the old one redirects to it.
    expect(
      (await send(editor, page({ intent: "stage", version: "3", address: "quartz-jobs", "b.h1.heading": "Staged" })))
        .status,
    ).toBe(302);
    const published = await send(
      editor,
      page({ intent: "publish", version: "4", address: "quartz-jobs", "b.h1.heading": "Staged quartz heading" }),
    );
    expect(published.status).toBe(302);
    expect(await text("/quartz-jobs")).toContain("Staged quartz heading");
    const moved = await visit("/quartz-careers");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toMatch(/\/quartz-jobs$/);
  });
});
