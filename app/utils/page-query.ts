/**
 * What a public route exports as its `handle` when its page depends on query parameters: their names. The
 * page cache keys a page by its path and these parameters only, and renders it from that key, so every other
 * parameter (`utm_*`, `gclid`, a crawler's `?x=1`) reaches neither the cache nor the loader: a page that
 * declares none is one cache entry whatever is appended to it (decision 160). A loader that reads a parameter
 * it does not declare would never see it; `tests/lint/page-query-params.test.ts` fails on that.
 */
export type PageQueryHandle = { queryParams: readonly string[] };

export function pageQueryHandle(...queryParams: string[]): PageQueryHandle {
  return { queryParams };
}

/** The parameters a route's handle declares (none when it declares nothing). */
export function declaredQueryParams(handle: unknown): readonly string[] {
  const params = (handle as Partial<PageQueryHandle> | undefined)?.queryParams;
  return Array.isArray(params) ? params : [];
}
