import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { blogPosts, menuItems } from "~/db/schema";
import { type MenuItemInput, menuItemTranslation, type MenuName } from "~/features/menus/menu-schema";
import type { MenuLink, MenuTarget } from "~/features/menus/menu-target";
import type { Locale } from "~/utils/locale";

import { isPublished } from "./blog-public.server";
import { localized } from "./localized-rows.server";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The header, footer and legal menus as staff edit them and as every public page shows them (decision 171).

export type MenuItem = typeof menuItems.$inferSelect;

/** The texts a menu link is translated in (decision 080). */
export const MENU_ITEM_TEXT_FIELDS = menuItemTranslation.fields satisfies readonly (keyof MenuItem)[];

export type PublicMenus = Record<MenuName, MenuLink[]>;

const inMenuOrder = [asc(menuItems.position), asc(menuItems.createdAt), asc(menuItems.id)];

export function listMenuItems(db: Db): Promise<MenuItem[]> {
  return db
    .select()
    .from(menuItems)
    .orderBy(...inMenuOrder);
}

export async function getMenuItem(db: Db, id: string): Promise<MenuItem | null> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return row ?? null;
}

/** The posts a link may lead to, newest first: every post not in the trash (a draft's link shows once it is live). */
export function listLinkablePosts(db: Db): Promise<{ id: string; title: string; status: string }[]> {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status })
    .from(blogPosts)
    .where(isNull(blogPosts.trashedAt))
    .orderBy(desc(blogPosts.createdAt));
}

/** Whether `target` can be saved: a post must still exist outside the trash. */
async function targetExists(db: Db, target: MenuTarget): Promise<boolean> {
  if (target.kind !== "post") return true;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, target.postId), isNull(blogPosts.trashedAt)))
    .limit(1);
  return post !== undefined;
}

export type MenuItemSave = { ok: true; id?: string } | { ok: false; reason: "post" | "stale" | "missing" };

/** Adds the link at the end of `menu`. */
export async function createMenuItem(db: Db, menu: MenuName, input: MenuItemInput): Promise<MenuItemSave> {
  if (!(await targetExists(db, input.target))) return { ok: false, reason: "post" };
  const [row] = await db
    .insert(menuItems)
    .values({ ...input, menu, position: await nextPosition(db, menuItems, eq(menuItems.menu, menu)) })
    .returning({ id: menuItems.id });
  return { ok: true, id: row!.id };
}

/** Saves only while the link is still at `version`, the one the form was loaded at (decision 080). */
export async function updateMenuItem(
  db: Db,
  id: string,
  version: number,
  input: MenuItemInput,
): Promise<VersionedUpdate | MenuItemSave> {
  if (!(await targetExists(db, input.target))) return { ok: false, reason: "post" };
  return updateVersioned(db, menuItems, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted link's label, or null when there was none. */
export async function deleteMenuItem(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ label: menuItems.label });
  return row?.label ?? null;
}

/** Moves a link within its own menu. */
export async function moveMenuItem(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  const item = await getMenuItem(db, id);
  return item ? moveRow(db, menuItems, id, direction, eq(menuItems.menu, item.menu)) : false;
}

/**
 * Every menu in `locale`, in order: each label in the page's language (English where no Bengali is written,
 * marked by `lang`), a spec page by its path, a post by its current address. A link to a post that is not
 * live (a draft, scheduled, in the trash) is left out until it is, so a menu never leads to a 404.
 */
export async function getPublicMenus(db: Db, locale: Locale): Promise<PublicMenus> {
  const items = await listMenuItems(db);
  const postIds = items.flatMap(({ target }) => (target.kind === "post" ? [target.postId] : []));
  const posts =
    postIds.length === 0
      ? []
      : await db
          .select({ id: blogPosts.id, slug: blogPosts.slug })
          .from(blogPosts)
          .where(and(inArray(blogPosts.id, postIds), isPublished));
  const slugs = new Map(posts.map((post) => [post.id, post.slug]));
  const menus: PublicMenus = { header: [], footer: [], legal: [] };
  for (const item of items) {
    const { label, langs } = localized(item, locale, MENU_ITEM_TEXT_FIELDS);
    const link = { id: item.id, label, lang: langs.label };
    const { target } = item;
    if (target.kind === "spec") menus[item.menu].push({ ...link, to: target.path, external: false });
    else if (target.kind === "url") menus[item.menu].push({ ...link, to: target.url, external: true });
    else {
      const slug = slugs.get(target.postId);
      if (slug) menus[item.menu].push({ ...link, to: `/blog/${slug}`, external: false });
    }
  }
  return menus;
}
