import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";
import { PageHero } from "~/components/page-hero";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { pagePath } from "~/features/pages/page-address";
import { searchQueryOf } from "~/features/search/search-query";
import { highlightSegments, SEARCH_QUERY_MAX } from "~/features/search/search-text";
import { fillCompanyDetails } from "~/features/settings/company-details";
import { type SearchHit, searchSite } from "~/models/site-search.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { memoContent } from "~/utils/content-memo.server";
import { fill } from "~/utils/fill-template";
import { type Locale, localeOfRequest } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";
import { pageQueryHandle } from "~/utils/page-query";
import { publicMeta, wordsFrom } from "~/utils/seo";
import { wordsFor } from "~/words/words.server";

import type { Route } from "./+types/search";
import { searchablePages } from "./page.server";

// The site search (decision 192): a plain GET form and a server-rendered list, no script of its own. Each
// query is its own cached page (decision 160); any admin change clears them with the rest.

/** Where a hit opens (an English path: Link adds the page's language) and what names it. */
function placeOf(hit: SearchHit, locale: Locale): { to: string; title: string } {
  const text = wordsFor(locale);
  switch (hit.kind) {
    case "post":
      return { to: `/blog/${hit.key}`, title: hit.title };
    case "project":
      return { to: `/portfolio/${hit.key}`, title: hit.title };
    case "service":
      return { to: "/services", title: hit.title };
    case "faq":
      return { to: "/contact#faq-heading", title: hit.title };
    case "page":
      return hit.key === "home"
        ? { to: "/", title: text.nav.home }
        : { to: "/about", title: text.pages.about.metaTitle };
    case "built-page":
      return { to: pagePath(hit.key), title: hit.title };
    case "legal":
      return hit.key === "privacy"
        ? { to: "/privacy", title: text.footer.privacy }
        : { to: "/terms", title: text.footer.terms };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const query = searchQueryOf(new URL(request.url));
  if (!query) return { query, results: [] };
  const db = getDb();
  const [hits, settings] = await Promise.all([
    // Published pages staff built, with their blocks' texts (decision 177).
    searchablePages(db, locale).then((pages) => searchSite(db, { query, locale, pages })),
    memoContent(`site-settings ${locale}`, () => getPublicSiteSettings(db, locale)),
  ]);
  // FAQ answers name the company's details as placeholders, filled as the contact page fills them.
  const filled = (value: string) => fillCompanyDetails(value, settings);
  const results = hits.map((hit) => {
    const place = placeOf(hit, locale);
    return {
      kind: hit.kind === "legal" || hit.kind === "built-page" ? ("page" as const) : hit.kind,
      to: place.to,
      title: filled(place.title),
      excerpt: highlightSegments(hit.headline).map((segment) => ({ ...segment, text: filled(segment.text) })),
    };
  });
  return { query, results };
}

/** Each query is a page of its own in the page cache. */
export const handle = pageQueryHandle("q");

export default function Search({ loaderData }: Route.ComponentProps) {
  const words = useWords().search;
  const locale = useLocale();
  const action = useLocalizePath()("/search");
  const { query, results } = loaderData;
  const count = formatNumber(results.length, locale);
  return (
    <>
      <PageHero title={words.title} intro={words.intro} />
      <section aria-labelledby="search-results-heading" className="container-page py-12 sm:py-16">
        <form
          method="get"
          action={action}
          role="search"
          aria-label={words.title}
          className="flex w-full max-w-2xl gap-2"
        >
          <label htmlFor="search-page-q" className="sr-only">
            {words.title}
          </label>
          <div className="relative flex-1">
            <Icon
              name="Search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="search-page-q"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX}
              autoComplete="off"
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
            />
          </div>
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {words.title}
          </button>
        </form>

        <h2 id="search-results-heading" className="mt-8 text-lg font-semibold text-slate-900">
          {!query
            ? words.prompt
            : results.length === 0
              ? fill(words.noResults, { query })
              : fill(results.length === 1 ? words.results.one : words.results.other, { count, query })}
        </h2>

        {query && results.length === 0 ? (
          <div className="mt-6 max-w-2xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10">
            <p className="text-slate-700">{words.noResultsHint}</p>
            <Link
              to="/contact"
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {words.contact}
              <Icon name="ArrowRight" className="size-4" />
            </Link>
          </div>
        ) : null}

        {results.length > 0 ? (
          <ol className="mt-6 max-w-3xl divide-y divide-slate-200" data-testid="search-results">
            {results.map((result) => (
              <li key={`${result.kind} ${result.to} ${result.title}`} className="py-5">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {words.kinds[result.kind]}
                </p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">
                  <Link to={result.to} className="hover:text-brand-700 hover:underline">
                    {result.title}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">
                  {result.excerpt.map((segment, index) =>
                    segment.match ? (
                      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                        {segment.text}
                      </mark>
                    ) : (
                      segment.text
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const words = wordsFrom(matches).search;
  const query = loaderData?.query ?? "";
  return [
    ...publicMeta(matches, {
      title: query ? fill(words.metaTitleFor, { query }) : words.metaTitle,
      description: words.description,
      path: "/search",
    }),
    // A page of results is not a page for search engines; the links on it are (decision 192).
    ...(query ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};
