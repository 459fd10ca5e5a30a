import { defaultLocale, type Locale } from "./locale";

// One reader for decision 080's `translations` column: English in the row, `{"bn": {field: …}}` beside it.
// Public pages read a row for a locale with `localizeRow`; the admin asks `untranslatedFields` to mark an item
// "Needs translation". Both treat a missing locale, a missing field and an empty one alike: not translated.

export type Translations = Record<string, Record<string, unknown>>;

/** The language each listed field is actually shown in (a Bengali page falls back to English per field). */
export type TextLangs<K extends string> = Record<K, Locale>;

export type LocalizedRow<Row, K extends string> = Row & { langs: TextLangs<K> };

/** Rich text (a Tiptap document) counts as written once one of its text nodes holds text. */
function documentHasText(node: unknown): boolean {
  if (!node || typeof node !== "object") return false;
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === "string" && text.trim() !== "") return true;
  return Array.isArray(content) && content.some(documentHasText);
}

export function isWrittenText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0 && value.every(isWrittenText);
  if (value && typeof value === "object") {
    if ("type" in value) return documentHasText(value);
    const values = Object.values(value);
    return values.length > 0 && values.every(isWrittenText);
  }
  return false;
}

function translatedValue(translations: Translations | null | undefined, locale: Locale, field: string): unknown {
  if (locale === defaultLocale) return undefined;
  const value = translations?.[locale]?.[field];
  return isWrittenText(value) ? value : undefined;
}

/**
 * `row` as `locale` reads it: each of `fields` takes its translation when one is written and keeps its English
 * text otherwise, and `langs` names the language each field ended up in.
 */
export function localizeRow<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  locale: Locale,
  fields: readonly K[],
): LocalizedRow<Row, K> {
  const localized: Record<string, unknown> = { ...row };
  const langs = {} as TextLangs<K>;
  for (const field of fields) {
    const translated = translatedValue(row.translations, locale, field);
    if (translated === undefined) {
      langs[field] = defaultLocale;
    } else {
      localized[field] = translated;
      langs[field] = locale;
    }
  }
  return { ...(localized as Row), langs };
}

/** The listed fields `locale` has not translated yet, for fields that have English text (none for English). */
export function untranslatedFields<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  locale: Locale,
  fields: readonly K[],
): K[] {
  if (locale === defaultLocale) return [];
  return fields.filter(
    (field) => isWrittenText(row[field]) && translatedValue(row.translations, locale, field) === undefined,
  );
}
