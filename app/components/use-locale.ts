import { useLocation } from "react-router";

import { type Locale, localeFromPathname, localizePath } from "~/utils/locale";

/** The language of the page being shown, read from its path, the same way on the server and in the browser. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}

/**
 * Turns a site path written in English ("/about") into the same page in this page's language ("/bn/about"
 * on a Bengali page), so a visitor's clicks keep them in the edition they are reading.
 */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
