// Issue 29 (decision 180): the parts of a screen that need more than the screen itself. A writer starts
// posts and saves their own drafts, and nothing else; Settings gives everyone their own account and only
// owners the rest; the media library lets a writer upload but not change or delete. The route-by-role
// matrix is in admin-guard.test.ts.
import { describe, expect, it } from "vitest";

import { blogPosts } from "~/db/schema";
import { type Role, ROLES } from "~/features/roles/roles";

import { adminEditorServer, type StaffMember } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

const doc = JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }] });

describe("what each role may do inside a screen", () => {
  const posts = { writersDraft: "", editorsDraft: "", writersPublished: "" };
  // Every role, each with a session of its own.
  const staff = Object.fromEntries(ROLES.map((role) => [role, { password: `${role}-password-long`, role }]));
  const site = adminEditorServer("pglite", {
    prefix: "roles",
    staff: staff as Record<Role, StaffMember>,
    async prepare(db, ids) {
      const insert = async (slug: string, createdBy: string, status: "draft" | "published") => {
        const [row] = await db
          .insert(blogPosts)
          .values({
            slug,
            title: slug,
            body: JSON.parse(doc),
            createdBy,
            status,
            publishAt: status === "draft" ? null : new Date(),
          })
          .returning({ id: blogPosts.id });
        return row!.id;
      };
      posts.writersDraft = await insert("writers-draft", ids.writer, "draft");
      posts.editorsDraft = await insert("editors-draft", ids.editor, "draft");
      posts.writersPublished = await insert("writers-published", ids.writer, "published");
    },
  });
  const { cookies } = site;
  const send = (role: Role, target: string, body: FormData | URLSearchParams) => site.post(target, body, cookies[role]);
  const read = (role: Role, target: string) =>
    fetch(`${site.server.url}${target}.data`, { redirect: "manual", headers: { Cookie: cookies[role] } });

  function postForm(fields: Record<string, string>, version = "1"): FormData {
    const form = new FormData();
    const values = {
      title: "A post",
      slug: "",
      category: "",
      author: "",
      excerpt: "",
      metaDescription: "",
      coverAlt: "",
      status: "draft",
      publishAt: "",
      body: doc,
      version,
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  }

  it("lets a writer start a post and save their own draft, never publish it", async () => {
    const created = await send("writer", "/admin/blog/new", postForm({ title: "Writer's new post" }));
    expect(created.status).toBe(302);
    const published = await send("writer", "/admin/blog/new", postForm({ title: "Straight out", status: "published" }));
    expect(published.status).toBe(403);
    const refused = await published.text();
    expect(refused).toContain("an editor publishes or schedules a post");
    // What was typed comes back with the refusal.
    expect(refused).toContain("Straight out");
    expect((await read("writer", `/admin/blog/${posts.writersDraft}`)).status).toBe(200);
    const saved = await send("writer", `/admin/blog/${posts.writersDraft}`, postForm({ title: "Still a draft" }));
    expect(saved.status).toBe(302);
  });

  it("keeps a writer out of others' posts and of their own once published", async () => {
    for (const id of [posts.editorsDraft, posts.writersPublished]) {
      expect((await read("writer", `/admin/blog/${id}`)).status).toBe(403);
      expect((await send("writer", `/admin/blog/${id}`, postForm({ title: "Mine now" }))).status).toBe(403);
    }
    expect((await read("editor", `/admin/blog/${posts.editorsDraft}`)).status).toBe(200);
    expect((await read("editor", `/admin/blog/${posts.writersPublished}`)).status).toBe(200);
  });

  it("gives everyone their own account in Settings, and only owners the staff, policy and site parts", async () => {
    // Each intent at the Settings screen that holds its form (decision 157).
    const ownerOnly = [
      ["invite", "admins"],
      ["resend-invitation", "admins"],
      ["revoke-invitation", "admins"],
      ["remove-admin", "admins"],
      ["change-role", "admins"],
      ["two-factor-policy", "security"],
      ["company", "company"],
      ["audit-retention", "security"],
    ] as const;
    for (const role of ROLES) {
      for (const [intent, screen] of ownerOnly) {
        const response = await send(role, `/admin/settings/${screen}`, new URLSearchParams({ intent }));
        if (role === "owner") expect(response.status, intent).not.toBe(403);
        else expect(response.status, `${role} ${intent}`).toBe(403);
      }
      // Their own password: the form is checked (400 for an empty one), not refused.
      const password = new URLSearchParams({ intent: "password" });
      expect((await send(role, "/admin/settings/account", password)).status).toBe(400);
      // An intent sent to a screen that does not hold its form is refused as unknown, whoever sends it.
      const elsewhere = await send(role, "/admin/settings/account", new URLSearchParams({ intent: "company" }));
      expect(elsewhere.status, role).toBe(400);
    }
    const digest = new URLSearchParams({ intent: "digest" });
    expect((await send("editor", "/admin/settings/notifications", digest)).status).toBe(403);
    expect((await send("sales", "/admin/settings/notifications", digest)).status).not.toBe(403);
  });

  it("lets a writer add files to the media library but not change or delete them", async () => {
    for (const intent of ["alt", "replace", "delete"]) {
      const form = new FormData();
      form.append("intent", intent);
      form.append("id", "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44");
      expect((await send("writer", "/admin/media", form)).status, intent).toBe(403);
      expect((await send("editor", "/admin/media", form)).status, intent).not.toBe(403);
    }
    const upload = new FormData();
    upload.append("intent", "upload");
    expect((await send("writer", "/admin/media", upload)).status).toBe(400);
  });

  it("sends each role only its overview cards and settings parts", async () => {
    const page = async (role: Role, target: string) =>
      (await fetch(`${site.server.url}${target}`, { headers: { Cookie: cookies[role] } })).text();
    const owner = await page("owner", "/admin");
    for (const card of ["Total Clients", "New Messages", "Website Views", "Recent Activity"])
      expect(owner).toContain(card);
    const writer = await page("writer", "/admin");
    expect(writer).toContain("Website Views");
    for (const card of ["Total Clients", "New Messages", "Recent Activity", "Newsletter subscribers"])
      expect(writer).not.toContain(card);
    const sales = await page("sales", "/admin");
    expect(sales).toContain("New Messages");
    expect(sales).not.toContain("Total Clients");

    expect(await page("owner", "/admin/settings/admins")).toContain("sales@example.test");
    expect(await page("owner", "/admin/settings/company")).toContain("Company details");
    const ownerTabs = await page("owner", "/admin/settings/account");
    for (const screen of ["account", "security", "notifications", "company", "admins"])
      expect(ownerTabs).toContain(`href="/admin/settings/${screen}"`);
    const editorSettings = await page("editor", "/admin/settings/account");
    expect(editorSettings).toContain("Your account");
    expect(editorSettings).toContain("Sessions");
    expect(editorSettings).toContain('href="/admin/settings/security"');
    for (const hidden of ["notifications", "company", "admins"])
      expect(editorSettings).not.toContain(`href="/admin/settings/${hidden}"`);
    expect(await page("editor", "/admin/settings/security")).not.toContain('name="requireTwoFactor"');
    for (const screen of ["notifications", "company", "admins"])
      expect((await read("editor", `/admin/settings/${screen}`)).status, screen).toBe(403);
  });

  it("lists others' posts to a writer without an edit button, and gives them no status choice", async () => {
    const list = await (await fetch(`${site.server.url}/admin/blog`, { headers: { Cookie: cookies.writer } })).text();
    expect(list).toContain(`href="/admin/blog/${posts.writersDraft}"`);
    expect(list).toContain("editors-draft");
    expect(list).not.toContain(`href="/admin/blog/${posts.editorsDraft}"`);
    expect(list).not.toContain(`href="/admin/blog/${posts.writersPublished}"`);
    const editor = await (
      await fetch(`${site.server.url}/admin/blog/${posts.writersDraft}`, { headers: { Cookie: cookies.writer } })
    ).text();
    expect(editor).toContain("An editor publishes or schedules it.");
    expect(editor).not.toContain('value="published"');
    expect(editor).not.toContain("/revisions");
  });
});
