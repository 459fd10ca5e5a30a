import { Feed } from "feed";

import { companyDefaults } from "~/content/company";
import { blogFeedPath, blogFeedTitle } from "~/features/blog/blog-feed";
import type { PublicBlogPost } from "~/models/blog-public.server";
import { type Locale, localizePath } from "~/utils/locale";
import { absoluteUrl } from "~/utils/seo";
import { wordsFor } from "~/words/words.server";

/**
 * The Atom document (made by the `feed` library, which escapes every text and URL) for `posts`, in `locale`'s
 * edition: its title and description, and links to that edition's articles.
 */
export function blogAtomFeed(
  siteUrl: string,
  posts: (PublicBlogPost & { html: string })[],
  locale: Locale = "en",
  /** The blog page's intro (its page texts, decision 174). */
  description = "",
): string {
  const blogUrl = absoluteUrl(siteUrl, localizePath("/blog", locale));
  const feed = new Feed({
    id: blogUrl,
    title: blogFeedTitle(companyDefaults.name, wordsFor(locale)),
    description,
    link: blogUrl,
    language: locale,
    updated: posts.reduce<Date>((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), new Date(0)),
    feedLinks: { atom: absoluteUrl(siteUrl, blogFeedPath(locale)) },
    copyright: `© ${companyDefaults.legalName}`,
    generator: false,
  });
  for (const post of posts) {
    const link = absoluteUrl(siteUrl, localizePath(`/blog/${post.slug}`, locale));
    feed.addItem({
      id: link,
      // Atom's title and summary are typed "html" by the library: the text goes in escaped.
      title: escapeHtml(post.title),
      link,
      date: post.updatedAt,
      published: post.publishedAt,
      description: escapeHtml(post.excerpt),
      // Image and link paths in the body are made absolute: a feed reader has no page to resolve them against.
      content: absolutePaths(post.html, siteUrl),
      author: post.author ? [{ name: post.author }] : undefined,
      category: post.category ? [{ name: post.category, term: post.category }] : undefined,
    });
  }
  return feed.atom1();
}

/** `src="/media/…"` and `href="/…"` → absolute URLs on the site's origin. */
function absolutePaths(html: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin;
  return html.replace(/ (src|href)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${origin}/`);
}

/** Text as HTML (`>` too, so a CDATA section can never be closed early by "]]>"). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
