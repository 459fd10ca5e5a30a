import { useId } from "react";
import { Link as RouterLink, useLocation } from "react-router";

import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import type { MenuLink } from "~/features/menus/menu-target";
import { SEARCH_QUERY_MAX } from "~/features/search/search-text";
import { fill } from "~/utils/fill-template";
import { localizePath } from "~/utils/locale";

import { BENGALI_LABEL_OUTLINE } from "./bengali-label-outline";
import { MenuLinkAnchor } from "./menu-link";
import { useLocalizePath } from "./use-locale";
import { useWords } from "./use-words";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;
}

/**
 * The same page in the other language, written in that language (a visitor looks for their own language's
 * name), with hreflang and lang so screen readers switch voice, an accessible name that starts with the visible
 * label and says what it does, and the query kept (a shop search).
 */
function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const { otherEdition: text } = useWords();
  return (
    // A whole new document: the other edition's page preloads its own face (decision 131), which a
    // client-side move from an English page would not.
    <RouterLink
      reloadDocument
      to={`${localizePath(location.pathname, text.locale)}${location.search}`}
      hrefLang={text.locale}
      lang={text.locale}
      aria-label={`${text.label}, ${text.hint}`}
      className={`inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 ${className ?? ""}`}
    >
      <Icon name="Globe" className="size-4" />
      {text.locale === "bn" ? <BengaliLabel /> : text.label}
    </RouterLink>
  );
}

/**
 * The Bengali edition's name on English pages, which load no Bengali face (decision 208): its letters' outlines
 * in Noto Sans Bengali, sized in `em` and set on the text's baseline, so a system without a Bengali font still
 * draws the word and no font request competes with the first paint. The link's `aria-label` names it; if the
 * word changes, rerun scripts/bengali-label-outline.py (the Bengali pages' browser test compares the two).
 */
function BengaliLabel() {
  const { units, advance, ascent, descent, path } = BENGALI_LABEL_OUTLINE;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 ${-ascent} ${advance} ${ascent + descent}`}
      width={`${advance / units}em`}
      height={`${(ascent + descent) / units}em`}
      fill="currentColor"
      style={{ verticalAlign: `${-descent / units}em` }}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The site search box (decision 192): a plain GET form to the search page in the page's language, so it works
 * without scripts; a visually hidden label names the field, and the button is named by its hidden text.
 */
function SearchBox({ className, inputClassName }: { className?: string; inputClassName?: string }) {
  const text = useWords().header.search;
  const action = useLocalizePath()("/search");
  const id = useId();
  return (
    <form method="get" action={action} role="search" aria-label={text.label} className={className}>
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          name="q"
          required
          maxLength={SEARCH_QUERY_MAX}
          placeholder={text.placeholder}
          autoComplete="off"
          className={`rounded-md border border-slate-300 bg-white py-1.5 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 ${inputClassName ?? ""}`}
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 inline-flex items-center rounded-r-md px-2.5 text-slate-600 hover:text-brand-700"
        >
          <Icon name="Search" className="size-4" />
          <span className="sr-only">{text.button}</span>
        </button>
      </div>
    </form>
  );
}

/**
 * The header. The menu button on small screens is driven by the site script (browser/menu.ts, decision 165):
 * the server renders it closed, and without scripts the menu shows open instead (root.tsx's noscript style).
 * `menu` is the header menu staff keep (decision 171); the mobile menu shows the same links.
 */
export function SiteHeader({
  companyName,
  logoUrl,
  menu,
}: {
  companyName: string;
  logoUrl: string;
  menu: readonly MenuLink[];
}) {
  const text = useWords();
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex shrink-0 items-center rounded-md"
          aria-label={fill(text.header.homeLink, { company: companyName })}
        >
          <img src={logoUrl} alt="" width={180} height={40} className="h-9 w-auto" />
        </Link>
        {menu.length > 0 ? (
          <nav aria-label={text.header.mainNav} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {menu.map((link) => (
                <li key={link.id}>
                  <MenuLinkAnchor link={link} className={navLinkClass} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="flex items-center gap-2">
          <SearchBox className="hidden md:block lg:hidden xl:block" inputClassName="w-40 xl:w-44" />
          {/* Between 1024 and 1280 px the links fill the bar (Bengali's longest): the box's page, as an icon. */}
          <Link
            to="/search"
            className="hidden rounded-md p-2 text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 lg:inline-flex xl:hidden"
          >
            <Icon name="Search" className="size-5" />
            <span className="sr-only">{text.header.search.label}</span>
          </Link>
          <LanguageSwitch />
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded="false"
            aria-controls={menuId}
            data-menu-button=""
            data-open-label={text.header.openMenu}
            data-close-label={text.header.closeMenu}
          >
            <Icon name="Menu" className="size-6" data-menu-icon="open" />
            <Icon name="X" className="hidden size-6" data-menu-icon="close" />
            <span className="sr-only" data-menu-label="">
              {text.header.openMenu}
            </span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={text.header.mobileNav}
        hidden
        data-menu-panel=""
        className="border-t border-slate-200 lg:hidden"
      >
        <SearchBox className="container-page pt-3 md:hidden" inputClassName="w-full" />
        {menu.length > 0 ? (
          <ul className="container-page flex flex-col gap-1 py-3">
            {menu.map((link) => (
              <li key={link.id}>
                <MenuLinkAnchor link={link} className={(state) => `block ${navLinkClass(state)}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
