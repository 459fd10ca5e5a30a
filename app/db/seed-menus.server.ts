import type { MenuName } from "~/features/menus/menu-schema";
import type { SpecPagePath } from "~/features/menus/menu-target";
import { type Words, wordsFor } from "~/words/words.server";

import type { Db } from "./client.server";
import { contentSeeds, menuItems } from "./schema";

type NavKey = keyof Words["nav"];
type FooterKey = keyof Words["footer"]["links"];

/** Today's menus (decision 171): each link's page and where its words are kept in the site's text. */
const firstMenus: Record<MenuName, { path: SpecPagePath; words: (text: Words) => string }[]> = {
  header: (
    [
      ["/", "home"],
      ["/about", "about"],
      ["/services", "services"],
      ["/shop", "shop"],
      ["/portfolio", "portfolio"],
      ["/team", "team"],
      ["/blog", "blog"],
      ["/contact", "contact"],
    ] as const satisfies readonly (readonly [SpecPagePath, NavKey])[]
  ).map(([path, key]) => ({ path, words: (text) => text.nav[key] })),
  footer: (
    [
      ["/about", "about"],
      ["/services", "services"],
      ["/portfolio", "portfolio"],
      ["/team", "team"],
      ["/blog", "blog"],
      ["/contact", "contact"],
    ] as const satisfies readonly (readonly [SpecPagePath, FooterKey])[]
  ).map(([path, key]) => ({ path, words: (text) => text.footer.links[key] })),
  legal: [
    { path: "/privacy", words: (text) => text.footer.privacy },
    { path: "/terms", words: (text) => text.footer.terms },
  ],
};

/**
 * Gives a database the menus the site had before staff could edit them, once: on a first start and on the
 * first start of an existing database after the menus became editable. A menu staff emptied stays empty.
 */
export async function seedMenus(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "menus" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    const rows = Object.entries(firstMenus).flatMap(([menu, links]) =>
      links.map(({ path, words }, position) => ({
        menu: menu as MenuName,
        label: words(wordsFor("en")),
        target: { kind: "spec" as const, path },
        translations: { bn: { label: words(wordsFor("bn")) } },
        position,
      })),
    );
    await tx.insert(menuItems).values(rows);
    return true;
  });
}
