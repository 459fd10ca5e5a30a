// Issue 28 item 3 (decision 174): every fixed-layout page's headings, intros and calls to action are staff's
// to edit, in English and Bengali side by side. Over HTTP on both drivers: saving the About page's heading in
// both languages shows on /about and /bn/about (cached pages cleared), a save from an older form is refused
// with what was typed kept, a bad button target is refused, only staff with the content permission may, and
// the audit trail names the page.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";

import { adminEditorServer } from "../support/admin-editors";
import { testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

describe.each(testDrivers())("page texts staff edit (%s)", (driver) => {
  const site = adminEditorServer(driver, {
    prefix: "pagetexts",
    staff: {
      editor: { password: "editor-password-long", role: "editor" },
      writer: { password: "writer-password-long", role: "writer" },
      owner: { password: "owner-password-long" },
    },
    publicHost: "localhost",
  });
  const { cookies } = site;

  const document = async (target: string, cookie?: string) => {
    const response = await fetch(`${site.server.url}${target}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status, target).toBe(200);
    return new JSDOM(await response.text()).window.document;
  };
  const post = (target: string, fields: Record<string, string>, cookie = cookies.editor) =>
    site.post(target, new URLSearchParams(fields), cookie);
  /** The editor's form as loaded: every field by name, the Bengali ones (`bn.x`) and the version included. */
  const formOf = async (target: string) =>
    Object.fromEntries(
      [
        ...(await document(target, cookies.editor)).querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          "main form input[name], main form textarea[name]",
        ),
      ].map((field) => [field.name, field.value]),
    );
  const heading = async (target: string) => (await document(target)).querySelector("h1")!.textContent;

  it("starts with today's words on every page, and lists the pages under Page texts", async () => {
    expect(await heading("/about")).toBe("About Us");
    expect(await heading("/bn/about")).toBe("আমাদের কথা");
    expect((await document("/team")).querySelector("#cta-heading")!.textContent).toBe("Join Our Team");
    const list = await document("/admin/page-texts", cookies.editor);
    const links = [...list.querySelectorAll("main a[href^='/admin/']")].map((a) => a.textContent);
    expect(links).toEqual([
      "Home",
      "About",
      "Services",
      "Shop",
      "Portfolio",
      "Team",
      "Blog",
      "Contact",
      "Vision and mission",
    ]);
    const sidebar = [...list.querySelectorAll("nav a")].map((a) => a.textContent?.trim());
    expect(sidebar).toContain("Page texts");
    expect(sidebar).not.toContain("Home page copy");
  });

  it("saves the About page's heading in both languages: /about and /bn/about show it, an older form is refused", async () => {
    // Both pages are in the page cache before the save.
    await heading("/about");
    await heading("/bn/about");
    const form = await formOf("/admin/page-texts/about");
    expect(form.heroTitle).toBe("About Us");
    expect(form["bn.heroTitle"]).toBe("আমাদের কথা");
    const saved = await post("/admin/page-texts/about", {
      ...form,
      heroTitle: "Who We Are",
      "bn.heroTitle": "আমরা কারা",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/page-texts/about");
    expect(await heading("/about")).toBe("Who We Are");
    expect(await heading("/bn/about")).toBe("আমরা কারা");

    const stale = await post("/admin/page-texts/about", { ...form, heroTitle: "An older save" });
    expect(stale.status).toBe(409);
    const refused = await stale.text();
    expect(refused).toContain(STALE_VERSION_MESSAGE.replaceAll("'", "&#x27;"));
    expect(refused).toContain('value="An older save"');
    expect(await heading("/about")).toBe("Who We Are");

    const audit = (await document("/admin/audit", cookies.owner)).querySelector("main")!.textContent!;
    expect(audit).toContain("editor@example.test updated the About page's texts");
  });

  it("sends a call to action where staff point it, on both editions, and refuses a target that is not a link", async () => {
    const form = await formOf("/admin/page-texts/team");
    const bad = await post("/admin/page-texts/team", { ...form, ctaLinkTarget: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Button target must be a path on this site");
    const saved = await post("/admin/page-texts/team", {
      ...form,
      ctaLinkLabel: "See our jobs",
      ctaLinkTarget: "/blog",
    });
    expect(saved.status).toBe(302);
    const cta = (await document("/team")).querySelector("section[aria-labelledby='cta-heading'] a")!;
    expect([cta.getAttribute("href"), cta.textContent]).toEqual(["/blog", "See our jobs"]);
    const bnCta = (await document("/bn/team")).querySelector("section[aria-labelledby='cta-heading'] a")!;
    // Bengali keeps its own label (untouched), and the target leads to the Bengali edition.
    expect([bnCta.getAttribute("href"), bnCta.textContent]).toEqual(["/bn/blog", "খালি পদগুলো দেখুন"]);
  });

  it("refuses staff without the content permission, and anyone signed out", async () => {
    const form = await formOf("/admin/page-texts/about");
    const writer = await fetch(`${site.server.url}/admin/page-texts/about`, {
      headers: { Cookie: cookies.writer },
      redirect: "manual",
    });
    expect(writer.status).toBe(403);
    expect((await post("/admin/page-texts/about", { ...form, heroTitle: "By a writer" }, cookies.writer)).status).toBe(
      403,
    );
    expect((await post("/admin/page-texts/about", { ...form, heroTitle: "Signed out" }, "")).status).toBe(401);
    expect(await heading("/about")).toBe("Who We Are");
    expect(
      (await fetch(`${site.server.url}/admin/page-texts/nowhere`, { headers: { Cookie: cookies.editor } })).status,
    ).toBe(404);
  });
});
