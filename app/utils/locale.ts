// The site's languages (decision 080): English at today's URLs, every other locale under its own prefix.
// Adding a locale adds a key here, not a column or a table.

export const locales = ["en", "bn"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The locales stored in a row's `translations` column (every locale but English, which is the row itself). */
export const translatedLocales = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== defaultLocale);
export type TranslatedLocale = (typeof translatedLocales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a public path is written in: "/bn" and "/bn/…" are Bengali, everything else English. */
export function localeFromPathname(pathname: string): Locale {
  for (const locale of translatedLocales) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return locale;
  }
  return defaultLocale;
}

/** The English path of a localized one: "/bn/about" → "/about", "/bn" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeFromPathname(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in `locale`: ("/about", "bn") → "/bn/about", ("/bn/about", "en") → "/about". */
export function localizePath(pathname: string, locale: Locale): string {
  const english = pathWithoutLocale(pathname);
  if (locale === defaultLocale) return english;
  return english === "/" ? `/${locale}` : `/${locale}${english}`;
}

/**
 * The locale a request's page is written in (from its path; never from a header the client controls). The
 * path is read below the site's base path (BASE_PATH, which the build writes into BASE_URL), as React
 * Router's own locations are: "/acme/bn/about" is Bengali when the site lives under /acme.
 */
export function localeOfRequest(request: Request): Locale {
  const pathname = new URL(request.url).pathname;
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  const local =
    base !== "" && (pathname === base || pathname.startsWith(`${base}/`))
      ? pathname.slice(base.length) || "/"
      : pathname;
  return localeFromPathname(local);
}

/** Each locale's name in English, for the admin (which stays in English): "Bengali", not "বাংলা". */
export const localeNames: Record<Locale, string> = { en: "English", bn: "Bengali" };
