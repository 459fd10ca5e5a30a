import { data } from "react-router";

import { BlogTopicPage } from "~/components/blog-list";
import { getDb } from "~/db/client.server";
import { blogTopicMeta } from "~/features/blog/blog-list-meta";
import { PAGE_PARAM } from "~/features/blog/blog-pages";
import { getPublishedTag } from "~/models/blog-tags.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";

import type { Route } from "./+types/blog-tag";
import { loadBlogListPage } from "./blog-list.server";

// A tag's posts (decision 194): /blog/tag/<slug>, the slug kept from when the tag was added, paginated like
// /blog (decision 193). A tag without a published post has no page: 404, as an unknown slug.

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const tag = await memoContent(`blog-tag ${locale} ${params.slug}`, () =>
    getPublishedTag(getDb(), params.slug, locale),
  );
  if (!tag) throw data(null, { status: 404 });
  const path = `/blog/tag/${tag.slug}`;
  const list = await loadBlogListPage(request, { path, key: path, filter: { tagId: tag.id } });
  return { ...list, topic: { name: tag.name, lang: tag.lang } };
}

export const handle = pageQueryHandle(PAGE_PARAM);

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  return <BlogTopicPage {...loaderData} kind="tag" />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => blogTopicMeta(matches, loaderData);
