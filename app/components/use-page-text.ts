import { pageText, type PageText } from "~/content/i18n/pages";
import { useLocale } from "./use-locale";

/** The public pages' own words (headings, calls to action, labels) in the page's language. */
export function usePageText(): PageText {
  return pageText[useLocale()];
}
