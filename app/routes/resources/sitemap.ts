import { getDb } from "~/db/client.server";
import { sitemapPagePaths } from "~/features/content-types/content-types";
import { listPublishedCategories, listPublishedSlugs } from "~/models/blog-public.server";
import { listPublishedTagSlugs } from "~/models/blog-tags.server";
import { publishedItemPaths } from "~/models/content-sources.server";
import { listPublishedIssues } from "~/models/newsletter-issues.server";
import { listCaseStudySlugs } from "~/models/projects.server";
import { publicSiteUrl } from "~/utils/site-url.server";
import { sitemapEntries, sitemapXml } from "~/utils/sitemap";

const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export async function loader() {
  const db = getDb();
  const [posts, caseStudies, categories, tags, issues, items] = await Promise.all([
    listPublishedSlugs(db),
    listCaseStudySlugs(db),
    listPublishedCategories(db),
    listPublishedTagSlugs(db),
    listPublishedIssues(db, 1000),
    publishedItemPaths(db),
  ]);
  const entries = sitemapEntries(
    publicSiteUrl(),
    posts.map((post) => ({ slug: post.slug, lastmod: w3cDate(post.updatedAt) })),
    caseStudies.map((study) => ({ slug: study.slug, lastmod: w3cDate(study.updatedAt) })),
    sitemapPagePaths(),
    // Only categories and tags a published post has: any other is 404 (decisions 193, 194).
    [...categories.map((category) => `/blog/category/${category.slug}`), ...tags.map((slug) => `/blog/tag/${slug}`)],
    // An issue does not change once sent: the day its sending began is its date.
    issues.map((issue) => ({ slug: issue.slug, lastmod: w3cDate(issue.queuedAt ?? new Date(0)) })),
    items.map((item) => ({ path: item.path, lastmod: w3cDate(item.updatedAt) })),
  );
  return new Response(sitemapXml(entries), {
    // Short enough that a newly published (or withdrawn) post shows in the sitemap within minutes.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
