import { siteText, type SiteText } from "~/content/i18n/site";
import { useLocale } from "./use-locale";

/** The site chrome's words in the page's language. */
export function useSiteText(): SiteText {
  return siteText[useLocale()];
}
