import { BlogCard } from "~/components/blog-card";
import { NewsletterSection } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { usePageText } from "~/components/use-page-text";
import { useSiteText } from "~/components/use-site-text";
import { getDb } from "~/db/client.server";
import { blogFeedLink } from "~/features/blog/blog-feed";
import { listPublishedPosts } from "~/models/blog-public.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, siteTextFrom } from "~/utils/seo";

import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { posts: await memoContent(`blog ${locale}`, () => listPublishedPosts(getDb(), { locale })) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const text = useSiteText().pages.blog;
  const words = usePageText().blog;
  return (
    <>
      <PageHero title={text.title} intro={text.intro} />
      <section aria-label={words.articles} className="container-page py-16 sm:py-24">
        {loaderData.posts.length === 0 ? (
          <p className="text-center text-lg text-slate-600">{words.empty}</p>
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
      <NewsletterSection source="blog" intro={words.newsletter} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicMeta(matches, {
    title: siteTextFrom(matches).pages.blog.metaTitle,
    description: siteTextFrom(matches).pages.blog.description,
    path: "/blog",
  }),
  blogFeedLink(matches),
];
