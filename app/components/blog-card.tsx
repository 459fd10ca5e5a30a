import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import type { BlogTeaser } from "~/models/blog-public.server";
import { fill } from "~/utils/fill-template";

import { InLang, useForeignLang } from "./in-lang";
import { useWords } from "./use-words";

/**
 * An article teaser; the title and 'Read More' both open /blog/<slug>. Cards in the first screenful load
 * their image at once (`eager`); the one whose image is the page's largest paint on a phone also asks for
 * it first (`priority`).
 */
export function BlogCard({
  post,
  headingLevel = 3,
  eager = false,
  priority = false,
}: {
  post: BlogTeaser;
  headingLevel?: 2 | 3;
  eager?: boolean;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = useWords().article;
  const altLang = useForeignLang(post.langs.coverAlt);
  return (
    <article className="flex h-full card-lift flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          srcSet={post.imageSrcSet || undefined}
          sizes={post.imageSrcSet ? "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" : undefined}
          alt={post.imageAlt}
          lang={altLang}
          width={1200}
          height={630}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-[1200/630] w-full bg-slate-100 object-cover"
        />
      ) : (
        <FallbackCover category={post.category} categoryLang={post.langs.category} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {post.category ? (
            <Link
              to={`/blog/category/${post.categorySlug}`}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 hover:bg-brand-100"
            >
              <InLang lang={post.langs.category}>{post.category}</InLang>
            </Link>
          ) : null}
          <time dateTime={post.isoDate} className="text-slate-600">
            {post.date}
          </time>
        </div>
        <Heading className="mt-3 text-lg font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            <InLang lang={post.langs.title}>{post.title}</InLang>
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">
          <InLang lang={post.langs.excerpt}>{post.excerpt}</InLang>
        </p>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
          <span className="text-slate-700">{fill(text.by, { author: post.author })}</span>
          <Link
            to={`/blog/${post.slug}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {text.readMore}
            <span className="sr-only">
              : <InLang lang={post.langs.title}>{post.title}</InLang>
            </span>
            <Icon name="ArrowRight" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * The cover of a post without one (issue 30): the brand's indigo with the site's grid and the post's category,
 * drawn in CSS and the icon sprite, so it costs no request and nothing from another host. Decorative: the
 * title follows it.
 */
function FallbackCover({
  category,
  categoryLang,
}: {
  category: string;
  categoryLang: BlogTeaser["langs"]["category"];
}) {
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-[1200/630] w-full items-end overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 p-6"
    >
      <div className="absolute inset-0 bg-grid" />
      <Icon name="Newspaper" className="absolute top-5 right-5 size-10 text-white/40" />
      {category ? (
        <span className="relative line-clamp-2 text-2xl font-bold tracking-tight text-white">
          <InLang lang={categoryLang}>{category}</InLang>
        </span>
      ) : null}
    </div>
  );
}
