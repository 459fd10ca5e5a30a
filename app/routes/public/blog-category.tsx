import { data } from "react-router";

import { BlogTopicPage } from "~/components/blog-list";
import { getDb } from "~/db/client.server";
import { blogTopicMeta } from "~/features/blog/blog-list-meta";
import { PAGE_PARAM } from "~/features/blog/blog-pages";
import { getPublishedCategory } from "~/models/blog-public.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";

import type { Route } from "./+types/blog-category";
import { loadBlogListPage } from "./blog-list.server";

// A category's posts (decision 193): /blog/category/<slug>, the slug its English name's. A category exists
// while a published post is in it; any other slug is 404.

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const category = await memoContent(`blog-category ${locale} ${params.slug}`, () =>
    getPublishedCategory(getDb(), params.slug, locale),
  );
  if (!category) throw data(null, { status: 404 });
  const path = `/blog/category/${category.slug}`;
  const list = await loadBlogListPage(request, { path, key: path, filter: { categoryNames: category.names } });
  return { ...list, topic: { name: category.name, lang: category.lang } };
}

export const handle = pageQueryHandle(PAGE_PARAM);

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <BlogTopicPage {...loaderData} kind="category" />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => blogTopicMeta(matches, loaderData);
