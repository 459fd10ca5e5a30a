// Issue 28, item 5 (decision 170): staff's redirects are added on the admin screen (one typed in, many from a
// CSV file), refused when they would loop or chain, answered in every edition ahead of the page cache, and
// served from memory: with the table gone from under the running server (PostgreSQL) they still answer.
import pg from "pg";
import { describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";

import { adminEditorServer } from "../support/admin-editors";
import { testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

describe.each(testDrivers())("redirects staff keep (%s)", (driver) => {
  const site = adminEditorServer(driver, {
    prefix: "redirects",
    staff: { editor: { password: "editor-password-long" } },
    publicHost: "localhost",
  });
  const post = (body: FormData | URLSearchParams) => site.post("/admin/redirects", body);
  const add = (fromPath: string, toTarget: string, status = "301") =>
    post(new URLSearchParams({ intent: "add", fromPath, toTarget, status }));
  const visit = (target: string) => site.visit(target);

  it("answers an old path with its redirect at once, in both editions, keeping a campaign's query", async () => {
    // Cached first: the redirect must win over the page cache's copy of a page that still exists.
    expect((await visit("/team")).status).toBe(200);
    expect((await visit("/team")).status).toBe(200);
    expect((await add("/team", "/about#team", "302")).status).toBe(302);
    const moved = await visit("/team");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/about#team");
    expect(moved.headers.get("cache-control")).toBe("no-store");

    expect((await add("old-services.html", "/services")).status).toBe(302);
    const english = await visit("/Old-Services.html/?utm_source=mail");
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/services?utm_source=mail");
    expect(english.headers.get("cache-control")).toBe("public, max-age=3600");
    const bengali = await visit("/bn/old-services.html");
    expect(bengali.status).toBe(301);
    expect(bengali.headers.get("location")).toBe("/bn/services");
    // A POST is never redirected.
    expect(
      (await fetch(`${site.server.url}/old-services.html`, { method: "POST", redirect: "manual" })).status,
    ).not.toBe(301);
  });

  it("refuses a loop and a chain, naming them, and keeps what was typed", async () => {
    expect((await add("/a-old", "/b-old")).status).toBe(302);
    const loop = await add("/b-old", "/a-old");
    expect(loop.status).toBe(400);
    const body = await loop.text();
    expect(body).toContain("This would make a loop: /b-old → /a-old → /b-old");
    expect(body).toContain("/a-old");
    const chain = await add("/c-old", "/a-old");
    expect(await chain.text()).toContain(
      "This would make a chain: /c-old → /a-old → /b-old. Send /c-old straight to /b-old",
    );
    const reserved = await add("/admin/login", "/about");
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain("/admin/login is the site");
    expect((await visit("/b-old")).status).toBe(404);
  });

  it("adds a CSV file's good rows and lists each bad one with its line", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    const csv = "from,to,status\n/csv-one,/about\n/csv-two,https://partner.example/x,temporary\n/csv-bad,nowhere\n";
    form.set("file", new File([csv], "old-site.csv", { type: "text/csv" }));
    const response = await post(form);
    // Two rows were added: a success, with the refused row listed.
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Line 4");
    expect(text).toContain("Enter a path on this site starting with /, or an address starting with https://");
    expect((await visit("/csv-one")).headers.get("location")).toBe("/about");
    const external = await visit("/bn/csv-two");
    expect(external.status).toBe(302);
    expect(external.headers.get("location")).toBe("https://partner.example/x");
    expect((await visit("/csv-bad")).status).toBe(404);
    const audit = await (await fetch(`${site.server.url}/admin/audit`, { headers: { Cookie: site.cookie } })).text();
    expect(audit).toContain("added 2 redirects from a CSV file");
  });

  it.skipIf(driver !== "postgres")("serves redirects from memory: no query per visit", async () => {
    expect((await visit("/csv-one")).status).toBe(301);
    const client = new pg.Client({ connectionString: site.databaseUrl });
    await client.connect();
    try {
      await client.query("alter table redirects rename to redirects_gone");
      for (let i = 0; i < 3; i++) expect((await visit("/csv-one")).headers.get("location")).toBe("/about");
      // A read of the table would have failed and said so in the log.
      expect(site.server.output()).not.toContain("redirects could not be read");
    } finally {
      await client.query("alter table redirects_gone rename to redirects");
      await client.end();
    }
  });

  it("deletes a redirect and the old path is free again", async () => {
    const page = await (await fetch(`${site.server.url}/admin/redirects`, { headers: { Cookie: site.cookie } })).text();
    const id = /<a [^>]*aria-label="Delete the redirect from \/csv-one"[^>]*\?delete=([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(id).toBeTruthy();
    expect((await post(new URLSearchParams({ intent: "delete", id: id! }))).status).toBe(302);
    expect((await visit("/csv-one")).status).toBe(404);
  });

  it("reports a redirect that leads to a post in the trash, in either edition, until the post is restored", async () => {
    const post = demoPosts[0]!;
    expect((await add("/old-news", `/bn/blog/${post.slug}/`)).status).toBe(302);
    const adminPage = async (target: string) =>
      (await fetch(`${site.server.url}${target}`, { headers: { Cookie: site.cookie } })).text();
    const report = `Leads to the post “${post.title}”, which is in the trash`;
    expect(await adminPage("/admin/redirects")).not.toContain(report);

    const blogList = await adminPage(`/admin/blog?q=${encodeURIComponent(post.title)}`);
    // Searched by its title, the list links to this one post.
    const ids = new Set([...blogList.matchAll(/href="\/admin\/blog\/([0-9a-f-]{36})"/g)].map((match) => match[1]));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect(id).toBeTruthy();
    const blogAction = (intent: string) => site.post("/admin/blog", new URLSearchParams({ intent, id: id! }));
    expect((await blogAction("trash")).status).toBe(302);
    const reported = await adminPage("/admin/redirects");
    expect(reported).toContain(report);
    expect(reported).toContain("1 redirect leads to a post in the trash.");

    expect((await blogAction("restore")).status).toBe(302);
    expect(await adminPage("/admin/redirects")).not.toContain(report);
  });
});
