// The blog's lists past one page (issue 30, decision 193): nine posts a page, page N at `?page=N` on the list's
// own path (page 1 is the bare path), and the category and tag lists at /blog/category/<slug> and
// /blog/tag/<slug>, paginated the same way.

/** Posts on one page of any blog list: three rows of three cards on a wide screen. */
export const BLOG_PAGE_SIZE = 9;

/** The query parameter naming the page. */
export const PAGE_PARAM = "page";

/**
 * The page a list's URL asks for: 1 without `?page`, the number for `?page=2`…, null for anything else
 * (`?page=0`, `?page=x`, `?page=02`, a second `?page`), which the list answers 404. `?page=1` is "first" so
 * the list can send it to its bare path: one URL per page.
 */
export function requestedPage(url: URL): number | "first" | null {
  const values = url.searchParams.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9][0-9]{0,5}$/.test(values[0]!)) return null;
  const page = Number(values[0]);
  return page === 1 ? "first" : page;
}

/** How many pages a list of `total` posts fills; an empty list is one (empty) page. */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** A page of the list at `path` (English, site-relative): "/blog" for page 1, "/blog?page=2" after. */
export function blogPagePath(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`;
}

/** Where page `page` of `pageCount` links back and on: null at either end. */
export function neighbourPages(page: number, pageCount: number): { prev: number | null; next: number | null } {
  return { prev: page > 1 ? page - 1 : null, next: page < pageCount ? page + 1 : null };
}
