import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { adminEditorServer, linkedId, multipartForm } from "../support/admin-editors";
import { testDrivers } from "../support/databases";

// Tags (issue 30 item 6, decision 194): kept at /admin/blog-tags like the shop's categories, in English and
// Bengali, audited; ticked in the post editor; each tag with a published post has a page at /blog/tag/<slug>
// (and under /bn) with canonical and hreflang, in the sitemap; an article links its tags. The slug is kept
// when the tag is renamed; a tag without a published post, or deleted, is 404.

const parse = (html: string) => new JSDOM(html).window.document;

function postForm(fields: Record<string, string | string[]>) {
  return multipartForm({
    title: "Tagged",
    slug: "",
    category: "",
    author: "Staff",
    excerpt: "A tagged post.",
    metaDescription: "A tagged post.",
    coverAlt: "",
    status: "published",
    publishAt: "",
    body: JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] }),
    version: "1",
    ...fields,
  });
}

describe.each(testDrivers())("blog tags (%s)", (driver) => {
  const site = adminEditorServer(driver);

  it("adds, ticks, shows, renames and deletes a tag, with its page, sitemap entries and audit trail", async () => {
    const origin = site.origin();
    // Added in both languages; a second tag with the same name (any case) is refused on the name field.
    const added = await site.post(
      "/admin/blog-tags/new",
      multipartForm({ name: "Kubernetes", "bn.name": "কুবারনেটিস" }),
    );
    expect(added.status).toBe(302);
    expect((await site.post("/admin/blog-tags/new", multipartForm({ name: "Containers" }))).status).toBe(302);
    const taken = await site.post("/admin/blog-tags/new", multipartForm({ name: "kubernetes" }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Another tag already has this name");
    // The blog's list leads to the tag list.
    expect(await site.adminPage("/admin/blog")).toContain('href="/admin/blog-tags"');
    const list = await site.adminPage("/admin/blog-tags");
    const kubernetes = linkedId(list, "Edit Kubernetes")!;
    const containers = linkedId(list, "Edit Containers")!;
    expect(list).toContain("/blog/tag/kubernetes");

    // No published post has it yet: no page.
    expect((await site.visit("/blog/tag/kubernetes")).status).toBe(404);

    // The editor offers every tag; a draft's tags give no page either, a published post's do.
    const editor = parse(await site.adminPage("/admin/blog/new"));
    const boxes = [...editor.querySelectorAll('input[type="checkbox"][name="tags"]')];
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual([kubernetes, containers]);
    expect(editor.querySelector("fieldset legend")?.textContent).toBe("Tags");
    expect(
      (
        await site.post(
          "/admin/blog/new",
          postForm({ title: "Draft with tag", slug: "draft-tag", status: "draft", tags: [containers] }),
        )
      ).status,
    ).toBe(302);
    expect((await site.visit("/blog/tag/containers")).status).toBe(404);
    const saved = await site.post(
      "/admin/blog/new",
      postForm({
        title: "Running Kubernetes",
        slug: "running-kubernetes",
        tags: [kubernetes, "not-an-id", containers],
      }),
    );
    expect(saved.status).toBe(302);
    const postPath = new URL(saved.headers.get("location")!, origin).pathname;
    // The editor shows the post's tags ticked.
    const reopened = parse(await site.adminPage(postPath));
    expect(
      [...reopened.querySelectorAll('input[name="tags"]:checked')].map((box) => box.getAttribute("value")),
    ).toEqual([kubernetes, containers]);

    const page = parse(await site.publicPage("/blog/tag/kubernetes"));
    expect(page.querySelector("h1")?.textContent).toBe("Kubernetes");
    expect([...page.querySelectorAll("main article h2")].map((h2) => h2.textContent)).toEqual(["Running Kubernetes"]);
    expect(page.title).toBe("Kubernetes: articles | Codexa Technologies");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${origin}/blog/tag/kubernetes`);
    expect(
      [...page.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ).toEqual([
      ["en", `${origin}/blog/tag/kubernetes`],
      ["bn", `${origin}/bn/blog/tag/kubernetes`],
      ["x-default", `${origin}/blog/tag/kubernetes`],
    ]);
    const bengali = parse(await site.publicPage("/bn/blog/tag/kubernetes"));
    expect(bengali.querySelector("h1")?.textContent).toBe("কুবারনেটিস");
    expect(bengali.querySelector("main")?.textContent).toContain("ট্যাগ");
    // Containers has no Bengali name: the English one, marked as English.
    const bengaliContainers = parse(await site.publicPage("/bn/blog/tag/containers"));
    expect(bengaliContainers.querySelector('h1 [lang="en"]')?.textContent).toBe("Containers");

    // The article names its tags, in the list's order, each linking to its page in the page's edition.
    const article = parse(await site.publicPage("/blog/running-kubernetes"));
    const tagLinks = [...article.querySelectorAll('section[aria-labelledby="article-tags"] a')];
    expect(tagLinks.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Kubernetes", "/blog/tag/kubernetes"],
      ["Containers", "/blog/tag/containers"],
    ]);
    const bengaliArticle = parse(await site.publicPage("/bn/blog/running-kubernetes"));
    expect(bengaliArticle.querySelector("#article-tags")?.textContent).toBe("ট্যাগসমূহ");
    expect(bengaliArticle.querySelector('a[href="/bn/blog/tag/kubernetes"]')?.textContent).toBe("কুবারনেটিস");

    let sitemap = await site.publicPage("/sitemap.xml");
    for (const loc of ["/blog/tag/kubernetes", "/bn/blog/tag/kubernetes", "/blog/tag/containers"])
      expect(sitemap).toContain(`<loc>${origin}${loc}</loc>`);

    // Renamed: the page keeps its address and shows the new name.
    expect(
      (
        await site.post(
          `/admin/blog-tags/${kubernetes}`,
          multipartForm({ name: "K8s", "bn.name": "কুবারনেটিস", version: "1" }),
        )
      ).status,
    ).toBe(302);
    expect(parse(await site.publicPage("/blog/tag/kubernetes")).querySelector("h1")?.textContent).toBe("K8s");

    // Deleted: its posts lose it, its page and its sitemap entries go.
    expect((await site.post("/admin/blog-tags", multipartForm({ intent: "delete", id: kubernetes }))).status).toBe(302);
    expect((await site.visit("/blog/tag/kubernetes")).status).toBe(404);
    expect((await site.visit("/bn/blog/tag/kubernetes")).status).toBe(404);
    sitemap = await site.publicPage("/sitemap.xml");
    expect(sitemap).not.toContain("/blog/tag/kubernetes");
    expect(sitemap).toContain(`<loc>${origin}/blog/tag/containers</loc>`);
    expect(
      parse(await site.publicPage("/blog/running-kubernetes")).querySelector('a[href="/blog/tag/kubernetes"]'),
    ).toBeNull();

    // Each change is in the audit trail, named as a tag.
    const audit = parse(await site.adminPage("/admin/audit")).querySelector("main")!.textContent!;
    for (const entry of ["added the tag 'Kubernetes'", "updated the tag 'K8s'", "deleted the tag 'K8s'"])
      expect(audit).toContain(entry);
  });

  it("answers 404 for a tag that does not exist, in both editions", async () => {
    for (const path of ["/blog/tag/no-such-tag", "/bn/blog/tag/no-such-tag"])
      expect((await site.visit(path)).status, path).toBe(404);
  });
});
