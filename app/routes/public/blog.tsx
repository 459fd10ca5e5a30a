import { redirect } from "react-router";

import { BlogList } from "~/components/blog-list";
import { NewsletterSection } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { usePageText } from "~/components/use-page-text";
import { useSiteText } from "~/components/use-site-text";
import { blogListMeta } from "~/features/blog/blog-list-meta";
import { PAGE_PARAM } from "~/features/blog/blog-pages";
import { slugify } from "~/features/blog/blog-post-schema";
import { localeOfRequest, localizePath } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";
import { siteTextFrom } from "~/utils/seo";

import type { Route } from "./+types/blog";
import { loadBlogListPage } from "./blog-list.server";

export async function loader({ request }: Route.LoaderArgs) {
  // The old filter's URL (`?category=Cloud`, never honoured) moves to the category's own page (decision 193).
  const category = new URL(request.url).searchParams.get("category");
  if (category) throw redirect(localizePath(`/blog/category/${slugify(category)}`, localeOfRequest(request)), 301);
  return loadBlogListPage(request, { path: "/blog", key: "all" });
}

/** Each page of the list is a page of its own in the page cache; `category` only redirects. */
export const handle = pageQueryHandle(PAGE_PARAM, "category");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const text = useSiteText().pages.blog;
  const words = usePageText().blog;
  return (
    <>
      <PageHero title={text.title} intro={text.intro} />
      <BlogList {...loaderData} />
      <NewsletterSection source="blog" intro={words.newsletter} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = siteTextFrom(matches);
  if (!loaderData) return [{ title: text.notFound.title }, { name: "robots", content: "noindex" }];
  return blogListMeta(matches, loaderData, {
    title: text.pages.blog.metaTitle,
    description: text.pages.blog.description,
  });
};
