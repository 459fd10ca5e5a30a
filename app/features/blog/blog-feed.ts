import type { MetaDescriptor } from "react-router";

import { type Locale, localeFromPathname, localizePath } from "~/utils/locale";
import { absoluteUrl, siteIdentityFrom, wordsFrom } from "~/utils/seo";
import type { Words } from "~/words/words.server";

/** Where the blog's Atom feed is, site-relative. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/** What feed readers call the feed, and the blog pages' `<link>` names it: "<site name> blog" (`blog.feedName`). */
export function blogFeedTitle(siteName: string, words: Pick<Words, "blog">): string {
  return `${siteName} ${words.blog.feedName}`;
}

/** Each edition's feed: `/blog/feed.xml`, and `/bn/blog/feed.xml` with the Bengali texts and links. */
export function blogFeedPath(locale: Locale): string {
  return localizePath(BLOG_FEED_PATH, locale);
}

/** The `<link rel="alternate">` the blog pages carry so feed readers and browsers find their edition's feed. */
export function blogFeedLink(matches: Parameters<typeof siteIdentityFrom>[0]): MetaDescriptor {
  const site = siteIdentityFrom(matches);
  const locale = localeFromPathname(matches.at(-1)?.pathname ?? "/");
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: blogFeedTitle(site.siteName, wordsFrom(matches)),
    href: absoluteUrl(site.siteUrl, blogFeedPath(locale)),
  };
}
