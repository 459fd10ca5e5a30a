import { COMPANY_TIME_ZONE } from "./company-time";
import type { Locale } from "./locale";

// Numbers and dates as each edition writes them: Latin digits and English month names on English pages,
// Bengali digits and month names on Bengali pages (Intl's bn-BD). Prices are not here: they keep the spec's
// BDT format in both editions (utils/bdt.ts).

const NUMBER_LOCALES: Record<Locale, string> = { en: "en-GB", bn: "bn-BD" };
/** English dates keep the blog's existing form ("March 15, 2024"). */
const DATE_LOCALES: Record<Locale, string> = { en: "en-US", bn: "bn-BD" };

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(NUMBER_LOCALES[locale], options)));
  return format;
}

/** 1234 → "1,234" / "১,২৩৪" (Bengali grouping: ১২,৩৪,৫৬৭). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A year, never grouped: 2014 → "2014" / "২০১৪". */
export function formatYear(year: number, locale: Locale): string {
  return numberFormat(locale, { useGrouping: false }).format(year);
}

/**
 * Bengali digits are U+09E6–U+09EF, in order. A table, not Intl: a browser's first `bn-BD` formatter costs it
 * tens of milliseconds in one task (the About page's counters took 38 ms to show their first number).
 */
const BENGALI_DIGIT_ZERO = 0x09e6;

/** Only the digits of `text` in the locale's script ("Step 1", "24/7" → "২৪/৭"), for text that mixes words and numbers. */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale === "en") return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_DIGIT_ZERO + Number(digit)));
}

/** A date in the company's time zone: "March 15, 2024" / "১৫ মার্চ, ২০২৪". */
export function formatDate(date: Date, locale: Locale, timeZone = COMPANY_TIME_ZONE): string {
  const key = `d ${locale} ${timeZone}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
      timeZone,
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    formatters.set(key, format);
  }
  return format.format(date);
}
