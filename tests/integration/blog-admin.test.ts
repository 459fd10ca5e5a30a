import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { TEST_ADMIN } from "../support/admin-login";
import { testDrivers } from "../support/databases";
import { pngBytes } from "../support/upload-fixtures";

// The blog editor's action, driven over HTTP as any client could: what the server accepts is decided
// there, whatever the browser checked.

const XSS = "<script>alert('xss')</script>";

function doc(...content: unknown[]) {
  return JSON.stringify({ type: "doc", content });
}

describe.each(testDrivers())("blog editor over HTTP (%s)", (driver) => {
  const site = adminEditorServer(driver, { prefix: "blogadmin" });
  const { post } = site;

  function form(fields: Record<string, string>): FormData {
    const data = new FormData();
    const defaults = {
      title: "A post",
      slug: "",
      category: "",
      author: "",
      excerpt: "",
      metaDescription: "",
      coverAlt: "",
      status: "draft",
      publishAt: "",
      body: doc({ type: "paragraph" }),
      version: "1",
    };
    for (const [name, value] of Object.entries({ ...defaults, ...fields })) data.append(name, value);
    return data;
  }

  async function uploadImage(): Promise<string> {
    const data = new FormData();
    data.append("file", new File([await pngBytes(32, 32)], "x.png", { type: "image/png" }));
    data.append("alt", "A small square");
    const response = await post("/admin/blog/images", data);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  async function editorPath(slugOrTitle: string): Promise<string> {
    const list = await (
      await fetch(`${site.server.url}/admin/blog?q=${encodeURIComponent(slugOrTitle)}`, {
        headers: { Cookie: site.cookie },
      })
    ).text();
    const match = /href="(\/admin\/blog\/[0-9a-f-]{36})"/.exec(list);
    if (!match) throw new Error(`no post titled ${slugOrTitle}`);
    return match[1]!;
  }

  it("stores hostile input and renders it inert", async () => {
    const mediaId = await uploadImage();
    const body = doc(
      { type: "paragraph", content: [{ type: "text", text: XSS }] },
      { type: "paragraph", content: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] },
      {
        type: "paragraph",
        content: [{ type: "text", text: "js link", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
      },
      {
        type: "paragraph",
        content: [
          {
            type: "text",
            text: "data link",
            marks: [{ type: "link", attrs: { href: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" } }],
          },
        ],
      },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "spaced js", marks: [{ type: "link", attrs: { href: " JaVaScRiPt:alert(1)" } }] },
        ],
      },
      { type: "iframe", attrs: { src: "https://evil.example/" } },
      { type: "svg", attrs: { onload: "alert(1)" }, content: [{ type: "text", text: "svg" }] },
      {
        type: "paragraph",
        attrs: { onclick: "alert(1)" },
        content: [{ type: "text", text: "<svg onload=alert(1)><iframe src=javascript:alert(1)>" }],
      },
      {
        type: "image",
        attrs: { mediaId, alt: `x" onerror="alert(1)`, src: "javascript:alert(1)", onerror: "alert(1)" },
      },
    );
    const response = await post(
      "/admin/blog/new",
      form({
        title: `Hostile ${XSS}`,
        slug: "hostile",
        excerpt: `<img src=x onerror=alert(1)>`,
        metaDescription: XSS,
        status: "published",
        body,
      }),
    );
    expect(response.status).toBe(302);

    for (const path of ["/blog/hostile", "/blog", "/"]) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      const dom = new JSDOM(html).window.document;
      // The payload is text on the page and an escaped string in the hydration data, never a tag.
      expect(html).not.toContain("<script>alert");
      expect([...dom.querySelectorAll("script")].some((script) => /^\s*alert/.test(script.textContent ?? ""))).toBe(
        false,
      );
      expect(dom.querySelectorAll("iframe, main svg:not([aria-hidden]), [onerror], [onload], [onclick]")).toHaveLength(
        0,
      );
      for (const link of dom.querySelectorAll("a[href]"))
        expect(link.getAttribute("href")!.trim().toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
      for (const image of dom.querySelectorAll("img")) expect(image.getAttribute("src")).not.toMatch(/^javascript:/i);
    }
    const article = new JSDOM(await (await fetch(`${site.server.url}/blog/hostile`)).text()).window.document;
    const prose = article.querySelector(".prose-article")!;
    // The text arrives as text, and the image with its alt text as typed.
    expect(prose.textContent).toContain(XSS);
    expect(prose.textContent).toContain("js link");
    expect(prose.querySelector("img")!.getAttribute("alt")).toBe(`x" onerror="alert(1)`);
    expect(prose.querySelector("img")!.getAttribute("src")).toBe(`/media/${mediaId}?w=800`);
    // In the feed every text is HTML-escaped inside its CDATA section (Atom's type="html").
    const feed = await (await fetch(`${site.server.url}/blog/feed.xml`)).text();
    expect(feed).not.toContain("<script>");
    expect(feed).toContain("Hostile &lt;script&gt;alert('xss')&lt;/script&gt;");
    expect(feed).not.toMatch(/href="\s*javascript:/i);
  });

  it("validates on the server whatever the client sends, keeping what was typed", async () => {
    const refused = async (fields: Record<string, string>, message: string, status = 400) => {
      const response = await post("/admin/blog/new", form(fields));
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain(message);
      return html;
    };
    const kept = await refused({ title: "", excerpt: "Kept excerpt text" }, "Title is required");
    expect(kept).toContain("Kept excerpt text");
    await refused({ metaDescription: "m".repeat(156) }, "Meta description can be at most 155 characters");
    await refused(
      { status: "scheduled", publishAt: "2020-01-01T09:00" },
      "That time has already passed: choose a time in the future",
    );
    await refused({ status: "scheduled", publishAt: "" }, "Choose when the post should be published");
    await refused({ status: "live" }, "Choose Draft, Scheduled or Published");
    await refused({ slug: "Not A Slug!" }, "Use lower-case letters, digits and hyphens only");
    await refused({ slug: "cloud-migration-for-smes" }, "Another post already uses this slug. Choose a different one.");
    await refused(
      { body: doc({ type: "paragraph", content: [{ type: "text", text: "x".repeat(210 * 1024) }] }) },
      "The article is too long",
    );
    await refused({ body: "{not json" }, "The article body could not be read");
    await refused(
      { body: doc({ type: "image", attrs: { mediaId: "00000000-0000-4000-8000-000000000000", alt: "Missing" } }) },
      "An image in the article no longer exists",
    );
    await refused(
      { body: doc({ type: "image", attrs: { mediaId: await uploadImage(), alt: "" } }) },
      "Every image in the article needs alt text",
    );
  });

  it("refuses a save based on an older version with a message, and nothing is overwritten", async () => {
    expect((await post("/admin/blog/new", form({ title: "Two Editors", slug: "two-editors" }))).status).toBe(302);
    const path = await editorPath("Two Editors");
    expect(
      (await post(path, form({ title: "Two Editors", slug: "two-editors", excerpt: "First save", version: "1" })))
        .status,
    ).toBe(302);
    const stale = await post(
      path,
      form({ title: "Two Editors", slug: "two-editors", excerpt: "Second save from an old page", version: "1" }),
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Someone else saved this since you opened it");
    expect(html).toContain("Second save from an old page");
    const editor = await (await fetch(`${site.server.url}${path}`, { headers: { Cookie: site.cookie } })).text();
    expect(editor).toContain("First save");
    expect((await post(path, form({ title: "Two Editors", version: "x" }))).status).toBe(400);
  });

  it("previews a draft for staff only, marked and noindex", async () => {
    expect(
      (
        await post(
          "/admin/blog/new",
          form({
            title: "Preview Me",
            slug: "preview-me",
            body: doc({ type: "paragraph", content: [{ type: "text", text: "Draft words" }] }),
          }),
        )
      ).status,
    ).toBe(302);
    const path = `${await editorPath("Preview Me")}/preview`;
    expect((await fetch(`${site.server.url}/blog/preview-me`)).status).toBe(404);
    const anonymous = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    const preview = await fetch(`${site.server.url}${path}`, { headers: { Cookie: site.cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");
    const html = await preview.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Preview: this is how the post will look.");
    expect(html).toContain("<p>Draft words</p>");
  });

  it("lists a post's revisions, shows one as the article would, and restores it only from the version seen", async () => {
    const words = (text: string) => doc({ type: "paragraph", content: [{ type: "text", text }] });
    expect(
      (await post("/admin/blog/new", form({ title: "Revised Post", slug: "revised-post", body: words("First words") })))
        .status,
    ).toBe(302);
    const path = await editorPath("Revised Post");
    expect(
      (
        await post(
          path,
          form({ title: "Revised Post", slug: "revised-post", body: words("Second words"), version: "1" }),
        )
      ).status,
    ).toBe(302);

    const signedOut = await fetch(`${site.server.url}${path}/revisions`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/login/);
    const anonymousRestore = await fetch(`${site.server.url}${path}/revisions`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url },
      body: new URLSearchParams({ revisionId: "1", version: "2" }),
    });
    expect(anonymousRestore.status).toBe(401);

    const list = await (
      await fetch(`${site.server.url}${path}/revisions`, { headers: { Cookie: site.cookie } })
    ).text();
    expect(list).toContain("Version 2");
    expect(list).toContain(TEST_ADMIN.email);
    const first = new RegExp(`href="(${path}/revisions/(\\d+))"(?:(?!</a>).)*version 1<`).exec(list);
    expect(first).not.toBeNull();
    const [, firstPath, firstId] = first!;

    const view = await fetch(`${site.server.url}${firstPath}`, { headers: { Cookie: site.cookie } });
    expect(view.status).toBe(200);
    const viewHtml = await view.text();
    expect(viewHtml).toContain("<p>First words</p>");
    expect(viewHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await fetch(`${site.server.url}${firstPath}`, { redirect: "manual" })).status).toBe(302);

    // Someone saves version 3 while this person still looks at version 2's list: their restore is refused.
    expect(
      (
        await post(
          path,
          form({ title: "Revised Post", slug: "revised-post", body: words("Third words"), version: "2" }),
        )
      ).status,
    ).toBe(302);
    const restore = (version: string) => post(`${path}/revisions`, multipartForm({ revisionId: firstId!, version }));
    const stale = await restore("2");
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("so the revision was not restored and nothing was changed");
    expect(
      await (await fetch(`${site.server.url}${path}/preview`, { headers: { Cookie: site.cookie } })).text(),
    ).toContain("<p>Third words</p>");

    const restored = await restore("3");
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(path);
    expect(
      await (await fetch(`${site.server.url}${path}/preview`, { headers: { Cookie: site.cookie } })).text(),
    ).toContain("<p>First words</p>");
    expect(
      await (await fetch(`${site.server.url}${path}/revisions`, { headers: { Cookie: site.cookie } })).text(),
    ).toContain("Version 4");
  });

  it("takes the cover from the library and lists a post's in-body images as used by it, refusing to delete them", async () => {
    const upload = async (name: string, alt: string) => {
      const data = new FormData();
      data.append("intent", "upload");
      data.append("alt", alt);
      data.append("file", new File([await pngBytes(40, 30)], name, { type: "image/png" }));
      expect((await post("/admin/media", data)).status).toBe(302);
      const html = await (
        await fetch(`${site.server.url}/admin/media?q=${name}`, { headers: { Cookie: site.cookie } })
      ).text();
      return /name="id" value="([0-9a-f-]{36})"/.exec(html)![1]!;
    };
    const coverId = await upload("library-cover.png", "Library cover");
    const bodyImageId = await upload("library-body.png", "Library body image");
    const body = doc(
      { type: "paragraph", content: [{ type: "text", text: "With a picture" }] },
      { type: "image", attrs: { mediaId: bodyImageId, alt: "A chart from the library" } },
    );

    const unknown = await post(
      "/admin/blog/new",
      form({
        title: "Library Pick",
        slug: "library-pick",
        coverMediaId: "00000000-0000-4000-8000-000000000000",
        coverAlt: "x",
      }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("The chosen file is no longer in the media library.");
    const noAlt = await post(
      "/admin/blog/new",
      form({ title: "Library Pick", slug: "library-pick", coverMediaId: coverId, coverAlt: " ", body }),
    );
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Alt text is required: describe the cover image");
    const saved = await post(
      "/admin/blog/new",
      form({
        title: "Library Pick",
        slug: "library-pick",
        coverMediaId: coverId,
        coverAlt: "The cover, picked",
        status: "published",
        body,
      }),
    );
    expect(saved.status).toBe(302);
    const editor = saved.headers.get("location")!;

    const article = new JSDOM(await (await fetch(`${site.server.url}/blog/library-pick`)).text()).window.document;
    expect(article.querySelector(`article img[alt="The cover, picked"]`)?.getAttribute("src")).toMatch(
      new RegExp(`^/media/${coverId}\\?w=800`),
    );
    expect(article.querySelector(".prose-article img")?.getAttribute("src")).toBe(`/media/${bodyImageId}?w=800`);

    const library = new JSDOM(
      await (await fetch(`${site.server.url}/admin/media?q=library-body`, { headers: { Cookie: site.cookie } })).text(),
    ).window.document;
    const usage = [...library.querySelectorAll("a")].find((link) => link.textContent === "Post “Library Pick”");
    expect(usage?.getAttribute("href")).toBe(editor);
    const deleted = new FormData();
    deleted.append("intent", "delete");
    deleted.append("id", bodyImageId);
    const refused = await post("/admin/media", deleted);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Used by post “Library Pick”.");
    expect((await fetch(`${site.server.url}/media/${bodyImageId}`)).status).toBe(200);
  });

  it("refuses signed-out writes", async () => {
    const response = await fetch(`${site.server.url}/admin/blog/new`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url },
      body: form({}),
    });
    expect(response.status).toBe(401);
  });
});
