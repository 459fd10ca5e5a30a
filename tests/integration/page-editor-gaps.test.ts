// Gaps in the page editor found in review (issue 28, decision 177): a block's image can be removed, deleting a
// page asks first, a Bengali page marks English fallback text lang="en", a page whose blocks lack Bengali needs
// translation, and the site search finds published pages by their title and blocks' texts (never a draft).
import { describe, expect, it } from "vitest";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";
import { pngBytes } from "../support/upload-fixtures";

cheapPasswordHashing();

describe("page editor gaps", () => {
  const site = adminEditorServer("pglite", {
    prefix: "page-gaps",
    staff: { owner: { password: "a-long-password-1" } },
    publicHost: "127.0.0.1",
  });
  const { visit } = site;
  const save = (target: string, fields: Record<string, string | string[] | File>) =>
    site.post(target, multipartForm(fields));
  const page = (overrides: Record<string, string | string[] | File>) => ({
    title: "Open roles",
    "bn.title": "খোলা পদ",
    address: "open-roles",
    status: "published",
    publishAt: "",
    version: "1",
    block: ["h1:hero", "t1:rich-text"],
    "b.h1.heading": "Join the quokka team",
    "bn.b.h1.heading": "আমাদের দলে যোগ দিন",
    "b.h1.intro": "Remote friendly roles in Dhaka.",
    "b.t1.heading": "How we hire",
    "b.t1.body": JSON.stringify({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Pairing interviews with zebrafish." }] }],
    }),
    ...overrides,
  });
  let id = "";

  it("removes a block's image with its 'Remove image' control", async () => {
    const image = new File([await pngBytes(1200, 800)], "team.png", { type: "image/png" });
    const created = await save("/admin/pages/new", page({ "b.h1.image": image, "b.h1.imageAlt": "The team" }));
    expect(created.status).toBe(302);
    id = created.headers.get("location")!.split("/").at(-1)!;
    expect(await (await visit("/open-roles")).text()).toContain('alt="The team"');
    const editor = await (await visit(`/admin/pages/${id}`, { Cookie: site.cookie })).text();
    const current = /name="b\.h1\.imageCurrent" value="([^"]+)"/.exec(editor)?.[1];
    expect(current).toBeTruthy();
    expect(editor).toContain('name="b.h1.imageRemove"');
    expect(editor).toContain("Remove image");
    const removed = await save(
      `/admin/pages/${id}`,
      page({ version: "1", "b.h1.imageCurrent": current!, "b.h1.imageRemove": "1", "b.h1.imageAlt": "" }),
    );
    expect(removed.status).toBe(302);
    const html = await (await visit("/open-roles")).text();
    expect(html).toContain("Join the quokka team");
    expect(html).not.toContain('alt="The team"');
  });

  it('marks English fallback text inside a block lang="en" on the Bengali page', async () => {
    const bengali = await (await visit("/bn/open-roles")).text();
    expect(bengali).toContain("আমাদের দলে যোগ দিন");
    expect(bengali).toMatch(/<span lang="en">Remote friendly roles in Dhaka\.<\/span>/);
    expect(bengali).toMatch(/<span lang="en">How we hire<\/span>/);
    expect(bengali).toMatch(/lang="en"[^>]*>\s*<p>Pairing interviews with zebrafish/);
    // The translated heading is not marked; the English page carries no marks.
    expect(bengali).not.toMatch(/<span lang="en">আমাদের/);
    expect(await (await visit("/open-roles")).text()).not.toContain('<span lang="en">');
  });

  it("counts a page whose blocks lack Bengali as needing translation", async () => {
    const overview = await (await visit("/admin", { Cookie: site.cookie })).text();
    expect(overview).toMatch(/href="\/admin\/pages"[^>]*>Pages<\/a><span[^>]*>1 of 1<\/span>/);
    const list = await (await visit("/admin/pages", { Cookie: site.cookie })).text();
    expect(list).toMatch(/Needs translation/i);
  });

  it("finds published pages by title and blocks' texts in both languages, never a draft", async () => {
    const english = await (await visit("/search?q=zebrafish")).text();
    expect(english).toContain('href="/open-roles"');
    expect(english).toContain("Open roles");
    expect(await (await visit("/search?q=quokka")).text()).toContain('href="/open-roles"');
    // The Bengali page's texts: its own heading, and English where a block is not translated yet.
    const bengali = await (await visit("/bn/search?q=যোগ")).text();
    expect(bengali).toContain('href="/bn/open-roles"');
    expect(bengali).toContain("খোলা পদ");
    expect(await (await visit("/bn/search?q=zebrafish")).text()).toContain('href="/bn/open-roles"');

    const draft = await save(
      "/admin/pages/new",
      page({
        title: "Secret plans",
        "bn.title": "",
        address: "secret-plans",
        status: "draft",
        "b.h1.heading": "Okapi",
      }),
    );
    expect(draft.status).toBe(302);
    expect(await (await visit("/search?q=okapi")).text()).not.toContain("secret-plans");
    expect(await (await visit("/search?q=secret")).text()).not.toContain("secret-plans");
  });

  it("asks before deleting a page, also without JavaScript", async () => {
    const editor = await (await visit(`/admin/pages/${id}`, { Cookie: site.cookie })).text();
    expect(editor).toContain(`href="/admin/pages/${id}?delete=${id}"`);
    expect(editor).not.toMatch(/\?delete" method="post"/);
    // A post without the confirmation's button deletes nothing: it asks.
    const unconfirmed = await save(`/admin/pages/${id}?delete`, {});
    expect(unconfirmed.status).toBe(302);
    expect(unconfirmed.headers.get("location")).toBe(`/admin/pages/${id}?delete=${id}`);
    expect((await visit("/open-roles")).status).toBe(200);
    const question = await (await visit(`/admin/pages/${id}?delete=${id}`, { Cookie: site.cookie })).text();
    expect(question).toContain("Delete this page?");
    expect(question).toContain(`action="/admin/pages/${id}?delete=${id}"`);
    const confirmed = await save(`/admin/pages/${id}?delete=${id}`, { intent: "delete", id });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/pages");
    expect((await visit("/open-roles")).status).toBe(404);
  });

  it('marks a page\'s screen-reader title lang="en" on the Bengali page while it is in English', async () => {
    // No hero: the page's level-one heading is its title, for screen readers only (decision 177).
    const untranslated = page({
      address: "hiring-faq",
      title: "Hiring questions",
      "bn.title": "",
      block: "t1:rich-text",
    });
    expect((await save("/admin/pages/new", untranslated)).status).toBe(302);
    const bengali = await (await visit("/bn/hiring-faq")).text();
    expect(bengali).toContain('<h1 class="sr-only" lang="en">Hiring questions</h1>');
    // The English page, and a Bengali page with its title translated, carry no mark.
    expect(await (await visit("/hiring-faq")).text()).toContain('<h1 class="sr-only">Hiring questions</h1>');
    const translated = page({
      address: "hiring-help",
      title: "Hiring help",
      "bn.title": "নিয়োগ সহায়তা",
      block: "t1:rich-text",
    });
    expect((await save("/admin/pages/new", translated)).status).toBe(302);
    expect(await (await visit("/bn/hiring-help")).text()).toContain('<h1 class="sr-only">নিয়োগ সহায়তা</h1>');
  });
});
