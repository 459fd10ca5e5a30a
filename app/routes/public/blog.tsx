import { BlogCard } from "~/components/blog-card";
import { NewsletterSection } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { getDb } from "~/db/client.server";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { blogFeedLink } from "~/utils/blog-feed";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/blog";

export async function loader() {
  return { posts: await listPublishedPosts(getDb()) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Our Blog"
        intro="Practical insights on software, cloud, security and digital strategy from our engineers and consultants."
      />
      <section aria-label="Articles" className="container-page py-16 sm:py-24">
        {loaderData.posts.length === 0 ? (
          <p className="text-center text-lg text-slate-600">No articles yet. Please check back soon.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.posts.map((post, index) => (
              <li key={post.slug}>
                {/* The first row (three cards on wide screens) is on screen at load. */}
                <BlogCard post={post} headingLevel={2} eager={index < 3} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsletterSection source="blog" intro="Get our latest articles and practical technology advice in your inbox, about once a month." />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicMeta(matches, {
    title: "Our Blog",
    description:
      "Articles on cloud migration, web performance, cybersecurity, mobile-first design and digital transformation for growing businesses.",
    path: "/blog",
  }),
  blogFeedLink(matches),
];
