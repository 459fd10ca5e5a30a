import { pageText } from "~/content/i18n/pages";
import type { Locale } from "./locale";

/**
 * The Services page's meta description, in the page's language. The hosting clause quotes the cheapest
 * package's price as staff last saved it (so an edited price shows in search results too), and is left out
 * when there are none.
 */
export function servicesDescription(hostingPrices: readonly number[], locale: Locale = "en"): string {
  // Western digits in the price, as search results show them; the page itself prints Bengali ones.
  const from = hostingPrices.length === 0 ? null : `৳${Math.min(...hostingPrices).toLocaleString("en-US")}`;
  return pageText[locale].services.description(from);
}
