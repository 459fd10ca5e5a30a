import type { Locale } from "~/utils/locale";

import { bn } from "./bn.server";
import { en, type Words } from "./en.server";

// The one way the server reads the site's own words (decision 164): `wordsFor(locale)`. The root loader sends
// its answer to the browser as data, where components read it with `useWords()` (components/use-words.ts) and
// meta functions with `wordsFrom(matches)` (utils/seo.ts). The forms' words, which the browser's form checks
// need as code, are the dictionary's other part (forms.ts).

export type { Words };

const dictionaries: Record<Locale, Words> = { en, bn };

/** What a page is sent: its language's words, and how the other edition names itself (the switcher's link). */
export type PageWords = Words & { otherEdition: { locale: Locale } & Words["languageSwitch"] };

/** The part of the root loader's answer that carries them. */
export type WordsData = { words: PageWords };

/** The site's own words in `locale` (English's for a locale it does not know, as a stored row may name one). */
export function wordsFor(locale: Locale): PageWords {
  const known: Locale = locale in dictionaries ? locale : "en";
  const other = (Object.keys(dictionaries) as Locale[]).find((candidate) => candidate !== known)!;
  return { ...dictionaries[known], otherEdition: { locale: other, ...dictionaries[other].languageSwitch } };
}
