import type { MetaDescriptor } from "react-router";

import { absoluteUrl, siteIdentityFrom } from "~/utils/seo";

/** Where the blog's Atom feed is, site-relative. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/** The `<link rel="alternate">` the blog pages carry so feed readers and browsers find the feed. */
export function blogFeedLink(matches: Parameters<typeof siteIdentityFrom>[0]): MetaDescriptor {
  const site = siteIdentityFrom(matches);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: `${site.siteName} blog`,
    href: absoluteUrl(site.siteUrl, BLOG_FEED_PATH),
  };
}
