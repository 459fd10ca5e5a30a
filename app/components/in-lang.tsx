import type { Locale } from "~/utils/locale";

import { useLocale } from "./use-locale";

/**
 * Content text in the language it is actually written in: on a Bengali page an untranslated field falls
 * back to English (utils/translations.ts) and is marked `lang="en"` so screen readers and fonts treat it as
 * English. Text already in the page's language renders bare, so English pages carry no extra markup.
 */
export function InLang({ lang, children }: { lang: Locale | undefined; children: React.ReactNode }) {
  const locale = useLocale();
  if (!lang || lang === locale) return <>{children}</>;
  return <span lang={lang}>{children}</span>;
}

/** An element's `lang` attribute for an attribute text (an image's alt) in `lang`: none when it is the page's. */
export function useForeignLang(lang: Locale | undefined): Locale | undefined {
  const locale = useLocale();
  return lang && lang !== locale ? lang : undefined;
}
