import { getDb } from "~/db/client.server";
import { sitemapPagePaths } from "~/features/content-types/content-types";
import { listPublishedCategories, listPublishedSlugs } from "~/models/blog-public.server";
import { listCaseStudySlugs } from "~/models/projects.server";
import { publicSiteUrl } from "~/utils/site-url.server";
import { sitemapEntries, sitemapXml } from "~/utils/sitemap";

const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export async function loader() {
  const db = getDb();
  const [posts, caseStudies, categories] = await Promise.all([
    listPublishedSlugs(db),
    listCaseStudySlugs(db),
    listPublishedCategories(db),
  ]);
  const entries = sitemapEntries(
    publicSiteUrl(),
    posts.map((post) => ({ slug: post.slug, lastmod: w3cDate(post.updatedAt) })),
    caseStudies.map((study) => ({ slug: study.slug, lastmod: w3cDate(study.updatedAt) })),
    sitemapPagePaths(),
    // Only categories a published post is in: any other is 404 (decision 193).
    categories.map((category) => `/blog/category/${category.slug}`),
  );
  return new Response(sitemapXml(entries), {
    // Short enough that a newly published (or withdrawn) post shows in the sitemap within minutes.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
