import { fill } from "~/utils/fill-template";
import type { Locale } from "~/utils/locale";
import { wordsFor } from "~/words/words.server";

/**
 * The Services page's meta description, in the page's language. The hosting clause quotes the cheapest
 * package's price as staff last saved it (so an edited price shows in search results too), and is left out
 * when there are none.
 */
export function servicesDescription(hostingPrices: readonly number[], locale: Locale = "en"): string {
  const { description } = wordsFor(locale).services;
  if (hostingPrices.length === 0) return description.withoutHosting;
  // Western digits in the price, as search results show them; the page itself prints Bengali ones.
  return fill(description.withHosting, { from: `৳${Math.min(...hostingPrices).toLocaleString("en-US")}` });
}
