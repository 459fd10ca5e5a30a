import type { UIMatch } from "react-router";

import { locales, localizePath } from "~/utils/locale";

/**
 * A route's `handle` when the route needs React Router's client runtime: the admin, its sign-in and staff
 * previews. Every public page is a plain document with the site script (decision 165), and the shop and the
 * contact form a page script of their own (`pageScriptHandle`, decision 163), as React Router's guide to
 * disabling JavaScript shows.
 */
export const clientRuntimeHandle = { hydrate: true } as const;

/** What a route's `handle` may say about the document it needs. */
type DocumentHandle = {
  hydrate?: boolean;
  bengaliDigits?: boolean;
  pageScript?: string;
  /** A page script only some of a route's pages need, given its loader data (a page holding a contact form). */
  pageScriptFor?: (loaderData: unknown) => string | undefined;
  previewDocument?: boolean;
};

function handles(matches: readonly UIMatch[]): DocumentHandle[] {
  return matches.map((match) => (match.handle ?? {}) as DocumentHandle);
}

export function needsClientRuntime(matches: readonly UIMatch[]): boolean {
  return handles(matches).some((handle) => handle.hydrate === true);
}

/**
 * A live preview's document (decision 175, `livePreviewHandle`): shown in a sandboxed frame in the editor, it
 * carries no script at all, neither the runtime nor the site script, and no script-off styles.
 */
export function isPreviewDocument(matches: readonly UIMatch[]): boolean {
  return handles(matches).some((handle) => handle.previewDocument === true);
}

/**
 * A route's `handle` when the page has a plain script of its own (`import url from "virtual:page-script/shop"`,
 * decision 163): the root starts it after the first paint, with no framework runtime.
 */
export function pageScriptHandle(url: string) {
  return { pageScript: url } as const;
}

/** The page's own plain script, if its route has one. */
export function pageScriptOf(matches: readonly UIMatch[]): string | undefined {
  for (const match of matches) {
    const handle = (match.handle ?? {}) as DocumentHandle;
    const script = handle.pageScript ?? handle.pageScriptFor?.(match.data);
    if (script) return script;
  }
  return undefined;
}

/** An English page that shows prices (Bengali digits, in the spec's BDT format) carries their small face. */
export const bengaliDigitsHandle = { bengaliDigits: true } as const;

export function needsBengaliDigits(matches: readonly UIMatch[]): boolean {
  return handles(matches).some((handle) => handle.bengaliDigits === true);
}

/** The public frame's layout route: its pages get the site script and speculation rules. */
export const PUBLIC_LAYOUT_ID = "routes/public/layout";

const base = import.meta.env.BASE_URL;

/**
 * Speculation Rules: a link to another public page is fetched when the pointer rests on it or presses it
 * (moderate eagerness), so the plain navigation that follows is instant. Staff pages, feeds and the
 * newsletter's action are never fetched ahead.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: `${base}*` },
          { not: { href_matches: `${base}admin/*` } },
          // Every language's newsletter links (confirm, unsubscribe) and the sign-up's action: opening one is
          // an action. The archive of past issues (/newsletter/archive, /newsletter/<slug>) is read ahead.
          ...locales.flatMap((locale) =>
            ["/newsletter", "/newsletter/confirm*", "/newsletter/unsubscribe*"].map((path) => ({
              not: { href_matches: `${base}${localizePath(path, locale).slice(1)}` },
            })),
          ),
          { not: { href_matches: `${base}*.xml` } },
          { not: { selector_matches: "[rel~=nofollow],[download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function SpeculationRules({ nonce }: { nonce?: string }) {
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}
