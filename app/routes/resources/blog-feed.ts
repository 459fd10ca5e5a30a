import { getDb } from "~/db/client.server";
import { listPostsForFeed } from "~/models/blog-public.server";
import { readPageTexts } from "~/models/page-copy.server";
import { localeOfRequest } from "~/utils/locale";
import { publicSiteUrl } from "~/utils/site-url.server";

import type { Route } from "./+types/blog-feed";
import { blogAtomFeed } from "./blog-feed.server";

/**
 * The blog's Atom feed: the 20 newest published posts with their full text, in the edition the address names
 * (`/bn/blog/feed.xml`: Bengali, English where a text is untranslated, as the Bengali pages show it).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [posts, copy] = await Promise.all([listPostsForFeed(getDb(), locale), readPageTexts(getDb(), "blog", locale)]);
  const { renderRichText } = await import("~/utils/rich-text-render.server");
  const xml = blogAtomFeed(
    publicSiteUrl(),
    posts.map((post) => ({ ...post, html: renderRichText(post.body) })),
    locale,
    copy.content.heroIntro,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      // Short, so a post taken back to draft leaves readers' caches soon.
      "Cache-Control": "public, max-age=300",
    },
  });
}
