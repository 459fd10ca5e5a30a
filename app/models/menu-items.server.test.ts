import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/db/schema";
import { seedMenus } from "~/db/seed-menus.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createMenuItem,
  deleteMenuItem,
  getPublicMenus,
  listMenuItems,
  moveMenuItem,
  updateMenuItem,
} from "./menu-items.server";

const words = (links: { label: string; to: string }[]) => links.map((link) => `${link.to} ${link.label}`);

describe.each(testDrivers())("menu links (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("gives a database without menus today's menus once; a menu emptied later stays empty", async () => {
    const { db } = database;
    // A migrated database with no menu rows: a new one, or one from before menus were editable.
    expect(await listMenuItems(db)).toEqual([]);
    expect(await seedMenus(db)).toBe(true);
    const bengali = await getPublicMenus(db, "bn");
    expect(words(bengali.legal)).toEqual(["/privacy গোপনীয়তা নীতি", "/terms সেবার শর্তাবলি"]);
    expect(bengali.header.every((link) => link.lang === "bn")).toBe(true);
    expect((await getPublicMenus(db, "en")).header.map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Shop",
      "Portfolio",
      "Team",
      "Blog",
      "Contact",
    ]);
    for (const item of (await listMenuItems(db)).filter((each) => each.menu === "legal"))
      await deleteMenuItem(db, item.id);
    expect(await seedMenus(db)).toBe(false);
    expect((await getPublicMenus(db, "en")).legal).toEqual([]);
  });

  it("links a post by its current address while it is live, and leaves it out otherwise", async () => {
    const { db } = database;
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: "menu-draft",
        title: "Menu post",
        excerpt: "",
        body: { type: "doc", content: [] },
        bodyMediaIds: [],
      })
      .returning({ id: blogPosts.id });
    const added = await createMenuItem(db, "footer", {
      label: "Our news",
      target: { kind: "post", postId: post!.id },
      translations: {},
    });
    expect(added.ok).toBe(true);
    const footerLabels = async () => (await getPublicMenus(db, "en")).footer.map((each) => each.label);
    expect(await footerLabels()).not.toContain("Our news");

    await db
      .update(blogPosts)
      .set({ status: "published", publishAt: new Date(), slug: "menu-news" })
      .where(eq(blogPosts.id, post!.id));
    const [link] = (await getPublicMenus(db, "bn")).footer.slice(-1);
    expect(link).toMatchObject({ to: "/blog/menu-news", label: "Our news", lang: "en", external: false });

    await db.update(blogPosts).set({ trashedAt: new Date() }).where(eq(blogPosts.id, post!.id));
    expect(await footerLabels()).not.toContain("Our news");
    // A post in the trash can no longer be chosen.
    const id = added.ok ? added.id! : "";
    expect(await updateMenuItem(db, id, 1, { label: "News", target: { kind: "post", postId: post!.id } })).toEqual({
      ok: false,
      reason: "post",
    });
  });

  it("moves a link within its own menu only", async () => {
    const { db } = database;
    const first = await createMenuItem(db, "legal", {
      label: "Cookies",
      target: { kind: "url", url: "https://example.com/cookies" },
    });
    const second = await createMenuItem(db, "legal", { label: "Terms", target: { kind: "spec", path: "/terms" } });
    const header = words((await getPublicMenus(db, "en")).header);
    expect(await moveMenuItem(db, second.ok ? second.id! : "", "up")).toBe(true);
    expect(words((await getPublicMenus(db, "en")).legal)).toEqual([
      "/terms Terms",
      "https://example.com/cookies Cookies",
    ]);
    expect(words((await getPublicMenus(db, "en")).header)).toEqual(header);
    expect(await moveMenuItem(db, first.ok ? first.id! : "", "down")).toBe(true);
    expect(await moveMenuItem(db, "0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44", "up")).toBe(false);
  });
});
