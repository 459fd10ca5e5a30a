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

// Stale translations (issue 30, decision 197): beside each locale's texts, `translations._sources` keeps a
// fingerprint of the English text each translation was written (or last confirmed) against. A translation
// whose English has changed since is "out of date" until it is edited or confirmed. `_confirmed` is what a
// form sends for "still correct"; the save turns it into a fresh fingerprint and never stores it.

export const TRANSLATION_SOURCES = "_sources";
export const TRANSLATION_CONFIRMED = "_confirmed";

/** JSON with object keys sorted, so a document read back from `jsonb` fingerprints as it was written. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A short fingerprint of a text (cyrb53): enough to notice a change, never a security check. */
export function textFingerprint(value: unknown): string {
  const text = stableJson(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function sourcesOf(translations: Translations | null | undefined, locale: string): Record<string, unknown> {
  const sources = translations?.[TRANSLATION_SOURCES]?.[locale];
  return sources && typeof sources === "object" ? (sources as Record<string, unknown>) : {};
}

/**
 * The listed fields whose `locale` text was written against an English text that has since changed. `row`
 * holds the English texts by field name (a page copy passes its `content` merged with `translations`).
 */
export function staleFields<K extends string>(
  row: Record<string, unknown> & { translations?: Translations | null },
  locale: Locale,
  fields: readonly K[],
): K[] {
  if (locale === defaultLocale) return [];
  const sources = sourcesOf(row.translations, locale);
  return fields.filter((field) => {
    const source = sources[field];
    return (
      typeof source === "string" &&
      translatedValue(row.translations, locale, field) !== undefined &&
      source !== textFingerprint(row[field])
    );
  });
}

type TextsAndTranslations = { english: Record<string, unknown>; translations: Translations | null | undefined };

/**
 * The translations a save stores: `next.translations` with the `_confirmed` marks dropped and `_sources` kept
 * true. A translation edited or confirmed in this save is fingerprinted against the new English text; one left
 * as it was keeps its fingerprint, or, when it has none yet (written before this existed, or when the item was
 * added), gets the English it was saved beside, which is `before`'s.
 */
export function withTranslationSources(before: TextsAndTranslations, next: TextsAndTranslations): Translations {
  const {
    [TRANSLATION_SOURCES]: _ignored,
    [TRANSLATION_CONFIRMED]: confirmedMarks,
    ...texts
  }: Translations = next.translations ?? {};
  const sources: Record<string, Record<string, string>> = {};
  for (const [locale, localeTexts] of Object.entries(texts)) {
    const previous: Record<string, unknown> = before.translations?.[locale] ?? {};
    const previousSources = sourcesOf(before.translations, locale);
    const confirmed = (confirmedMarks?.[locale] ?? {}) as Record<string, unknown>;
    const localeSources: Record<string, string> = {};
    for (const [field, value] of Object.entries(localeTexts)) {
      if (!isWrittenText(value)) continue;
      const edited = stableJson(value) !== stableJson(previous[field]);
      const kept = previousSources[field];
      localeSources[field] =
        edited || confirmed[field] === true
          ? textFingerprint(next.english[field])
          : typeof kept === "string"
            ? kept
            : textFingerprint(before.english[field]);
    }
    if (Object.keys(localeSources).length > 0) sources[locale] = localeSources;
  }
  return Object.keys(sources).length > 0 ? { ...texts, [TRANSLATION_SOURCES]: sources } : texts;
}
