import "~/utils/zod-config";

import { z } from "zod";

import { SEARCH_QUERY_MAX } from "./search-text";

// The site search's input (decision 192): `?q=`, checked on the server only (the header's box imports the
// limits from search-text.ts, which carries no Zod).

/** `?q=` as the page reads it: trimmed, inner whitespace collapsed, at most SEARCH_QUERY_MAX characters; "" for none. */
export const searchQuerySchema = z
  .string()
  .catch("")
  .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX));

export function searchQueryOf(url: URL): string {
  return searchQuerySchema.parse(url.searchParams.get("q") ?? "");
}
