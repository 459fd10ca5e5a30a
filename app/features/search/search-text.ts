// The site search's limits and its highlighted excerpts (decision 192). Framework-free and without Zod: the
// header's search box, the model and the search page use it.

/** Longest query read; the rest is ignored (a query is words, not a document). */
export const SEARCH_QUERY_MAX = 200;

/** How many results a search shows, best first. */
export const SEARCH_RESULT_LIMIT = 10;

/**
 * The markers ts_headline puts around a match: control characters the stored text cannot show (the query
 * strips them from the text before highlighting), so no text can forge a highlight.
 */
export const MATCH_START = "\u0001";
export const MATCH_STOP = "\u0002";

/** ts_headline's options: sentinel markers around each match, one passage of 12–30 words (its cheaper mode). */
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=30, MinWords=12, ShortWord=2`;

/** A run of an excerpt's text, marked when it is a match. */
export type HighlightSegment = { text: string; match: boolean };

/**
 * A headline split at its markers into plain text runs: the page renders each as text (React escapes it)
 * and a match inside <mark>, so nothing in the excerpt is ever read as HTML. A stray marker is dropped.
 */
export function highlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let match = false;
  let text = "";
  const flush = () => {
    if (text) segments.push({ text, match });
    text = "";
  };
  for (const char of headline) {
    if (char === MATCH_START || char === MATCH_STOP) {
      flush();
      match = char === MATCH_START;
    } else text += char;
  }
  flush();
  return segments;
}
