/**
 * One initial TCP window (10 segments), gzip: a document this size arrives in the first round trip (issue 27).
 * The server inlines a page's own CSS only within it (decision 206); the page-weight test and the bench hold
 * every English page to it.
 */
export const ONE_WINDOW_GZIP_BYTES = 14 * 1024;
