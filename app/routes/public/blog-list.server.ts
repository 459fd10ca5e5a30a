import { data, redirect } from "react-router";

import { getDb } from "~/db/client.server";
import { pageCountOf, requestedPage } from "~/features/blog/blog-pages";
import { type BlogListFilter, listPublishedPage } from "~/models/blog-public.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest, localizePath } from "~/utils/locale";

/**
 * One page of a blog list at `path` (English; /blog, /blog/category/<slug>…), decision 193: `?page=1` moves to
 * the bare path, a page past the last or not a page number is 404, so each page has one URL and no empty
 * page is indexed.
 */
export async function loadBlogListPage(request: Request, list: { path: string; key: string; filter?: BlogListFilter }) {
  const locale = localeOfRequest(request);
  const page = requestedPage(new URL(request.url));
  if (page === null) throw data(null, { status: 404 });
  if (page === "first") throw redirect(localizePath(list.path, locale), 301);
  const { posts, total } = await memoContent(`blog-list ${locale} ${list.key} ${page}`, () =>
    listPublishedPage(getDb(), { page, locale, filter: list.filter }),
  );
  const pageCount = pageCountOf(total);
  if (page > pageCount) throw data(null, { status: 404 });
  return { posts, page, pageCount, path: list.path };
}
