import type { Locale } from "~/utils/locale";
import { localizeRow, type TextLangs, type Translations } from "~/utils/translations";

import { MEDIA_TEXT_FIELDS } from "./media.server";

// How the public readers give a row in the page's locale: its translation where one is written, and `langs`
// naming the language each text is actually in (a Bengali page marks English fallbacks, decision 080).

/** A row read for `locale`, its `translations` dropped once used. */
export function localized<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  locale: Locale,
  fields: readonly K[],
): Omit<Row, "translations"> & { langs: TextLangs<K> } {
  const { translations: _translations, ...rest } = localizeRow(row, locale, fields);
  return rest;
}

/** A library image's alt text for `locale` (its translation where written) and the language it is in. */
export function localizedAlt(
  alt: string,
  translations: Record<string, { alt?: string }>,
  locale: Locale,
): { alt: string; lang: Locale } {
  const { alt: text, langs } = localizeRow({ alt, translations }, locale, MEDIA_TEXT_FIELDS);
  return { alt: text, lang: langs.alt };
}

/** A row's `imageAlt` for `locale`, with `imageAltLang`, its media translations dropped once used. */
export function withLocalizedAlt<
  T extends { imageAlt: string; imageAltTranslations: Record<string, { alt?: string }> },
>({ imageAltTranslations, ...row }: T, locale: Locale): Omit<T, "imageAltTranslations"> & { imageAltLang: Locale } {
  const { alt, lang } = localizedAlt(row.imageAlt, imageAltTranslations, locale);
  return { ...row, imageAlt: alt, imageAltLang: lang };
}
