import { getDb } from "~/db/client.server";
import { listPostsForFeed } from "~/models/blog-public.server";
import { publicSiteUrl } from "~/utils/site-url.server";

import { blogAtomFeed } from "./blog-feed.server";

/** The blog's Atom feed: the 20 newest published posts with their full text. */
export async function loader() {
  const posts = await listPostsForFeed(getDb());
  const { renderRichText } = await import("~/utils/rich-text-render.server");
  const xml = blogAtomFeed(
    publicSiteUrl(),
    posts.map((post) => ({ ...post, html: renderRichText(post.body) })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      // Short, so a post taken back to draft leaves readers' caches soon.
      "Cache-Control": "public, max-age=300",
    },
  });
}
