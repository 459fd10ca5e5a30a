import "~/utils/zod-config";

import { z } from "zod";

import type { Locale } from "~/utils/locale";
import { publicPagePaths } from "~/utils/sitemap";

// Where a menu link leads (decision 171). Each kind is one variant of a discriminated union, so a new kind
// (pages from blocks, issue 28 item 1: `{ kind: "page", pageId }`) is one more variant here, one more option
// in the editor and one more case in `resolveMenuTarget`'s caller; stored rows of the old kinds stay valid.

export type SpecPagePath = (typeof publicPagePaths)[number];

export type MenuTarget =
  /** One of the site's own public pages, by its English path ("/about"); each edition links its own. */
  | { kind: "spec"; path: SpecPagePath }
  /** A blog post by its id, so the link follows the post when its address changes. */
  | { kind: "post"; postId: string }
  /** Another site, https:// only. */
  | { kind: "url"; url: string };

export type MenuTargetKind = MenuTarget["kind"];

export const MENU_TARGET_KINDS = [
  { kind: "spec", label: "A page of this site" },
  { kind: "post", label: "A blog post" },
  { kind: "url", label: "A web address (https://)" },
] as const satisfies readonly { kind: MenuTargetKind; label: string }[];

const SPEC_PAGE_NAMES: Record<SpecPagePath, string> = {
  "/": "Home",
  "/about": "About",
  "/services": "Services",
  "/shop": "Shop",
  "/portfolio": "Portfolio",
  "/team": "Team",
  "/blog": "Blog",
  "/newsletter/archive": "Newsletter archive",
  "/contact": "Contact",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
};

/** The site's pages as the editor offers them, in the sitemap's order. */
export const SPEC_PAGES = publicPagePaths.map((path) => ({ path, name: SPEC_PAGE_NAMES[path] }));

export const MENU_URL_MAX = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An https:// address with a host, and nothing a browser would treat as another scheme. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** What a stored target or a checked form's target must be; the editor's messages name the field to fix. */
export const menuTargetSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("spec"),
    path: z.enum(publicPagePaths, { error: "Choose one of the site's pages" }),
  }),
  z.object({
    kind: z.literal("post"),
    postId: z.string().regex(UUID, "Choose a blog post"),
  }),
  z.object({
    kind: z.literal("url"),
    url: z
      .string()
      .trim()
      .min(1, "Enter the web address the link leads to")
      .max(MENU_URL_MAX, `The address can be at most ${MENU_URL_MAX} characters`)
      .refine(isHttpsUrl, "Enter a full address that starts with https://, for example https://example.com/careers"),
  }),
]) satisfies z.ZodType<MenuTarget>;

/** The form field each kind's target is typed or chosen in. */
export const TARGET_FIELD = { spec: "path", post: "postId", url: "url" } as const satisfies Record<
  MenuTargetKind,
  string
>;

/**
 * A link as the header and footer draw it: a site path in English (the page's edition is added when it is
 * drawn), or another site's address; `lang` is the label's language (English where no Bengali is written).
 */
export type MenuLink = { id: string; label: string; lang: Locale; to: string; external: boolean };
