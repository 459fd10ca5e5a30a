import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { MENUS } from "~/features/menus/menu-schema";
import { SPEC_PAGES } from "~/features/menus/menu-target";
import {
  deleteMenuItem,
  listLinkablePosts,
  listMenuItems,
  MENU_ITEM_TEXT_FIELDS,
  type MenuItem,
  moveMenuItem,
} from "~/models/menu-items.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/menus";

/** Where a link leads, as the list says it; a post that is not live is named as hidden. */
function describeTarget(item: MenuItem, posts: Map<string, { title: string; status: string }>): string {
  const { target } = item;
  if (target.kind === "spec")
    return `Page: ${SPEC_PAGES.find((page) => page.path === target.path)?.name ?? target.path}`;
  if (target.kind === "url") return `Address: ${target.url}`;
  const post = posts.get(target.postId);
  if (!post) return "Post: no longer available, hidden from visitors";
  return post.status === "published" ? `Post: ${post.title}` : `Post: ${post.title} (not published yet, hidden)`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const [items, posts] = await Promise.all([listMenuItems(db), listLinkablePosts(db)]);
  const postsById = new Map(posts.map((post) => [post.id, post]));
  return {
    menus: MENUS.map((menu) => ({
      ...menu,
      items: items
        .filter((item) => item.menu === menu.id)
        .map((item) => ({
          id: item.id,
          title: item.label,
          subtitle: describeTarget(item, postsById),
          needsTranslation: needsTranslation(item, MENU_ITEM_TEXT_FIELDS),
        })),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Menu link",
    listPath: "/admin/menus",
    remove: deleteMenuItem,
    move: moveMenuItem,
  });
}

export const meta = () => [{ title: "Menus · Admin" }];

export default function MenusScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-10">
      <p className="text-sm text-slate-600">
        The links in the site’s header and footer, in this order. A change shows on every page at once.
      </p>
      {loaderData.menus.map((menu) => (
        <section key={menu.id} aria-labelledby={`menu-${menu.id}`} className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id={`menu-${menu.id}`} className="text-lg font-semibold text-slate-900">
                {menu.title}
              </h2>
              <p className="text-sm text-slate-600">{menu.hint}</p>
            </div>
            <Link
              to={`/admin/menus/new?menu=${menu.id}`}
              className={buttonStyles.primary}
              aria-label={`Add link to the ${menu.title.toLowerCase()}`}
            >
              <Icon name="Plus" className="size-4" />
              Add link
            </Link>
          </div>
          <ContentList
            items={menu.items}
            basePath="/admin/menus"
            noun="link"
            listLabel={`${menu.title} links`}
            deleteQuestion="Are you sure you want to delete this link?"
            emptyText="No links: this menu is not shown. Add the first one."
          />
        </section>
      ))}
    </div>
  );
}
