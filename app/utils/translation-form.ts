import "./zod-config";

import { z } from "zod";

import { listField, textField } from "./form-data";
import { type TranslatedLocale, translatedLocales } from "./locale";
import { cleanRichText } from "./rich-text";
import {
  isWrittenText,
  staleFields,
  TRANSLATION_CONFIRMED,
  type Translations,
  untranslatedFields,
} from "./translations";

// The Bengali half of an editor's form (decision 134): each translatable field travels beside its English
// one as `bn.<field>`, is checked with the English field's own rule (lengths, allowed markup) except that
// empty is allowed (= not translated), and is saved into `translations.bn` (decision 080).

/** How a field is edited: one line or a paragraph of text, a list of lines (features), or rich text (JSON). */
export type TextKind = "text" | "list" | "rich";

export const localeNames: Record<TranslatedLocale, string> = { bn: "Bengali" };

/** The form name of a field's text in `locale`: "bn.title". */
export function translationName(locale: TranslatedLocale, field: string): string {
  return `${locale}.${field}`;
}

function richTextHasText(json: string): boolean {
  try {
    return isWrittenText(JSON.parse(json));
  } catch {
    // Not a document: let the field's rule say what is wrong with it.
    return true;
  }
}

function isBlank(value: unknown, kind: TextKind): boolean {
  if (kind === "list")
    return !Array.isArray(value) || value.every((item) => typeof item !== "string" || item.trim() === "");
  if (typeof value !== "string" || value.trim() === "") return true;
  return kind === "rich" && !richTextHasText(value);
}

/** What a form sends for the translated fields (and what a refused form shows again). */
export type TranslationValues = Record<string, string | string[]>;

/**
 * The form inputs of an out-of-date translation (decision 197): each stale field's form name is sent back in
 * a hidden `translation-stale` (so a refused form marks it again), and in `translation-confirmed` when staff
 * tick "still correct". In the form's values they are `$stale` and `$confirmed`.
 */
export const STALE_TRANSLATION_INPUT = "translation-stale";
export const CONFIRMED_TRANSLATION_INPUT = "translation-confirmed";

export type Translatable<K extends string> = {
  /** The subject's translatable fields, in form order (BENGALI.md: one list per subject). */
  fields: readonly K[];
  kinds: Record<K, TextKind>;
  /** Checks `bn.<field>` values with the English rules, empty allowed; its output is `{ translations }`. */
  schema: z.ZodType<{ translations: Translations }>;
  /** The translated fields as a form sent them. */
  formValues(form: FormData): TranslationValues;
  /**
   * A row's stored translations as the form's values (rich text as JSON, missing fields empty); given the
   * row's English texts, `$stale` names the translations written against an older English text.
   */
  valuesOf(translations: Translations | null | undefined, english?: Record<string, unknown>): TranslationValues;
};

/**
 * The translated half of a subject's form from the English field rules: `rules` holds (at least) each
 * translatable field's Zod rule, usually the English schema's shape; `kinds` lists the fields and how each
 * is edited.
 */
export function translatable<K extends string>(
  rules: { [P in NoInfer<K>]: z.ZodType },
  kinds: Record<K, TextKind>,
): Translatable<K> {
  const fields = Object.keys(kinds) as K[];
  const names = new Set(translatedLocales.flatMap((locale) => fields.map((field) => translationName(locale, field))));
  const shape: Record<string, z.ZodType> = {
    $confirmed: z.array(z.string()).optional(),
  };
  for (const locale of translatedLocales) {
    for (const field of fields) {
      shape[translationName(locale, field)] = z.preprocess(
        (value) => (isBlank(value, kinds[field]) ? undefined : value),
        rules[field].optional(),
      );
    }
  }
  const schema = z.object(shape).transform((values) => {
    const translations: Translations = {};
    for (const locale of translatedLocales) {
      const texts: Record<string, unknown> = {};
      for (const field of fields) {
        const value = values[translationName(locale, field)];
        if (value !== undefined) texts[field] = value;
      }
      if (Object.keys(texts).length > 0) translations[locale] = texts;
    }
    const confirmed = ((values.$confirmed as string[] | undefined) ?? []).filter((name) => names.has(name));
    const marks: Record<string, Record<string, boolean>> = {};
    for (const name of confirmed) {
      const [locale, field] = name.split(".") as [string, string];
      (marks[locale] ??= {})[field] = true;
    }
    if (Object.keys(marks).length > 0) translations[TRANSLATION_CONFIRMED] = marks;
    return { translations };
  });
  return {
    fields,
    kinds,
    schema,
    formValues(form) {
      const values: TranslationValues = {};
      for (const locale of translatedLocales) {
        for (const field of fields) {
          const name = translationName(locale, field);
          values[name] = kinds[field] === "list" ? listField(form, name) : textField(form, name);
        }
      }
      values.$stale = listField(form, STALE_TRANSLATION_INPUT).filter((name) => names.has(name));
      values.$confirmed = listField(form, CONFIRMED_TRANSLATION_INPUT).filter((name) => names.has(name));
      return values;
    },
    valuesOf(translations, english) {
      const values: TranslationValues = {};
      for (const locale of translatedLocales) {
        for (const field of fields) {
          const stored = translations?.[locale]?.[field];
          const name = translationName(locale, field);
          if (kinds[field] === "list")
            values[name] = Array.isArray(stored)
              ? stored.filter((item): item is string => typeof item === "string")
              : [];
          else if (kinds[field] === "rich")
            values[name] = stored && typeof stored === "object" ? JSON.stringify(stored) : "";
          else values[name] = typeof stored === "string" ? stored : "";
        }
      }
      if (english) {
        const row = { ...english, translations: translations ?? {} };
        values.$stale = translatedLocales.flatMap((locale) =>
          staleFields(row, locale, fields).map((field) => translationName(locale, field)),
        );
      }
      return values;
    },
  };
}

/** An editor's whole form: the English schema and the translated fields, checked together. */
export function withTranslations<E extends z.ZodType, K extends string>(english: E, translated: Translatable<K>) {
  return z.intersection(english, translated.schema);
}

/**
 * Whether an item has English text in `fields` that some language has not translated, or translated before
 * the English last changed ("Needs translation").
 */
export function needsTranslation<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  fields: readonly K[],
): boolean {
  return hasMissingTranslation(row, fields) || staleFieldCount(row, fields) > 0;
}

/** Whether an item has English text in `fields` that some language has not translated at all. */
export function hasMissingTranslation<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  fields: readonly K[],
): boolean {
  return translatedLocales.some((locale) => untranslatedFields(row, locale, fields).length > 0);
}

/** How many of an item's translations, over every language, are out of date (the overview's count). */
export function staleFieldCount<Row extends { translations: Translations }, K extends keyof Row & string>(
  row: Row,
  fields: readonly K[],
): number {
  return translatedLocales.reduce(
    (count, locale) => count + staleFields(row as Record<string, unknown> & Row, locale, fields).length,
    0,
  );
}

/**
 * Cleans each locale's rich-text `field` (the editor's JSON, as the form sent it) into its document with the
 * English body's allowlist (cleanRichText), so a Bengali body is stored in the same form as the English one.
 * A refused body is reported under its form name (`bn.body`).
 */
export function cleanTranslatedRichText(
  translations: Translations,
  field: string,
): { ok: true; translations: Translations; imageMediaIds: string[] } | { ok: false; name: string; message: string } {
  const cleaned: Translations = {};
  const imageMediaIds: string[] = [];
  for (const [locale, texts] of Object.entries(translations)) {
    const value = texts[field];
    if (typeof value !== "string") {
      cleaned[locale] = texts;
      continue;
    }
    const body = cleanRichText(value);
    if (!body.ok) return { ok: false, name: `${locale}.${field}`, message: body.message };
    cleaned[locale] = { ...texts, [field]: body.doc };
    imageMediaIds.push(...body.imageMediaIds);
  }
  return { ok: true, translations: cleaned, imageMediaIds };
}
