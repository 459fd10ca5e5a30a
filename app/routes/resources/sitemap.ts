import { getDb } from "~/db/client.server";
import { listPublishedSlugs } from "~/models/blog-posts.server";
import { publicSiteUrl } from "~/utils/site-url.server";
import { sitemapEntries, sitemapXml } from "~/utils/sitemap";

export async function loader() {
  const posts = await listPublishedSlugs(getDb());
  const entries = sitemapEntries(
    publicSiteUrl(),
    posts.map((post) => ({ slug: post.slug, lastmod: post.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z") })),
  );
  return new Response(sitemapXml(entries), {
    // Short enough that a newly published (or withdrawn) post shows in the sitemap within minutes.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
