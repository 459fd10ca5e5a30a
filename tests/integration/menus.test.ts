// Issue 28 item 4 (decision 171): the header (and with it the mobile menu), the footer's quick links and its
// legal links are staff's to edit. A fresh database starts with the site's menus word for word in both
// languages; an edit shows on the next visit to a cached page; a bad target is refused with what was typed
// kept; links move within their own menu; a save from an older form is refused; only owners and editors may.
import { describe, expect, it } from "vitest";

import { listMenuItems, type MenuItem } from "~/models/menu-items.server";
import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";

import { adminEditorServer } from "../support/admin-editors";
import { testDrivers } from "../support/databases";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/<[^>]+>/g, "");

/** The links (href and text) inside the first element that starts with `opening`, up to its closing `tag`. */
function linksIn(html: string, opening: string, tag = "nav"): string[] {
  const start = html.indexOf(opening);
  if (start === -1) throw new Error(`${opening} not found`);
  const part = html.slice(start, html.indexOf(`</${tag}>`, start));
  return [...part.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, text]) => `${href} ${decode(text!)}`,
  );
}

const menusOf = (html: string) => ({
  header: linksIn(html, "<nav aria-label="),
  mobile: linksIn(html, "<nav id=")
    .slice(0)
    .filter((link) => !link.includes("/search")),
  footer: linksIn(html, '<nav aria-labelledby="footer-quick-links"'),
  legal: linksIn(html, '<ul class="flex gap-6">', "ul"),
});

const englishHeader = [
  "/ Home",
  "/about About",
  "/services Services",
  "/shop Shop",
  "/portfolio Portfolio",
  "/team Team",
  "/blog Blog",
  "/contact Contact",
];

describe.each(testDrivers())("menus staff edit (%s)", (driver) => {
  let seeded: MenuItem[] = [];
  const site = adminEditorServer(driver, {
    prefix: "menus",
    staff: {
      editor: { password: "editor-password-long", role: "editor" },
      writer: { password: "writer-password-long", role: "writer" },
      owner: { password: "owner-password-long" },
    },
    async prepare(db) {
      seeded = await listMenuItems(db);
    },
    publicHost: "localhost",
  });
  const { cookies } = site;
  const page = (target: string) => site.publicPage(target);
  const post = (target: string, fields: Record<string, string>, as = site.cookie) =>
    site.post(target, new URLSearchParams(fields), as);
  const linkFields = (fields: Record<string, string>) => ({
    label: "",
    "bn.label": "",
    targetKind: "spec",
    path: "/",
    postId: "",
    url: "",
    ...fields,
  });
  const itemId = (menu: string, label: string) => seeded.find((item) => item.menu === menu && item.label === label)!.id;

  it("starts with the site's menus, word for word in both languages", async () => {
    const english = menusOf(await page("/"));
    expect(english.header).toEqual(englishHeader);
    expect(english.mobile).toEqual(englishHeader);
    expect(english.footer).toEqual([
      "/about About Us",
      "/services Services",
      "/portfolio Portfolio",
      "/team Our Team",
      "/blog Blog",
      "/contact Contact",
    ]);
    expect(english.legal).toEqual(["/privacy Privacy Policy", "/terms Terms of Service"]);
    const bengali = menusOf(await page("/bn"));
    const bengaliHeader = [
      "/bn হোম",
      "/bn/about আমাদের কথা",
      "/bn/services সেবা",
      "/bn/shop শপ",
      "/bn/portfolio পোর্টফোলিও",
      "/bn/team টিম",
      "/bn/blog ব্লগ",
      "/bn/contact যোগাযোগ",
    ];
    expect(bengali.header).toEqual(bengaliHeader);
    expect(bengali.mobile).toEqual(bengaliHeader);
    expect(bengali.footer).toEqual([
      "/bn/about আমাদের কথা",
      "/bn/services সেবাসমূহ",
      "/bn/portfolio পোর্টফোলিও",
      "/bn/team আমাদের টিম",
      "/bn/blog ব্লগ",
      "/bn/contact যোগাযোগ",
    ]);
    expect(bengali.legal).toEqual(["/bn/privacy গোপনীয়তা নীতি", "/bn/terms সেবার শর্তাবলি"]);
    expect(seeded.every((item) => item.version === 1 && item.target.kind === "spec")).toBe(true);
  });

  it("shows an edit on cached pages at once, in the header, the mobile menu and both editions", async () => {
    await page("/services");
    await page("/bn/services");
    const id = itemId("header", "About");
    const saved = await post(
      `/admin/menus/${id}`,
      linkFields({ version: "1", label: "Our Story", "bn.label": "আমাদের গল্প", path: "/about" }),
    );
    expect(saved.status).toBe(302);
    const english = menusOf(await page("/services"));
    expect(english.header[1]).toBe("/about Our Story");
    expect(english.mobile[1]).toBe("/about Our Story");
    const bengali = menusOf(await page("/bn/services"));
    expect(bengali.header[1]).toBe("/bn/about আমাদের গল্প");
    expect(bengali.mobile[1]).toBe("/bn/about আমাদের গল্প");

    const trail = await (await fetch(`${site.server.url}/admin/audit`, { headers: { Cookie: cookies.owner } })).text();
    expect(decode(trail)).toContain("updated the menu link 'Our Story'");
  });

  it("adds a link to another site to the footer, its Bengali label falling back to English", async () => {
    const added = await post(
      "/admin/menus/new",
      linkFields({ menu: "footer", label: "Careers", targetKind: "url", url: "https://jobs.example.com/open" }),
    );
    expect(added.status).toBe(302);
    expect(menusOf(await page("/")).footer.at(-1)).toBe("https://jobs.example.com/open Careers");
    const bengali = await page("/bn");
    expect(menusOf(bengali).footer.at(-1)).toBe("https://jobs.example.com/open Careers");
    expect(bengali).toContain('<span lang="en">Careers</span>');
  });

  it("refuses a target that is not https:// or not a page of the site, keeping what was typed", async () => {
    const refused = await post(
      "/admin/menus/new",
      linkFields({
        menu: "legal",
        label: "Cookies",
        "bn.label": "কুকি",
        targetKind: "url",
        url: "http://example.com/c",
      }),
    );
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toContain("Enter a full address that starts with https://");
    expect(html).toContain("http://example.com/c");
    expect(html).toContain("কুকি");

    const nowhere = await post("/admin/menus/new", linkFields({ menu: "legal", label: "Cookies", path: "/cookies" }));
    expect(nowhere.status).toBe(400);
    expect(decode(await nowhere.text())).toContain("Choose one of the site's pages");

    const gone = await post(
      "/admin/menus/new",
      linkFields({
        menu: "legal",
        label: "Old post",
        targetKind: "post",
        postId: "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44",
      }),
    );
    expect(gone.status).toBe(400);
    expect(decode(await gone.text())).toContain("That post is no longer available");
    expect(menusOf(await page("/")).legal).toEqual(["/privacy Privacy Policy", "/terms Terms of Service"]);
  });

  it("moves a link within its own menu", async () => {
    const moved = await post("/admin/menus", {
      intent: "move",
      id: itemId("legal", "Terms of Service"),
      direction: "up",
    });
    expect(moved.status).toBe(302);
    expect(menusOf(await page("/")).legal).toEqual(["/terms Terms of Service", "/privacy Privacy Policy"]);
    const trail = await (await fetch(`${site.server.url}/admin/audit`, { headers: { Cookie: cookies.owner } })).text();
    expect(decode(trail)).toContain("moved a menu link up in the list");
    // The header, a menu of its own, is untouched.
    expect(menusOf(await page("/")).header[0]).toBe("/ Home");
  });

  it("refuses a save from a form loaded before someone else's save", async () => {
    const id = itemId("header", "About");
    const stale = await post(`/admin/menus/${id}`, linkFields({ version: "1", label: "About again", path: "/about" }));
    expect(stale.status).toBe(409);
    const html = decode(await stale.text());
    expect(html).toContain(STALE_VERSION_MESSAGE);
    expect(html).toContain("About again");
    expect(menusOf(await page("/")).header[1]).toBe("/about Our Story");
  });

  it("lets only owners and editors change the menus", async () => {
    const id = itemId("header", "Home");
    expect((await fetch(`${site.server.url}/admin/menus`, { headers: { Cookie: cookies.writer } })).status).toBe(403);
    const refused = await post(`/admin/menus/${id}`, linkFields({ version: "1", label: "Start" }), cookies.writer);
    expect(refused.status).toBe(403);
    const moved = await post("/admin/menus", { intent: "move", id, direction: "down" }, cookies.writer);
    expect(moved.status).toBe(403);
    expect(menusOf(await page("/")).header[0]).toBe("/ Home");
  });

  it("draws no empty list for a menu whose links were all deleted", async () => {
    for (const label of ["Privacy Policy", "Terms of Service"])
      expect((await post("/admin/menus", { intent: "delete", id: itemId("legal", label) })).status).toBe(302);
    const html = await page("/");
    expect(html).not.toContain('<ul class="flex gap-6">');
    expect(html).toContain("© ");
    expect(linksIn(html, "<nav aria-label=")[0]).toBe("/ Home");
  });
});
