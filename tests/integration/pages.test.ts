// Issue 28, item 1 (decisions 172, 173): staff's pages at an address of their own, in both editions, published
// like posts: a draft is 404 to visitors, a published page is in the sitemap with hreflang and in the page
// cache (cleared when it changes), a new address adds a 301 from the old one, and only staff with the content
// permission reach the editor.
import { describe, expect, it } from "vitest";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

describe("pages staff build", () => {
  const password = "a-long-password-1";
  const site = adminEditorServer("pglite", {
    prefix: "pages",
    staff: {
      owner: { password, role: "owner" },
      editor: { password, role: "editor" },
      writer: { password, role: "writer" },
      sales: { password, role: "sales" },
    },
    publicHost: "127.0.0.1",
  });
  const { cookies, visit } = site;
  const save = (target: string, fields: Record<string, string>, role: keyof typeof cookies = "editor") =>
    site.post(target, multipartForm(fields), cookies[role]);
  const page = (overrides: Record<string, string>) => ({
    title: "Careers",
    address: "careers",
    status: "draft",
    publishAt: "",
    version: "1",
    block: "h1:hero",
    "b.h1.heading": "Work with us",
    "bn.b.h1.heading": "আমাদের সাথে কাজ করুন",
    "b.h1.intro": "Open roles in Dhaka and London.",
    "b.h1.primaryLabel": "Get in touch",
    "b.h1.primaryLink": "/contact",
    ...overrides,
  });
  let id = "";

  it("refuses an address the site uses, or a bad one, with a clear message and what was typed", async () => {
    const taken = await save("/admin/pages/new", page({ address: "blog/careers" }));
    expect(taken.status).toBe(400);
    const body = await taken.text();
    expect(body).toContain("/blog is already a page of the site (or kept for it)");
    expect(body).toContain("Work with us");
    for (const address of ["admin", "bn/x", "media", "a/b/c", "Careers Page"])
      expect((await save("/admin/pages/new", page({ address }))).status).toBe(400);
    const noHeading = await save("/admin/pages/new", page({ "b.h1.heading": "" }));
    expect(await noHeading.text()).toContain("Heading is required");
  });

  it("keeps a draft from visitors in both languages; staff preview it", async () => {
    const created = await save("/admin/pages/new", page({}));
    expect(created.status).toBe(302);
    id = created.headers.get("location")!.split("/").at(-1)!;
    expect((await visit("/careers")).status).toBe(404);
    expect((await visit("/bn/careers")).status).toBe(404);
    const preview = await visit(`/admin/pages/${id}/preview`, { Cookie: cookies.editor! });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Work with us");
    expect((await visit(`/admin/pages/${id}/preview`)).status).toBe(302);
  });

  it("publishes it at its address in both editions, cached, in the sitemap, and clears the cache on change", async () => {
    expect((await save(`/admin/pages/${id}`, page({ status: "published", version: "1" }))).status).toBe(302);
    const english = await visit("/careers");
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain("Work with us");
    expect(html).toContain('href="/contact"');
    // No client runtime: a content page (decision 165).
    expect(html).not.toContain("entry.client");
    const bengali = await (await visit("/bn/careers")).text();
    expect(bengali).toContain("আমাদের সাথে কাজ করুন");
    // The Bengali hero links to the Bengali contact page; the intro not yet translated shows in English.
    expect(bengali).toContain('href="/bn/contact"');
    expect(bengali).toContain("Open roles in Dhaka and London.");

    const sitemap = await (await visit("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.origin()}/careers</loc>`);
    expect(sitemap).toContain(`<loc>${site.origin()}/bn/careers</loc>`);
    expect(sitemap).toMatch(new RegExp(`hreflang="bn" href="${site.origin()}/bn/careers"`));

    // Served again from the page cache (the request log says so).
    const requestId = `pages-${Date.now()}`;
    expect((await visit("/careers", { "X-Request-Id": requestId })).status).toBe(200);
    await expect
      .poll(() =>
        site.server
          .output()
          .split("\n")
          .find((line) => line.includes(`"reqId":"${requestId}"`)),
      )
      .toContain('"cache":"hit"');
    expect(
      (await save(`/admin/pages/${id}`, page({ status: "published", version: "2", "b.h1.heading": "Join us" }))).status,
    ).toBe(302);
    expect(await (await visit("/careers")).text()).toContain("Join us");
  });

  it("refuses a stale save, and adds a 301 from the old address when a published page moves", async () => {
    const stale = await save(`/admin/pages/${id}`, page({ status: "published", version: "1" }));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved this since you opened it");
    const moved = await save(
      `/admin/pages/${id}`,
      page({ status: "published", version: "3", address: "jobs/open-roles" }),
    );
    expect(moved.status).toBe(302);
    const old = await visit("/careers");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/jobs/open-roles");
    expect((await visit("/bn/careers")).headers.get("location")).toBe("/bn/jobs/open-roles");
    expect((await visit("/jobs/open-roles")).status).toBe(200);
    const redirects = await (await visit("/admin/redirects", { Cookie: cookies.editor! })).text();
    expect(redirects).toContain("/careers");
    const audit = await (await visit("/admin/audit", { Cookie: cookies.owner! })).text();
    expect(audit).toContain("added the page &#x27;Careers&#x27;");
  });

  it("refuses staff without the content permission in every loader and action", async () => {
    for (const role of ["writer", "sales"] as const) {
      for (const target of [
        "/admin/pages",
        `/admin/pages/${id}`,
        `/admin/pages/${id}/revisions`,
        `/admin/pages/${id}/preview`,
      ])
        expect((await visit(target, { Cookie: cookies[role]! })).status, `${role} ${target}`).toBe(403);
      expect((await save(`/admin/pages/${id}`, page({ version: "4" }), role)).status).toBe(403);
      expect((await save("/admin/pages/new", page({ address: "other" }), role)).status).toBe(403);
    }
    expect((await visit("/jobs/open-roles")).status).toBe(200);
  });
});
