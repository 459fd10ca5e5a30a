import { redirect } from "react-router";

import { BlogList } from "~/components/blog-list";
import { NewsletterSection } from "~/components/newsletter-form";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { getDb } from "~/db/client.server";
import { blogListMeta } from "~/features/blog/blog-list-meta";
import { PAGE_PARAM } from "~/features/blog/blog-pages";
import { slugify } from "~/features/blog/blog-post-schema";
import { readPageTexts } from "~/models/page-copy.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest, localizePath } from "~/utils/locale";
import { pageQueryHandle } from "~/utils/page-query";
import { wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/blog";
import { loadBlogListPage } from "./blog-list.server";

export async function loader({ request }: Route.LoaderArgs) {
  // The old filter's URL (`?category=Cloud`, never honoured) moves to the category's own page (decision 193).
  const category = new URL(request.url).searchParams.get("category");
  const locale = localeOfRequest(request);
  if (category) throw redirect(localizePath(`/blog/category/${slugify(category)}`, locale), 301);
  const [list, copy] = await Promise.all([
    loadBlogListPage(request, { path: "/blog", key: "all" }),
    memoContent(`blog-texts ${locale}`, () => readPageTexts(getDb(), "blog", locale)),
  ]);
  return { ...list, copy };
}

/** Each page of the list is a page of its own in the page cache; `category` only redirects. */
export const handle = pageQueryHandle(PAGE_PARAM, "category");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { copy, ...list } = loaderData;
  const text = pageCopyText(copy);
  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro")} />
      <BlogList {...list} />
      <NewsletterSection source="blog" heading={text("newsletterHeading")} intro={text("newsletterIntro")} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = wordsFrom(matches);
  if (!loaderData) return [{ title: text.notFound.title }, { name: "robots", content: "noindex" }];
  return blogListMeta(matches, loaderData, {
    title: text.pages.blog.metaTitle,
    description: text.pages.blog.description,
  });
};
