import { BlogCard } from "~/components/blog-card";
import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { blogPagePath, neighbourPages } from "~/features/blog/blog-pages";
import type { BlogTeaser } from "~/models/blog-public.server";
import { fill } from "~/utils/fill-template";
import type { Locale } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";

import { InLang } from "./in-lang";
import { PageHero } from "./page-hero";
import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

/** One page of a blog list (/blog, a category's, a tag's): its cards, then links to the pages either side. */
export function BlogList({
  posts,
  page,
  pageCount,
  path,
}: {
  posts: BlogTeaser[];
  page: number;
  pageCount: number;
  path: string;
}) {
  const words = useWords().blog;
  return (
    <section aria-label={words.articles} className="container-page py-16 sm:py-24">
      {posts.length === 0 ? (
        <p className="text-center text-lg text-slate-600">{words.empty}</p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              {/* The first row (three cards on wide screens) is on screen at load. */}
              <BlogCard post={post} headingLevel={2} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} path={path} /> : null}
    </section>
  );
}

const pageLinkStyle =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";

/** Plain links (no script): previous, where the reader is, next. The ends show no dead link. */
function Pagination({ page, pageCount, path }: { page: number; pageCount: number; path: string }) {
  const words = useWords().blog;
  const locale = useLocale();
  const { prev, next } = neighbourPages(page, pageCount);
  return (
    <nav aria-label={words.pages} className="mt-12 flex flex-wrap items-center justify-center gap-4 sm:mt-16">
      {prev ? (
        <Link to={blogPagePath(path, prev)} rel="prev" className={pageLinkStyle}>
          <Icon name="ArrowLeft" className="size-4" />
          {words.previous}
        </Link>
      ) : null}
      <p className="text-slate-700">
        {fill(words.pageOf, { page: formatNumber(page, locale), count: formatNumber(pageCount, locale) })}
      </p>
      {next ? (
        <Link to={blogPagePath(path, next)} rel="next" className={pageLinkStyle}>
          {words.next}
          <Icon name="ArrowRight" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/** A category's or a tag's list (decision 193): its name, what the page holds, the way back to every article. */
export function BlogTopicPage({
  kind,
  topic,
  ...list
}: Parameters<typeof BlogList>[0] & { kind: "category" | "tag"; topic: { name: string; lang: Locale } }) {
  const words = useWords();
  const name = <InLang lang={topic.lang}>{topic.name}</InLang>;
  return (
    <>
      <PageHero title={name} intro={fill(words.blog.topicIntro, { name: topic.name })} eyebrow={words.blog[kind]}>
        <Link
          to="/blog"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white"
        >
          <Icon name="ArrowLeft" className="size-4" />
          {words.article.back}
        </Link>
      </PageHero>
      <BlogList {...list} />
    </>
  );
}
