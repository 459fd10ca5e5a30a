import type { MetaDescriptor } from "react-router";

import { fill } from "~/utils/fill-template";
import { localeFromPathname, localizePath } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";
import { absoluteUrl, publicMeta, siteIdentityFrom, wordsFrom } from "~/utils/seo";

import { blogFeedLink } from "./blog-feed";
import { blogPagePath, neighbourPages } from "./blog-pages";

type Matches = Parameters<typeof publicMeta>[0];

/** What a blog list's loader answers about the page it shows. */
export type BlogListPage = { path: string; page: number; pageCount: number };

/**
 * A blog list page's tags (decision 193): its canonical URL and alternates are page N's own, its title names
 * the page after the first, `rel="prev"`/`rel="next"` link its neighbours, and it names its edition's feed.
 */
export function blogListMeta(
  matches: Matches,
  list: BlogListPage,
  seo: { title: string; description: string },
): MetaDescriptor[] {
  const site = siteIdentityFrom(matches);
  const locale = localeFromPathname(matches.at(-1)?.pathname ?? "/");
  const pageOf = fill(wordsFrom(matches).blog.pageOf, {
    page: formatNumber(list.page, locale),
    count: formatNumber(list.pageCount, locale),
  });
  const { prev, next } = neighbourPages(list.page, list.pageCount);
  const link = (rel: string, page: number): MetaDescriptor => ({
    tagName: "link",
    rel,
    href: absoluteUrl(site.siteUrl, localizePath(blogPagePath(list.path, page), locale)),
  });
  return [
    ...publicMeta(matches, {
      title: list.page > 1 ? `${seo.title}, ${pageOf}` : seo.title,
      description: seo.description,
      path: blogPagePath(list.path, list.page),
    }),
    ...(prev ? [link("prev", prev)] : []),
    ...(next ? [link("next", next)] : []),
    blogFeedLink(matches),
  ];
}

/** A category's or a tag's list page (`topic` its name in the page's language); a 404's title without it. */
export function blogTopicMeta(
  matches: Matches,
  list: (BlogListPage & { topic: { name: string } }) | undefined,
): MetaDescriptor[] {
  if (!list) return [{ title: wordsFrom(matches).notFound.title }, { name: "robots", content: "noindex" }];
  const words = wordsFrom(matches).blog;
  const name = list.topic.name;
  return blogListMeta(matches, list, {
    title: fill(words.topicMetaTitle, { name }),
    description: fill(words.topicIntro, { name }),
  });
}
