import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { fill } from "~/utils/fill-template";
import type { Locale } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";

import { InLang, useForeignLang } from "./in-lang";
import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

export type ArticleViewPost = {
  title: string;
  category: string;
  /** Where the category's page is (decision 193). */
  categorySlug: string;
  author: string;
  date: string;
  isoDate: string;
  readingMinutes: number;
  imageUrl: string | null;
  imageAlt: string;
  /** The body rendered on the server from its cleaned document (rich-text-render.server.ts). */
  bodyHtml: string;
  /** Its tags, each linking to its page (decision 194); the staff's revision view shows none. */
  tags?: readonly { slug: string; name: string; lang: Locale }[];
  /** The language each text is in, where it may differ from the page's (a Bengali page's English fallback). */
  langs?: { title: Locale; category: Locale; coverAlt: Locale; body: Locale };
};

/** An article as the public page shows it; the staff preview renders the same view. */
export function ArticleView({ post, banner }: { post: ArticleViewPost; banner?: React.ReactNode }) {
  const text = useWords().article;
  const locale = useLocale();
  const altLang = useForeignLang(post.langs?.coverAlt);
  const bodyLang = useForeignLang(post.langs?.body);
  return (
    <article>
      {banner}
      <header className="bg-brand-950 text-white">
        <div className="container-page max-w-4xl py-14 sm:py-20">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white"
          >
            <Icon name="ArrowLeft" className="size-4" />
            {text.back}
          </Link>
          {post.category ? (
            <p className="mt-8">
              <Link
                to={`/blog/category/${post.categorySlug}`}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 hover:bg-white/20 hover:text-white"
              >
                <InLang lang={post.langs?.category}>{post.category}</InLang>
              </Link>
            </p>
          ) : null}
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            <InLang lang={post.langs?.title}>{post.title}</InLang>
          </h1>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {post.author ? (
              <li className="inline-flex items-center gap-2">
                <Icon name="UserRound" className="size-4" />
                {fill(text.by, { author: post.author })}
              </li>
            ) : null}
            <li className="inline-flex items-center gap-2">
              <Icon name="CalendarDays" className="size-4" />
              <time dateTime={post.isoDate}>{post.date}</time>
            </li>
            <li className="inline-flex items-center gap-2">
              <Icon name="Clock" className="size-4" />
              {fill(text.minRead, { minutes: formatNumber(post.readingMinutes, locale) })}
            </li>
          </ul>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        {post.imageUrl ? (
          <img
            src={post.imageUrl}
            alt={post.imageAlt}
            lang={altLang}
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
            className="mt-10 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover shadow-md"
          />
        ) : null}
        {/* Rendered on the server from the cleaned document: only allowlisted markup, text escaped. */}
        <div
          className="prose-article mx-auto max-w-3xl py-12"
          lang={bodyLang}
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
        {post.tags && post.tags.length > 0 ? <ArticleTags tags={post.tags} /> : null}
        <div className="mx-auto max-w-3xl border-t border-slate-200 py-8">
          <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
            <Icon name="ArrowLeft" className="size-4" />
            {text.back}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** An article's tags under its text, each a link to the tag's page. */
function ArticleTags({ tags }: { tags: NonNullable<ArticleViewPost["tags"]> }) {
  const words = useWords().blog;
  return (
    <section aria-labelledby="article-tags" className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 pb-8">
      <h2 id="article-tags" className="text-sm font-semibold text-slate-700">
        {words.tags}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              to={`/blog/tag/${tag.slug}`}
              className="inline-flex min-h-8 items-center rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-700"
            >
              <InLang lang={tag.lang}>{tag.name}</InLang>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
