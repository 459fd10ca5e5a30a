import { data, redirect } from "react-router";

import { ArticleView } from "~/components/blog-article";
import { CtaSection } from "~/components/cta-section";
import { UnexpectedErrorView } from "~/components/error-page";
import { BlogPostingJsonLd } from "~/components/site-json-ld";
import { useLocale } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { blogFeedLink } from "~/features/blog/blog-feed";
import { findRedirectedSlug, getPublishedPost } from "~/models/blog-public.server";
import { listTagsOfPost } from "~/models/blog-tags.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest, localizePath } from "~/utils/locale";
import { absoluteUrl, DEFAULT_OG_IMAGE, publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/blog-post";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  // The article with its body rendered to HTML, or where its old slug moved to, or neither: read once.
  const found = await memoContent(`blog-post ${locale} ${params.slug}`, async () => {
    const db = getDb();
    const post = await getPublishedPost(db, params.slug, locale);
    if (!post) return { post: null, movedTo: await findRedirectedSlug(db, params.slug) };
    // The renderer (Tiptap's static renderer) loads with the first article a process renders.
    const { renderRichText } = await import("~/utils/rich-text-render.server");
    const { body, id, ...fields } = post;
    const tags = await listTagsOfPost(db, id, locale);
    return { post: { ...fields, tags, bodyHtml: renderRichText(body) }, movedTo: null };
  });
  if (found.post) return { post: found.post };
  if (found.movedTo) throw redirect(localizePath(`/blog/${found.movedTo}`, locale), 301);
  throw data(null, { status: 404 });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { cta } = useWords().article;
  const { post } = loaderData;
  const locale = useLocale();
  return (
    <>
      <BlogPostingJsonLd
        facts={(siteUrl) => ({
          url: absoluteUrl(siteUrl, localizePath(`/blog/${post.slug}`, locale)),
          headline: post.title,
          description: post.metaDescription || post.excerpt,
          datePublished: new Date(post.publishedAt),
          dateModified: new Date(post.updatedAt),
          author: post.author,
          section: post.category,
          image: absoluteUrl(siteUrl, post.shareImage?.path ?? DEFAULT_OG_IMAGE),
          locale,
        })}
      />
      <ArticleView post={post} />
      <CtaSection title={cta.title} text={cta.text} linkLabel={cta.link} linkTo="/contact" />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: wordsFrom(matches).article.notFound }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  return [
    ...publicMeta(matches, {
      title: post.seoTitle,
      description: post.metaDescription,
      path: `/blog/${post.slug}`,
      image: post.shareImage?.path,
      imageAlt: post.shareImage?.alt,
      type: "article",
    }),
    blogFeedLink(matches),
    { property: "article:published_time", content: new Date(post.publishedAt).toISOString() },
    { property: "article:modified_time", content: new Date(post.updatedAt).toISOString() },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedErrorView error={error} />;
}
