import { fill } from "~/utils/fill-template";
import type { Locale } from "~/utils/locale";

import { InLang } from "./in-lang";

/** A page's texts as its loader sends them (decision 174): each field's text, and the language it is in. */
export type PageCopyView<K extends string> = {
  content: Readonly<Record<K, string>>;
  langs: Readonly<Partial<Record<K, Locale>>>;
};

/**
 * The page's own texts as elements: `text("heroTitle")` is the field in the language it is written in (an
 * untranslated one marked `lang="en"` on a Bengali page), `text("heroIntro", { year })` fills its placeholders.
 */
export function pageCopyText<K extends string>(copy: PageCopyView<K>) {
  return (field: K, values?: Record<string, string>) => (
    <InLang lang={copy.langs[field]}>{values ? fill(copy.content[field], values) : copy.content[field]}</InLang>
  );
}
